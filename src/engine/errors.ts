// Errors the engine raises. Bad rulesets are caught by the checker; these cover what only shows at
// run time (a rule that leaves a seat without a legal action, a round that never ends) and misuse of
// the API (an illegal action). Each RuleError names the rule and the seed that reproduces it.
import { ruleLabel, type RuleRef } from "../ir/rule-ref.js";

export class RuleError extends Error {
  readonly code: string;
  /** The rule in words ("tricks winner", "before tricks step 1 (choose into bid)"): ruleLabel(ref). */
  readonly rule: string;
  /** The rule by its place in the IR: the front-end's source table finds its line (locateRule). */
  readonly ref: RuleRef;
  readonly seed: number;

  constructor(code: string, ref: RuleRef, seed: number, detail: string) {
    const rule = ruleLabel(ref);
    super(`${detail} (rule: ${rule}; reproduce with seed ${seed})`);
    this.name = "RuleError";
    this.code = code;
    this.rule = rule;
    this.ref = ref;
    this.seed = seed;
  }
}

export class IllegalActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IllegalActionError";
  }
}

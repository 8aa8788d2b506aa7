// Errors the engine raises. Bad rulesets are caught by the checker; these cover what only shows at
// run time (a rule that leaves a seat without a legal action, a round that never ends) and misuse of
// the API (an illegal action). Each RuleError names the rule and the seed that reproduces it.

export class RuleError extends Error {
  readonly code: string;
  readonly rule: string;
  readonly seed: number;

  constructor(code: string, rule: string, seed: number, detail: string) {
    super(`${detail} (rule: ${rule}; reproduce with seed ${seed})`);
    this.name = "RuleError";
    this.code = code;
    this.rule = rule;
    this.seed = seed;
  }
}

export class IllegalActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IllegalActionError";
  }
}

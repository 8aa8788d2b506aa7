// From the engine's name for a rule (RuleError.rule: "score", "tricks winner", "before tricks step 1
// (choose into x)", "let bad", "show bid (1)", ...) back to the declaration in the source, so an
// editor can put a marker on the line of the rule that broke. The labels are the engine's (kept
// stable by it); this module only reads them, through the same merged model the checker uses, so
// a rule inherited from a variant's base points into the base file.
import type { Span } from "./ast.js";
import { DiagnosticSink } from "./diagnostics.js";
import type { Model, Sourced } from "./model.js";
import { dirname } from "./paths.js";
import { loadModel, type ReadFile } from "./variants.js";

export interface RuleLocation {
  readonly file: string;
  readonly span: Span;
}

const at = (s: Sourced<{ readonly span: Span }> | undefined): RuleLocation | undefined => (s ? { file: s.file, span: s.item.span } : undefined);

const SLOT_BY_LABEL: Readonly<Record<string, keyof Model["slots"]>> = {
  trump: "trump",
  open: "open",
  follow: "follow",
  aside: "aside",
  winner: "winner",
  pick: "pick",
  "face down": "faceDown",
  "complete at": "completeAt",
  "stop when": "stopWhen",
  "open at most": "maxOpen",
  lead: "lead",
};

/** The declaration a RuleError's `rule` label names, or undefined when the label names no one rule. */
/** `root`: the folder the ruleset may read from (compile()'s root; default: the file's own folder). */
export function ruleLocation(label: string, text: string, file: string, readFile?: ReadFile, root?: string): RuleLocation | undefined {
  const model = loadModel(file, text, root ?? dirname(file), readFile, new DiagnosticSink());
  const s = model.slots;
  const step = /^(before|after) tricks step (\d+)\b/.exec(label);
  if (step) {
    const block = step[1] === "before" ? model.before : model.after;
    const item = block?.item.steps[Number(step[2]) - 1];
    return block && item ? { file: block.file, span: item.span } : at(block);
  }
  // Steps during trick play: "after trick block B step N (...)", or the block's own trick number.
  const during = /^after trick block (\d+)(?: step (\d+))?/.exec(label);
  if (during) {
    const block = model.during[Number(during[1]) - 1];
    const item = during[2] ? block?.item.steps[Number(during[2]) - 1] : block?.item.trick;
    return block && item ? { file: block.file, span: item.span } : at(block);
  }
  const named = /^(let|show) (\w+)/.exec(label);
  if (named) return at(named[1] === "let" ? model.lets.get(named[2]!) : model.shows.get(named[2]!));
  switch (label) {
    case "rounds":
      return at(model.rounds);
    case "deal":
      return at(model.deal);
    case "score":
      return at(model.score);
    case "trick value":
      return at(model.trickValue);
    case "winner":
      return at(model.winner);
    case "dealer":
      return at(model.dealer);
    case "rule cards draft":
      return at(model.draft);
    // No card can be played: the rules that decide which cards may go where.
    case "tricks (open / follow / aside)":
      return at(s.follow) ?? at(s.open) ?? at(s.aside);
    // The trick loop itself ran too long: what ends it is the likeliest culprit.
    case "tricks":
      return at(s.stopWhen) ?? at(s.completeAt) ?? at(s.lead);
  }
  const slot = /^tricks:? (.+)$/.exec(label);
  const key = slot ? SLOT_BY_LABEL[slot[1]!] : undefined;
  return key ? at(s[key] as Sourced<{ readonly span: Span }> | undefined) : undefined;
}

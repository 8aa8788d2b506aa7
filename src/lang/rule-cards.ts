// Rule cards in force, merged onto a ruleset. A rule card is a file of changes that starts with
// `rule card N "Name"`. Cards apply in ascending number, each to the ruleset as the earlier cards
// left it:
// - a value written as an expression (a `let`, a `card` value, the score, the follow/open/trump slots)
//   that the card restates gets a stage: the card's expression, reading the value so far under the
//   value's own name (`card value: 16 - value`), optionally only `when` a condition holds;
// - steps (`before tricks { ... }`, `after tricks { ... }`) are added after the ruleset's own;
// - a value the ruleset lacks is defined by the card (a later card may change it in turn);
// - anything else (a structural slot such as `lead`) is set by the card: two cards setting it clash.
import type { Decl, FileAst } from "./ast.js";
import { freeNames } from "./check-expr.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { LIMITS } from "../ir/limits.js";
import { hasDefault, isStepKey, ROUND_SLOTS, keyedItems, stageExprs, stageName, type Keyed, type RuleCardInfo, type Stage } from "./model.js";

export interface RuleCardFile {
  readonly ast: FileAst;
  readonly header: Extract<Decl, { kind: "ruleCard" }>;
  /** Given by the caller (--with): in force every round. */
  readonly forced: boolean;
}

type Merged = Map<string, Keyed & { file: string }>;


export function mergeRuleCards(
  files: readonly RuleCardFile[],
  merged: Merged,
  sink: DiagnosticSink,
): { ruleCards: RuleCardInfo[]; stages: Map<string, Stage[]>; slotChanges: Stage[] } {
  const stages = new Map<string, Stage[]>();
  const slotChanges: Stage[] = [];
  const ruleCards: RuleCardInfo[] = [];
  // Which card set each structural item, and which card first defined a value.
  const setBy = new Map<string, number>();
  const byNumber = new Map<number, string>();
  const cards = files
    .filter((f) => f.header.number !== undefined)
    .sort((a, b) => a.header.number!.value - b.header.number!.value);
  for (const { ast, header, forced } of cards) {
    const number = header.number!.value;
    const r = sink.forFile(ast.file);
    // The IR numbers rule cards from 1 to the engine's limit: a card outside is reported here, at its
    // number, and not put in force (it would otherwise reach the IR's schema as an internal error).
    if (number < 1) {
      r.report("SW4012", header.number!.span, { what: "a rule card number", min: 1, value: number });
      continue;
    }
    if (number > LIMITS.ruleCardNumber) {
      r.report("SW4015", header.number!.span, { what: "a rule card number", max: LIMITS.ruleCardNumber, value: number, why: "" });
      continue;
    }
    const other = byNumber.get(number);
    if (other !== undefined) {
      r.report("SW4019", header.number!.span, { number, first: other, second: ast.file });
      continue;
    }
    byNumber.set(number, ast.file);
    const touches: string[] = [];
    const sets: { key: string; label: string; span: Keyed["span"] }[] = [];
    const local = new Map<string, Keyed>();
    for (const decl of ast.decls) {
      if (decl.kind === "game") r.report("SW4011", decl.span);
      for (const k of keyedItems(decl)) {
        const first = local.get(k.key);
        if (first) {
          r.report("SW4001", k.span, { what: k.label, line: first.span.line });
          continue;
        }
        local.set(k.key, k);
        touches.push(k.label);
        const item = { ...k, file: ast.file };
        const stageable = stageName(k.key) !== undefined && stageExprs(k) !== undefined;
        // A value with a default (the score, a tricks slot) is changed even where the ruleset keeps the default.
        if (isStepKey(k.key) || (stageable && (merged.has(k.key) || stages.has(k.key) || hasDefault(k.key)))) {
          let list = stages.get(k.key);
          if (!list) stages.set(k.key, (list = []));
          list.push({ card: number, file: ast.file, item: k });
          continue;
        }
        if (stageable) {
          // Nothing to change yet: the card defines the value, unless it reads a value so far.
          const x = stageExprs(k)!;
          const own = stageName(k.key)!;
          if (x.when || freeNames(x.expr).has(own)) {
            r.report("SW4020", k.span, { number, what: k.label });
            continue;
          }
          merged.set(k.key, item);
          continue;
        }
        // Who leads next, the direction, who holds a won trick: in force with the card, round by round.
        if (ROUND_SLOTS.has(k.key)) {
          slotChanges.push({ card: number, file: ast.file, item: k });
          continue;
        }
        const earlier = setBy.get(k.key);
        if (earlier !== undefined) {
          r.report("SW4021", k.span, { first: earlier, second: number, what: k.label });
          continue;
        }
        setBy.set(k.key, number);
        sets.push({ key: k.key, label: k.label, span: k.span });
        merged.set(k.key, item);
      }
    }
    ruleCards.push({ number, name: header.name?.value ?? "", file: ast.file, span: header.span, touches, forced, sets });
  }
  return { ruleCards, stages, slotChanges };
}

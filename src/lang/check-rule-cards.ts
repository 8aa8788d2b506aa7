// Checks `rule cards` and `draft:`: the numbers (whole, positive, each once, within the limits), the
// cards in force every round (rule cards of the deck), the draft's counts (global numbers; constant
// ones in range), whether the rule deck lasts the whole game at every player count, and `active(N)`
// naming a rule card that exists.
import type { Expr, NumLit } from "./ast.js";
import { exprChildren } from "./ast-walk.js";
import type { CheckedModel } from "./check.js";
import type { ExprChecker } from "./check-expr.js";
import { evalConstNumber } from "./const-eval.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { expressionsOf, type Model } from "./model.js";
import { place } from "./types.js";
import { LIMITS } from "../ir/limits.js";

/** The rule card numbers `rule cards` declares, in order, each once (duplicates reported). */
export function ruleCardNumbers(model: Model, sink?: DiagnosticSink): number[] {
  const d = model.ruleDeck;
  if (!d) return [];
  const r = sink?.forFile(d.file);
  const out: number[] = [];
  for (const range of d.item.ranges) {
    const { from, to } = range;
    if (from.value > to.value) {
      r?.report("SW4005", range.span, { from: from.value, to: to.value });
      continue;
    }
    if (from.value < 1) {
      r?.report("SW4012", from.span, { what: "a rule card number", min: 1, value: from.value });
      continue;
    }
    if (to.value > LIMITS.ruleCardNumber) {
      r?.report("SW4015", to.span, { what: "a rule card number", max: LIMITS.ruleCardNumber, value: to.value, why: "" });
      continue;
    }
    if (to.value - from.value + 1 + out.length > LIMITS.ruleCards) {
      r?.report("SW4015", range.span, { what: "the number of rule cards", max: LIMITS.ruleCards, value: to.value - from.value + 1 + out.length, why: "" });
      continue;
    }
    for (let n = from.value; n <= to.value; n++) {
      if (out.includes(n)) {
        r?.report("SW4007", range.span, { detail: `rule card ${n} is given twice in 'rule cards'` });
        break;
      }
      out.push(n);
    }
  }
  return out;
}

export function checkRuleCards(checked: CheckedModel, sink: DiagnosticSink, checker: (file: string) => ExprChecker): void {
  const { model, decks } = checked;
  const ids = ruleCardNumbers(model, sink);
  const always = checkAlways(model, ids, sink);
  checkActiveCalls(model, ids, sink);

  const draft = model.draft;
  if (!draft) return;
  const d = draft.item;
  const global = (what: string) => place(what);
  checker(draft.file).expect(d.offer, global("the rule cards offered"), "number", "the number of rule cards offered");
  checker(draft.file).expect(d.keep, global("the rule cards kept"), "number", "the number of rule cards kept");
  if (typeof d.skipLeftOfDealer !== "boolean") {
    checker(draft.file).expect(d.skipLeftOfDealer, global("the condition after 'except left of dealer when'"), "bool", "the condition after 'when'");
  }
  if (d.extra) checker(draft.file).expect(d.extra, global("the rule cards added from the deck"), "number", "the number of rule cards added");
  const r = sink.forFile(draft.file);
  if (!model.ruleDeck) {
    r.report("SW4002", d.span, { what: "rule cards", example: "rule cards 1..60" });
    return;
  }

  // Constant counts: in range at every player count, and a deck that lasts the whole game.
  const reported = new Set<string>();
  const once = (key: string, f: () => void): void => {
    if (!reported.has(key)) f();
    reported.add(key);
  };
  const deckSize = ids.length - always.length;
  for (const p of decks.keys()) {
    const offer = evalConstNumber(d.offer, p);
    const keep = evalConstNumber(d.keep, p);
    const extra = d.extra ? evalConstNumber(d.extra, p) : 0;
    const rounds = model.rounds ? evalConstNumber(model.rounds.item.expr, p) : 1;
    if (offer !== undefined && offer > LIMITS.ruleOffer) {
      once("offer", () => r.report("SW4015", d.offer.span, { what: "the rule cards offered to each chooser", max: LIMITS.ruleOffer, value: offer, why: "" }));
    }
    if (keep !== undefined && keep < 1) once("keep", () => r.report("SW4012", d.keep.span, { what: "the rule cards each chooser keeps", min: 1, value: keep }));
    else if (keep !== undefined && offer !== undefined && keep > offer) {
      once("keep", () => r.report("SW4007", d.keep.span, { detail: `each chooser keeps ${keep} rule cards, but is offered only ${offer} with ${p} players` }));
    }
    if (extra !== undefined && extra < 0) once("extra", () => r.report("SW4012", d.extra!.span, { what: "the rule cards added from the deck", min: 0, value: extra }));
    const skip = typeof d.skipLeftOfDealer === "boolean" ? d.skipLeftOfDealer : evalConstBool(d.skipLeftOfDealer, p);
    if (offer === undefined || extra === undefined || rounds === undefined || skip === undefined) continue;
    const perRound = (p - (skip ? 1 : 0)) * offer + extra;
    if (perRound * rounds > deckSize) {
      once("deck", () =>
        r.report("SW4007", d.span, {
          detail: `with ${p} players the draft takes ${perRound} rule cards a round, ${perRound * rounds} in ${rounds} rounds, but the rule deck holds ${deckSize}`,
        }),
      );
    }
  }
}

/** `always` numbers must be rule cards, each given once; returns them. */
function checkAlways(model: Model, ids: readonly number[], sink: DiagnosticSink): number[] {
  const d = model.ruleDeck;
  if (!d) return [];
  const r = sink.forFile(d.file);
  const out: number[] = [];
  for (const n of d.item.always as readonly NumLit[]) {
    if (!ids.includes(n.value)) r.report("SW4007", n.span, { detail: `rule card ${n.value} is in force every round, but it is not one of the rule cards` });
    else if (out.includes(n.value)) r.report("SW4007", n.span, { detail: `rule card ${n.value} is given twice after 'always'` });
    else out.push(n.value);
  }
  return out;
}

/** `active(N)` with a constant N that is no rule card (or with no rule cards at all) is never true: a warning. */
function checkActiveCalls(model: Model, ids: readonly number[], sink: DiagnosticSink): void {
  for (const { expr, file } of expressionsOf(model)) {
    // An explicit stack: expressions may nest deeply (the depth limit is checked elsewhere).
    const stack: Expr[] = [expr];
    for (let e = stack.pop(); e !== undefined; e = stack.pop()) {
      stack.push(...exprChildren(e));
      if (e.kind !== "call" || e.fn.name !== "active" || e.args.length !== 1) continue;
      const n = evalConstNumber(e.args[0]!, 0);
      // A rule card may refer to another card of its game (card 27 inert under card 26): not a slip.
      if (n === undefined || ids.includes(n) || model.ruleCards.some((c) => c.file === file)) continue;
      const why = model.ruleDeck ? `rule card ${n} is not among the rule cards` : "the ruleset has no 'rule cards'";
      sink.forFile(file).report("SW4023", e.span, { detail: `active(${n}) is never true: ${why}` });
    }
  }
}

function evalConstBool(e: Expr, players: number): boolean | undefined {
  if (e.kind === "bool") return e.value;
  const n = evalConstNumber({ kind: "if", cond: e, then: { kind: "num", value: 1, span: e.span }, else: { kind: "num", value: 0, span: e.span }, span: e.span }, players);
  return n === undefined ? undefined : n === 1;
}

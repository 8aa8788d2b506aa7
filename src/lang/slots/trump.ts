// Which cards are trumps: `trump: COND` (is the card a trump in its trick), or combined trumps,
// `trumps: suits LIST, ranks LIST` (one suit for following, ranked as one order), which stands for the
// trump, follow and winner slots (lower-trumps.ts writes them). The language side in one unit.
import { Colon, Comma, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import { child, token } from "../cst-util.js";
import { combinedTrumps, type CombinedTrumpsIR } from "../lower-trumps.js";
import type { SlotLower, SlotSyntax } from "../slot-syntax.js";
import { place } from "../types.js";

const trumpKeywords = {
  trump: "`trump: EXPR`: is this card a trump in its trick (default false). As a value in `winner`, `trump` is that verdict.",
};
const trumpsKeywords = {
  trumps: "`trumps: suits LIST, ranks LIST` in `tricks`: combined trumps. Every card of a listed suit or rank is a trump; trumps form one suit of their own for following; a card of both kinds ranks highest, then the cards of a trump rank (all equal: the first played wins), then the trump suit by rank, then the lead suit. An empty list: no trump of that kind.",
};
/** The core keywords and its own (those only this module consumes: `trump`, `trumps`). */
const kw = keywordTokens({ ...trumpKeywords, ...trumpsKeywords });

export interface TrumpSlot extends Node {
  readonly kind: "trump";
  readonly expr: Expr;
}
/** `trumps: suits LIST, ranks LIST`: combined trumps, one suit for following, ranked as one order. */
export interface TrumpsSlot extends Node {
  readonly kind: "trumps";
  readonly suits: Expr;
  readonly ranks: Expr;
}

/** The trump, follow and winner values `trumps: suits ..., ranks ...` stands for, when it is written. */
export function combinedTrumpsOf(c: SlotLower): CombinedTrumpsIR | undefined {
  const t = c.model.slots.trumps;
  return t ? combinedTrumps(c.ex(t.item.suits), c.ex(t.item.ranks)) : undefined;
}

const trumpAt = place("the 'trump' slot", "seat", "card", "trick");

export const trumpSyntax: SlotSyntax<TrumpSlot, "trump", "trump"> = {
  grammar: [
    {
      rule: "trumpSlot",
      start: "slot",
      startWords: ["trump"],
      define: (g) => {
        g.consume(0, kw.trump);
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "trump", span, expr: t.expression(child(node, "expression"), span) }),
  label: "trump",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, trumpAt, "bool", "the 'trump' rule");
  },
  lower: (slot, c) => {
    const combined = combinedTrumpsOf(c);
    return { trump: c.staged("tricks.trump", "trump", combined ? combined.trump : slot ? c.ex(slot.expr) : { k: "bool", v: false }) };
  },
  stage: { own: "trump", type: "bool", at: trumpAt, expr: (s) => s.expr },
  expressions: (s) => [s.expr],
  continuing: [],
  checkedWords: [],
  rules: ["trump"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: trumpKeywords,
};

export const trumpsSyntax: SlotSyntax<TrumpsSlot, never, "trumps"> = {
  grammar: [
    {
      /**
       * `trumps: suits LIST, ranks LIST`: combined trumps (the word `ranks` is checked after parsing; an
       * expression never takes a comma outside brackets, so the suits part ends there).
       */
      rule: "trumpsSlot",
      start: "slot",
      startWords: ["trumps"],
      define: (g) => {
        g.consume(0, kw.trumps);
        g.consume(0, Colon);
        g.consume(0, kw.suits);
        g.subrule(0, "expression", { LABEL: "suits" });
        g.consume(0, Comma);
        g.consume(0, NameToken, { LABEL: "ranksWord" });
        g.subrule(2, "expression", { LABEL: "ranks" });
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    // `ranks` is a soft keyword: the grammar takes any name here and the word is checked.
    t.word(token(node, "ranksWord"), "ranks", ",");
    return { kind: "trumps", span, suits: t.expression(child(node, "suits"), span), ranks: t.expression(child(node, "ranks"), span) };
  },
  label: "trumps",
  /**
   * It sets the trump, follow and winner slots, so it cannot be stated beside any of them (a rule card
   * may still change the trump and follow values it makes, reading them so far). Its lists are worked
   * out once per round (global context).
   */
  check: (slot, { expr, model, sink }) => {
    const at = place("'trumps'");
    expr.expect(slot.suits, at, "suits", "the trump suits");
    expr.expect(slot.ranks, at, "numbers", "the trump ranks");
    const s = model.slots;
    for (const [other, name] of [[s.trump, "trump"], [s.follow, "follow"], [s.winner, "winner"]] as const) {
      if (!other) continue;
      sink.forFile(other.file).report("SW4007", other.item.span, {
        detail: `'trumps: suits ..., ranks ...' already says which cards are trumps, how they are followed and which card wins; remove the '${name}' slot or the 'trumps' slot`,
      });
    }
  },
  // The trump, follow and winner slots lower what it stands for (combinedTrumpsOf).
  lower: () => ({}),
  expressions: (s) => [s.suits, s.ranks],
  continuing: [],
  checkedWords: ["ranks"],
  rules: [],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: trumpsKeywords,
};

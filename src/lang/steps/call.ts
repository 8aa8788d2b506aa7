// Calls (the engine's steps/call.ts): `each player [secretly] calls NAME from A..B [, WORD ...] [unless
// COND]`, a value (a bid) per seat, and the one-seat form `dealer calls ...` / `declarer calls ...`
// (the declarer: the seat that won the auction). NAME is declared with the other names (check-names.ts).
import { Comma, DotDot, Identifier, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import { child, token, tokens } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type CallStep = Node & {
  readonly kind: "call";
  readonly by?: "dealer" | "declarer";
  readonly secret: boolean;
  readonly name: Ident | undefined;
  readonly from: Expr;
  readonly to: Expr;
  readonly words: readonly Ident[];
  readonly unless: Expr | undefined;
};

const keywords = {
  calls: "`each player [secretly] calls NAME from A..B [, WORD ...] [unless COND]`: every seat calls a value (a bid), a number from A to B or a special word (`nil`, `pass`), in turn from the dealer's left in the open, or all at once and hidden; `unless COND` refuses a call for which COND holds. NAME is then the seat's call (0 until made); a word reads as its own negative number.",
  declarer: "`declarer calls NAME from A..B`: the auction's winner alone makes the call. `NAME of declarer`: a seat value at the seat that won the round's auction (the dealer while nobody has).",
};
// Its own words' tokens (a word no other module uses is no core keyword: grammar/tokens.ts).
const kw = keywordTokens(keywords);

export const callSyntax: StepSyntax<CallStep, "calls" | "declarer", "call"> = {
  grammar: [
    {
      // `calls NAME from A..B [, WORD ...] [unless COND]`: after `each player [secretly]`, or one seat's.
      rule: "callTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.calls);
        g.consume(0, NameToken, { LABEL: "name" });
        g.consume(0, kw.from);
        g.subrule(0, "expression", { LABEL: "low" });
        g.consume(0, DotDot);
        g.subrule(2, "expression", { LABEL: "high" });
        g.many(0, () => {
          g.consume(0, Comma);
          g.consume(0, Identifier, { LABEL: "word" });
        });
        g.option(0, () => {
          g.consume(0, kw.unless);
          g.subrule(3, "expression", { LABEL: "unless" });
        });
      },
    },
    {
      // `dealer calls NAME ...` / `declarer calls NAME ...`: a call made by one seat.
      rule: "seatCallStep",
      start: "step",
      startWords: ["dealer", "declarer"],
      define: (g) => {
        g.or(0, [{ ALT: () => g.consume(0, kw.dealer, { LABEL: "by" }) }, { ALT: () => g.consume(0, kw.declarer, { LABEL: "by" }) }]);
        g.subrule(0, "callTail");
      },
    },
  ],
  toAst: ({ rule, node, span, secret }, t) => {
    const call = rule === "seatCallStep" ? child(node, "callTail") : node;
    const unless = child(call, "unless");
    return {
      kind: "call",
      span,
      ...(rule === "seatCallStep" ? { by: token(node, "by")?.image === "dealer" ? ("dealer" as const) : ("declarer" as const) } : {}),
      secret,
      name: t.ident(token(call, "name")),
      from: t.expression(child(call, "low"), span),
      to: t.expression(child(call, "high"), span),
      words: t.idents(tokens(call, "word")),
      unless: unless ? t.expression(unless, span) : undefined,
    };
  },
  check: (step, { reporter: r, expr: c, names }) => {
    if (step.by === "declarer" && names.auctions.size === 0) r.report("SW4007", step.span, { detail: "'declarer calls' needs an 'auction NAME: ...' step before it: the declarer is the seat that won it" });
    c.expect(step.from, place("the lowest call"), "number", "the lowest call");
    c.expect(step.to, place("the highest call"), "number", "the highest call");
    if (step.unless) c.expect(step.unless, place("the condition after 'unless'", "seat"), "bool", "the condition after 'unless'");
  },
  lower: (s, { ex }) => ({
    kind: "call",
    name: s.name?.name ?? "",
    from: ex(s.from),
    to: ex(s.to),
    // A word lowers to the number it reads as everywhere (check-names.ts: by first appearance).
    words: s.words.map((w) => {
      const v = ex({ kind: "name", name: w.name, span: w.span });
      return { word: w.name, value: v.k === "num" ? v.v : -1 };
    }),
    unless: s.unless ? ex(s.unless) : null,
    secret: s.secret,
    ...(s.by ? { by: s.by } : {}),
  }),
  sheet: {
    call: (s, w) => {
      const words = s.words.length > 0 ? `, or ${s.words.map((x) => `“${x.word}”`).join(" or ")}` : "";
      const unless = s.unless ? ` A call is not allowed when ${w.condition(s.unless)}.` : "";
      if (s.by) return `The ${s.by === "dealer" ? "dealer" : "auction's winner"} openly calls their ${s.name}: a number from ${w.n(s.from)} to ${w.n(s.to)}${words}.${unless}`;
      return `${s.secret ? "All players at the same time secretly call" : "One after another, from the dealer's left, each player openly calls"} their ${s.name}: a number from ${w.n(s.from)} to ${w.n(s.to)}${words}.${unless}`;
    },
  },
  leftover: { call: () => false },
  keywords,
  continuing: [],
  expressions: (s) => [s.from, s.to, s.unless],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
  // Its name (a secret call is hidden from the other seats until the round is scored), then its special words.
  names: (s) => [
    ...(s.name
      ? [{ kind: "call" as const, ident: s.name, ...(s.secret ? { hiddenFromOthers: `another seat's call '${s.name.name}' (made secretly: hidden until the round is scored)` } : {}) }]
      : []),
    ...s.words.map((ident) => ({ kind: "specialCall" as const, ident })),
  ],
};

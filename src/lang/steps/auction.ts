// `auction NAME: LIST [unless COND] [, then LIST [unless COND]]...` (the engine's steps/auction.ts): in
// turn from the dealer's left each seat names a value of the lap's offer or passes; the first to name
// one wins (the `declarer`); a lap of passes offers the next list. Its name's type (suits or numbers,
// from the first offer) is settled with the other named values in check.ts.
import { Colon, Comma, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Node, Expr, Ident } from "../ast.js";
import { nodes, token, child } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { describeType, place } from "../types.js";

export type AuctionStep = Node & { readonly kind: "auction"; readonly name: Ident | undefined; readonly laps: readonly { readonly offer: Expr; readonly unless: Expr | undefined }[] };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
    auction:
      "`auction NAME: LIST [unless COND] [, then LIST [unless COND]]...` (before trick play, once): one after another from the dealer's left, each player names a value of LIST (suits or numbers) or passes; the first to name one wins the auction (the `declarer`) and it ends; when everyone passes, the next LIST is offered, and after the last nobody wins. NAME then reads as the list of the named value (empty: none). `unless COND` (global, NAME read as the list of the value being named) refuses a value of that lap.",
  };
const kw = keywordTokens(keywords);

export const auctionSyntax: StepSyntax<AuctionStep, keyof typeof keywords, "auction"> = {
  grammar: [
    {
      rule: "auctionStep",
      start: "step",
      startWords: ["auction"],
      define: (g) => {
        g.consume(0, kw.auction);
        g.consume(0, NameToken, { LABEL: "name" });
        g.consume(0, Colon);
        g.subrule(0, "auctionLap", { LABEL: "lap" });
        g.many(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.then);
          g.subrule(2, "auctionLap", { LABEL: "lap" });
        });
      },
    },
    // One lap of an auction: the values offered, and `unless COND` refusing some.
    {
      rule: "auctionLap",
      start: "helper",
      define: (g) => {
        g.subrule(0, "expression", { LABEL: "offer" });
        g.option(0, () => {
          g.consume(0, kw.unless);
          g.subrule(2, "expression", { LABEL: "unless" });
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    const laps = nodes(node, "lap").map((lap) => {
      const unless = child(lap, "unless");
      return { offer: t.expression(child(lap, "offer"), span), unless: unless ? t.expression(unless, span) : undefined };
    });
    return { kind: "auction", span, name: t.ident(token(node, "name")), laps };
  },
  // Where it may be; `unless` reads the name as [the value being named] (its type: namedValue).
  check: (step, { reporter: r, expr: c, block }) => {
    for (const l of step.laps) if (l.unless) c.expect(l.unless, place("the condition after 'unless'"), "bool", "the condition after 'unless'");
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "an auction comes before trick play: put it in 'before tricks'" });
    else if (block.steps.filter((s) => s.kind === "auction")[0] !== step) r.report("SW4007", step.span, { detail: "one auction per round: remove this second step" });
  },
  // The name reads the named value as a list (empty for none), of the type of its offers: the first
  // offer gives it, the others must agree.
  namedValue: (step, { expr: c, reporter: r, names }) => {
    if (!step.name || !names.auctions.has(step.name.name)) return undefined;
    const [first, ...rest] = step.laps;
    const t = first ? c.check(first.offer, place("the values offered in the auction")) : null;
    if (t === "suits" || t === "numbers") {
      for (const l of rest) c.expect(l.offer, place("the values offered in the auction"), t, "the values offered in the auction");
      return { name: step.name.name, type: t };
    }
    if (t !== null && first) r.report("SW3001", first.offer.span, { what: "the values offered in the auction", expected: "a list of suits or of numbers", actual: describeType(t) });
    return undefined;
  },
  lower: (s, { ex, types }) => {
    const name = s.name?.name ?? "";
    return { kind: "auction", name, laps: s.laps.map((l) => ({ offer: ex(l.offer), unless: l.unless ? ex(l.unless) : null })), suits: types?.get(name) === "suits" };
  },
  sheet: {
    auction: (s, w) => {
      const laps = s.laps.map((l) => `${w.n(l.offer)}${l.unless ? ` (not when ${w.condition(l.unless)}, with ${s.name} read as the value named)` : ""}`).join("; if everyone passes, then from ");
      return `An auction for ${s.name}: one after another from the dealer's left, each player names a value from ${laps}, or passes; the first to name one wins (the declarer) and the auction ends. If everyone passes every time, nobody wins and ${s.name} is none.`;
    },
  },
  keywords,
  continuing: [],
  checkedWords: [],
  pilesAfter: [],
};

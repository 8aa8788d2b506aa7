// `auction NAME: LIST [unless COND] [, then LIST [unless COND]]...` (the engine's steps/auction.ts): in
// turn from the dealer's left each seat names a value of the lap's offer or passes; the first to name
// one wins (the `declarer`); a lap of passes offers the next list. With `, bid and hold` (one list of
// numbers): seats bid in pairs, a bidder naming a higher value and a listener holding it or passing,
// until one remains (the engine's steps/auction.ts). Its name's type (suits or numbers, from the first
// offer) is settled with the other named values in check.ts.
import { Colon, Comma, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Node, Expr, Ident } from "../ast.js";
import { nodes, token, tokens, child } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { describeType, place } from "../types.js";

export type AuctionStep = Node & {
  readonly kind: "auction";
  readonly name: Ident | undefined;
  readonly laps: readonly { readonly offer: Expr; readonly unless: Expr | undefined }[];
  /** How many times `, bid and hold` is written (the bid-and-hold kind when 1; more is refused). */
  readonly hold: number;
};

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = {
  auction:
    "`auction NAME: LIST [unless COND] [, then LIST [unless COND]]...` (before trick play, once): one after another from the dealer's left, each player names a value of LIST (suits or numbers) or passes; the first to name one wins the auction (the `declarer`) and it ends; when everyone passes, the next LIST is offered, and after the last nobody wins. NAME then reads as the list of the named value (empty: none). `unless COND` (global, NAME read as the list of the value being named) refuses a value of that lap. `auction NAME: LIST, bid and hold`: bidding in pairs over LIST (numbers): the seat after the dealer's left bids to the dealer's left, each bid higher than any before, which holds it or passes; the survivor then faces the next seat, up to the dealer; the last survivor wins at the highest value named (if nobody named one, the dealer's left may take the lowest value or pass).",
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
        // `, then LIST ...` (the next lap) or `, bid and hold` (the bid-and-hold kind; the two words
        // are names checked by toAst, so that neither becomes a keyword).
        g.many(0, () => {
          g.consume(0, Comma);
          g.or(0, [
            {
              ALT: () => {
                g.consume(0, kw.then);
                g.subrule(2, "auctionLap", { LABEL: "lap" });
              },
            },
            {
              ALT: () => {
                g.consume(1, NameToken, { LABEL: "bidWord" });
                g.consume(0, kw.and, { LABEL: "andWord" });
                g.consume(2, NameToken, { LABEL: "holdWord" });
              },
            },
          ]);
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
    const bid = tokens(node, "bidWord");
    const hold = tokens(node, "holdWord");
    for (const w of bid) t.word(w, "bid", ",");
    for (const w of hold) t.word(w, "hold", "and");
    return { kind: "auction", span, name: t.ident(token(node, "name")), laps, hold: bid.length };
  },
  // Where it may be; `unless` reads the name as [the value being named] (its type: namedValue).
  check: (step, { reporter: r, expr: c, block }) => {
    for (const l of step.laps) if (l.unless) c.expect(l.unless, place("the condition after 'unless'"), "bool", "the condition after 'unless'");
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "an auction comes before trick play: put it in 'before tricks'" });
    else if (block.steps.filter((s) => s.kind === "auction")[0] !== step) r.report("SW4007", step.span, { detail: "one auction per round: remove this second step" });
    if (step.hold > 1) r.report("SW4007", step.span, { detail: "'bid and hold' is written once, after the list of values" });
    if (step.hold > 0 && step.laps.length > 1) r.report("SW4007", step.span, { detail: "a bid-and-hold auction offers one list of values: remove the laps after 'then'" });
  },
  // `NAME of declarer` (any seat path through the declarer) needs an auction (SW3002); a path ending
  // at the declarer names one seat, the same for every seat (as one ending at the dealer does), so a
  // trick's judges and places without a seat may read there what every seat sees.
  reads: ({ names }) => ({
    seatPath: (seat) =>
      seat.includes("declarer") && names.auctions.size === 0
        ? { code: "SW3002", args: { name: "declarer", why: "is the seat that won the auction, but this ruleset has no 'auction NAME: ...' step" } }
        : undefined,
    anchors: ["declarer"],
  }),
  // The name reads the named value as a list (empty for none), of the type of its offers: the first
  // offer gives it, the others must agree.
  namedValue: (step, { expr: c, reporter: r, names }) => {
    if (!step.name || !names.auctions.has(step.name.name)) return undefined;
    const [first, ...rest] = step.laps;
    const t = first ? c.check(first.offer, place("the values offered in the auction")) : null;
    if (step.hold > 0 && t === "suits" && first) {
      r.report("SW3001", first.offer.span, { what: "the values of a bid-and-hold auction", expected: "a list of numbers (each bid must be higher than the last)", actual: describeType(t) });
      // Read on as numbers, so that the rules reading the name are not refused too.
      return { name: step.name.name, type: "numbers" };
    }
    if (t === "suits" || t === "numbers") {
      for (const l of rest) c.expect(l.offer, place("the values offered in the auction"), t, "the values offered in the auction");
      return { name: step.name.name, type: t };
    }
    if (t !== null && first) r.report("SW3001", first.offer.span, { what: "the values offered in the auction", expected: "a list of suits or of numbers", actual: describeType(t) });
    return undefined;
  },
  lower: (s, { ex, types }) => {
    const name = s.name?.name ?? "";
    return { kind: "auction", name, laps: s.laps.map((l) => ({ offer: ex(l.offer), unless: l.unless ? ex(l.unless) : null })), suits: types?.get(name) === "suits", ...(s.hold > 0 ? { hold: true } : {}) };
  },
  sheet: {
    auction: (s, w) => {
      if (s.hold) {
        const unless = s.laps[0]?.unless ? ` A bid is not allowed when ${w.condition(s.laps[0].unless)}, with ${s.name} read as the value bid.` : "";
        return `An auction for ${s.name}, bid and hold: the player after the dealer's left bids to the dealer's left, naming a value from ${s.laps[0] ? w.n(s.laps[0].offer) : "none"} higher than any named so far, or passing; the other holds each value or passes. Whoever passes drops out, and the survivor answers the next player, up to the dealer. The last survivor wins (the declarer) at the highest value named. If nobody names a value, the dealer's left may take the lowest value or pass, and then nobody wins and ${s.name} is none.${unless}`;
      }
      const laps = s.laps.map((l) => `${w.n(l.offer)}${l.unless ? ` (not when ${w.condition(l.unless)}, with ${s.name} read as the value named)` : ""}`).join("; if everyone passes, then from ");
      return `An auction for ${s.name}: one after another from the dealer's left, each player names a value from ${laps}, or passes; the first to name one wins (the declarer) and the auction ends. If everyone passes every time, nobody wins and ${s.name} is none.`;
    },
  },
  leftover: { auction: () => false },
  keywords,
  continuing: [],
  // Every lap's offer and its `unless` (the model-wide checks: division by zero, `active(N)`).
  expressions: (s) => s.laps.flatMap((l) => [l.offer, l.unless]),
  checkedWords: ["bid", "hold"],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
  // Every bid is public: so is the auction's value.
  names: (s) => (s.name ? [{ kind: "auction", ident: s.name }] : []),
};

// `lead: FIRST[, then NEXT]`: who leads the round's first trick, and who leads each next one. The
// language side in one unit: grammar, AST node, checks, lowering. A rule card may change the next
// lead for the rounds it is in force (TricksIR.byCard).
import { Colon, Comma, Identifier, keywordTokens, NumberLiteral } from "../../../grammar/tokens.js";
import type { LeadIR, NextLeadIR } from "../../ir/types.js";
import { unreachable } from "../../ir/unreachable.js";
import type { Ident, Node, NumLit, SeatHop, Span } from "../ast.js";
import { cardOfName } from "../card-name.js";
import { suitIndices } from "../check-names.js";
import type { DeclaredNames } from "../check-names.js";
import { child, nodes, token, tokens } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";
import type { AstTools } from "../step-syntax.js";
import type { CstNode } from "chevrotain";

const leadKeywords = {
  lead: "`lead: FIRST, then NEXT`: who leads the first trick and the next ones. As a value, `lead` is the trick's lead suit.",
  unique: "`highest unique rank, ties SUIT...`: the player of the highest rank held by exactly one card leads; if every rank is shared, the suits break the tie.",
  next: "`next seat`: after a trick, the seat after its leader in the direction of play leads.",
};
/** The core keywords and its own (those only this module consumes: `lead`, `unique`, `next`). */
const kw = keywordTokens({ ...leadKeywords });

export type FirstLead =
  | (Node & { readonly kind: "leftOfDealer" })
  | (Node & { readonly kind: "dealer" })
  | (Node & { readonly kind: "seat"; readonly seat: NumLit })
  /** Any other seat path (`declarer`, `left of declarer`, `partner of dealer`): hops as written, read from the right. */
  | (Node & { readonly kind: "path"; readonly hops: readonly SeatHop[] })
  /** `holder of CARD`: the seat holding that card (written as in the logs) when trick play begins. */
  | (Node & { readonly kind: "holder"; readonly card: Ident });

export type NextLead =
  | (Node & { readonly kind: "winner" })
  | (Node & { readonly kind: "rightOfWinner" })
  | (Node & { readonly kind: "highestUniqueRank"; readonly rankWord: Ident | undefined; readonly suits: readonly Ident[] })
  | (Node & { readonly kind: "nextSeat" });

export interface LeadSlot extends Node {
  readonly kind: "lead";
  readonly first: FirstLead | undefined;
  readonly next: NextLead | undefined;
}

function firstLead(n: CstNode | undefined, fallback: Span, t: AstTools): FirstLead | undefined {
  if (!n) return undefined;
  const span = t.span(n, fallback);
  const path = child(n, "seatPath");
  if (path) {
    const hops: SeatHop[] = nodes(path, "seatHop").flatMap((h) => { const s = token(h, "seat"); return s ? [s.image as SeatHop] : []; });
    // The two first leads the language always had keep their own IR kinds.
    if (hops.join(" ") === "left dealer") return { kind: "leftOfDealer", span };
    if (hops.join(" ") === "dealer") return { kind: "dealer", span };
    return hops.length > 0 ? { kind: "path", hops, span } : undefined;
  }
  if (token(n, "KwSeat")) {
    const seat = t.num(token(n, "seat"));
    return seat ? { kind: "seat", seat, span } : undefined;
  }
  if (token(n, "KwHolder")) {
    const card = t.ident(token(n, "card"));
    return card ? { kind: "holder", card, span } : undefined;
  }
  return undefined;
}

function nextLead(n: CstNode | undefined, fallback: Span, t: AstTools): NextLead | undefined {
  if (!n) return undefined;
  const span = t.span(n, fallback);
  if (token(n, "KwRight")) return { kind: "rightOfWinner", span };
  if (token(n, "KwWinner")) return { kind: "winner", span };
  if (token(n, "KwNext")) return { kind: "nextSeat", span };
  if (token(n, "KwHighest")) {
    const rankWord = t.ident(token(n, "rankWord"));
    if (rankWord && rankWord.name !== "rank") t.reporter.report("SW1008", rankWord.span, { found: rankWord.name }, "rank");
    return { kind: "highestUniqueRank", span, rankWord, suits: t.idents(tokens(n, "suit")) };
  }
  return undefined;
}

/** One case per kind of first-lead rule (no default: a new kind without a case does not compile). */
function lowerFirstLead(first: FirstLead, names: DeclaredNames): LeadIR {
  switch (first.kind) {
    case "path":
      return { kind: "path", hops: [...first.hops] };
    case "holder": {
      // The checker refused a name that is no card.
      const card = cardOfName(first.card.name, names.suits, names.rankNames)!;
      return { kind: "holder", suit: card.suit, rank: card.rank };
    }
    case "seat":
      return { kind: "seat", seat: first.seat.value };
    case "dealer":
      return { kind: "dealer" };
    case "leftOfDealer":
      return { kind: "leftOfDealer" };
    default:
      return unreachable(first);
  }
}

/** One case per kind of next-lead rule (no default: a new kind without a case does not compile). */
function lowerNextLead(next: NextLead, suits: ReadonlyMap<string, number>): NextLeadIR {
  switch (next.kind) {
    case "highestUniqueRank": {
      // Suits not listed after `ties` follow in declaration order, so the order is always total.
      const listed = next.suits.flatMap((id) => suits.get(id.name) ?? []);
      const rest = [...suits.values()].filter((i) => !listed.includes(i));
      return { kind: "highestUniqueRank", suitOrder: [...listed, ...rest] };
    }
    case "nextSeat":
      return { kind: "nextSeat" };
    case "winner":
      return { kind: "winner" };
    case "rightOfWinner":
      return { kind: "rightOfWinner" };
    default:
      return unreachable(next);
  }
}

export const leadSyntax: SlotSyntax<LeadSlot, "firstLead" | "nextLead", "lead" | "unique" | "next"> = {
  grammar: [
    {
      rule: "leadSlot",
      start: "slot",
      startWords: ["lead"],
      define: (g) => {
        g.consume(0, kw.lead);
        g.consume(0, Colon);
        g.subrule(0, "firstLead");
        g.option(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.then);
          g.subrule(0, "nextLead");
        });
      },
    },
    {
      /** `left of dealer`, `dealer`, any seat path ending in `dealer` or `declarer`, `seat N`, `holder of CARD`. */
      rule: "firstLead",
      start: "helper",
      define: (g) => {
        g.or(0, [
          { ALT: () => g.subrule(0, "seatPath") },
          {
            ALT: () => {
              g.consume(0, kw.seat);
              g.consume(0, NumberLiteral, { LABEL: "seat" });
            },
          },
          {
            ALT: () => {
              g.consume(0, kw.holder);
              g.consume(0, kw.of);
              g.consume(0, Identifier, { LABEL: "card" });
            },
          },
        ]);
      },
    },
    {
      rule: "nextLead",
      start: "helper",
      define: (g) => {
        g.or(0, [
          { ALT: () => g.consume(0, kw.winner) },
          {
            ALT: () => {
              g.consume(0, kw.right);
              g.consume(0, kw.of);
              g.consume(2, kw.winner, { LABEL: "rightOf" });
            },
          },
          {
            ALT: () => {
              g.consume(0, kw.highest);
              g.consume(0, kw.unique);
              g.consume(0, Identifier, { LABEL: "rankWord" });
              g.option(0, () => {
                g.consume(0, Comma);
                g.consume(0, kw.ties);
                g.atLeastOne(0, () => g.consume(2, Identifier, { LABEL: "suit" }));
              });
            },
          },
          {
            ALT: () => {
              g.consume(0, kw.next);
              g.consume(0, kw.seat);
            },
          },
        ]);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "lead", span, first: firstLead(child(node, "firstLead"), span, t), next: nextLead(child(node, "nextLead"), span, t) }),
  label: "lead",
  check: ({ first, next }, { reporter, names, model }) => {
    const minPlayers = model.players?.item.range?.from.value;
    if (first?.kind === "seat" && minPlayers !== undefined && first.seat.value >= minPlayers) {
      reporter.report("SW4013", first.seat.span, { seat: first.seat.value, players: minPlayers });
    }
    if (first?.kind === "holder" && !cardOfName(first.card.name, names.suits, names.rankNames)) {
      const suits = [...names.suits.keys()];
      reporter.report("SW4007", first.card.span, { detail: `'${first.card.name}' is not a card: write its suit and its rank as in the logs, for example '${suits[0] ?? "red"}2'${names.rankNames.size > 0 ? ` or '${suits[0] ?? "red"}${[...names.rankNames.keys()][0]}'` : ""}` });
    }
    if (next?.kind === "highestUniqueRank") suitIndices(next.suits, names, reporter);
  },
  lower: (slot, { names, model }) => {
    const first = slot?.first;
    const next = slot?.next;
    return {
      firstLead: first ? lowerFirstLead(first, names) : { kind: "leftOfDealer" },
      // Continuous play with no lead rule written: play simply carries on clockwise.
      nextLead: next ? lowerNextLead(next, names.suits) : model.slots.completeAt ? { kind: "nextSeat" } : { kind: "winner" },
    };
  },
  byRound: (slot, { names }) => (slot.next ? { nextLead: lowerNextLead(slot.next, names.suits) } : undefined),
  expressions: () => [],
  continuing: ["next", "unique"],
  checkedWords: [],
  rules: ["lead"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: leadKeywords,
};

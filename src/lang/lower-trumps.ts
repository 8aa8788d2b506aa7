// Combined trumps (`trumps: suits LIST, ranks LIST`) written as the trump, follow and winner slots
// they stand for. The construct is the front-end's alone: the engine sees ordinary slot expressions,
// so every engine path (legality, fast paths, the sampler, explanations) already handles it.
import type { Expr, WinnerTierIR } from "../ir/types.js";

export interface CombinedTrumpsIR {
  readonly trump: Expr;
  readonly follow: Expr;
  readonly winner: readonly WinnerTierIR[];
}

const ref = (name: string): Expr => ({ k: "ref", name });
const bin = (op: "and" | "or" | "=" | "in", l: Expr, r: Expr): Expr => ({ k: "bin", op, l, r });
const not = (e: Expr): Expr => ({ k: "not", e });
const none = (cards: Expr): Expr => bin("=", { k: "call", fn: "count", args: [cards] }, { k: "num", v: 0 });

/**
 * `suits` and `ranks` are global list expressions (evaluated where the card is in question).
 * - trump: the card's suit or rank is listed;
 * - follow: a trump lead is followed by any trump, a plain lead by a plain card of its suit (a trump
 *   never counts as its printed suit), each only if the hand has one;
 * - winner: a card of a trump suit and a trump rank first (the first played of them), then the cards of
 *   a trump rank (all equal: the first played wins), then the trump suits by rank, then the lead suit.
 */
export function combinedTrumps(suits: Expr, ranks: Expr): CombinedTrumpsIR {
  const ofSuit = bin("in", ref("suit"), suits);
  const ofRank = bin("in", ref("rank"), ranks);
  const isTrump = bin("or", ofSuit, ofRank);
  const plainOfLead = bin("and", bin("=", ref("suit"), ref("lead")), not(isTrump));
  const hand = ref("hand");
  const follow: Expr = {
    k: "if",
    c: { k: "at", card: ref("leadCard"), body: isTrump },
    t: bin("or", isTrump, none({ k: "where", coll: hand, pred: isTrump })),
    e: bin("or", plainOfLead, none({ k: "where", coll: hand, pred: plainOfLead })),
  };
  const first = { dir: "lowest", key: ref("position") } as const;
  const byRank = { dir: "highest", key: ref("rank") } as const;
  return {
    trump: isTrump,
    follow,
    winner: [
      { keys: [first], where: bin("and", ofSuit, ofRank) },
      { keys: [first], where: ofRank },
      { keys: [byRank], where: ofSuit },
      { keys: [byRank], where: bin("=", ref("suit"), ref("lead")) },
    ],
  };
}

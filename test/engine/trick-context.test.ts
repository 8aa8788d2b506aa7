// The trick in question as rules read it: `position`, `leadCard`, `lastCard`, `trickNumber`, and the
// round's `leadCards`; and card values (`card NAME: ...`) read in trick slots and through `of`.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playOneTrick } from "../support/play.js";

function rules(tricks: string, extra = ""): RulesetIR {
  const r = compile(
    `game "T"\nplayers 3..4\nsuits fan coin koi gate\ndeck fan coin koi gate 1..15\n${extra}\ntricks {\n${tricks}\n}\nscore: tricks\n`,
    { file: "t.stich" },
  );
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join("\n"));
  return r.ir;
}

/** Deals `hands` (card names) with seat 0 leading, then plays `plays` (card names) in turn. */
function script(ir: RulesetIR, hands: string[][], plays: string[]): Game {
  const cards = Game.cardsOf(ir, hands.length)!;
  const id = (n: string): number => {
    const c = cards.find((x) => x.name === n);
    if (!c) throw new Error(`no card ${n}`);
    return c.id;
  };
  const g = Game.create(ir, { players: hands.length, seed: 1, firstDealer: hands.length - 1, deals: [{ hands: hands.map((h) => h.map(id)) }] });
  for (const p of plays) {
    const seat = g.toAct()[0]!;
    const open = g.openTricks();
    g.apply(seat, { type: "play", card: id(p), target: open.length === 0 ? "new" : open[0]!.id });
  }
  return g;
}

const names = (g: Game, seat: number): string[] => g.legalActions(seat).flatMap((a) => (a.type === "play" ? [g.cardName(a.card)] : []));

describe("trick context", () => {
  it("lastCard: following the suit of the most recent card", () => {
    const ir = rules("follow: suit = suit of lastCard or count(hand where suit = suit of lastCard) = 0\nwinner: highest rank where suit = lead");
    const g = script(ir, [["fan9", "gate1"], ["coin3", "gate2"], ["fan2", "coin5"]], ["fan9", "coin3"]);
    expect(names(g, 2)).toEqual(["coin5"]);
  });

  it("lastCard never reads a face-down card: under face-down plays it is the last face-up one (the lead)", () => {
    const ir = rules("follow: suit = suit of lastCard or count(hand where suit = suit of lastCard) = 0\nface down: true\nwinner: highest rank where suit = lead");
    const g = script(ir, [["fan9", "gate1"], ["coin3", "gate2"], ["fan2", "coin5"]], ["fan9", "coin3"]);
    // Seat 1's coin3 lies face down: seat 2 must not learn it through what it may play.
    expect(names(g, 2)).toEqual(["fan2"]);
  });

  it("leadCard: following the lead card's suit is the same as `lead`", () => {
    const ir = rules("follow: suit = suit of leadCard or count(hand where suit = suit of leadCard) = 0");
    const g = script(ir, [["fan9", "gate1"], ["coin3", "gate2"], ["fan2", "coin5"]], ["fan9", "coin3"]);
    expect(names(g, 2)).toEqual(["fan2"]);
  });

  it("position: the lead card cannot win (vectors V5 and V6)", () => {
    const ir = rules("winner: highest rank where position > 1 and suit = lead, then highest rank where position > 1");
    expect(playOneTrick(ir, ["fan14", "fan3", "coin2", "gate4"]).winnerCard).toBe("fan3");
    expect(playOneTrick(ir, ["fan14", "coin2", "gate4", "coin9"]).winnerCard).toBe("coin9");
  });

  it("position of a card that would join is after the cards in the trick", () => {
    // Only the third card of a trick may be a gate.
    const ir = rules("follow: suit != gate or position = 3");
    const g = script(ir, [["fan9", "gate1"], ["coin3", "gate2"], ["gate5", "coin5"]], ["fan9"]);
    expect(names(g, 1)).toEqual(["coin3"]);
    g.apply(1, { type: "play", card: g.parseCard("coin3")!, target: g.openTricks()[0]!.id });
    expect(names(g, 2).sort()).toEqual(["coin5", "gate5"]);
  });

  it("trickNumber and leadCards: the suit led in the second trick becomes trump from then on", () => {
    const ir = rules(
      "trump: count(leadCards) >= 2 and suit = suit of leadCards[2]\nwinner: highest rank where trump, then highest rank where suit = lead",
    );
    // Trick 1: fan9 fan2 koi15 -> fan9 (no trump yet). Trick 2 led by seat 0 with koi3: koi is trump
    // from now on. Trick 3: fan10 koi1 fan11 -> the koi wins.
    const g = script(
      ir,
      [["fan9", "koi3", "fan10"], ["fan2", "gate14", "koi1"], ["koi15", "coin13", "fan11"]],
      ["fan9", "fan2", "koi15", "koi3", "gate14", "coin13", "fan10", "koi1", "fan11"],
    );
    const tricks = g.events.flatMap((e) => (e.type === "trick" ? [e] : []));
    expect(tricks.map((t) => t.winner)).toEqual([0, 0, 1]);
    const byNumber = rules("winner: highest rank where suit = lead and trickNumber = 1, then lowest rank where suit = lead");
    const h = script(byNumber, [["fan9", "koi3"], ["fan2", "koi14"], ["fan5", "koi13"]], ["fan9", "fan2", "fan5", "koi3", "koi14", "koi13"]);
    expect(h.events.flatMap((e) => (e.type === "trick" ? [e.winner] : []))).toEqual([0, 0]);
  });

  it("card values: read in a trick slot, listed with `of`, and of one card", () => {
    const ir = rules(
      "follow: class = class of leadCard or count(hand where class = class of leadCard) = 0\nwinner: highest strength where class = class of leadCard",
      "card trumpish: suit = koi or rank = 8\ncard class: if trumpish then 0 else if suit = fan then 1 else if suit = coin then 2 else if suit = koi then 3 else 4\ncard strength: (if trumpish then 100 else 0) + rank",
    );
    // A koi lead is followed by any trump (the 8s too), not by the koi suit alone.
    const g = script(ir, [["koi5", "fan1"], ["fan8", "koi2"], ["gate3", "coin4"]], ["koi5"]);
    expect(names(g, 1).sort()).toEqual(["fan8", "koi2"]);
    const done = script(ir, [["koi5", "fan1"], ["fan8", "koi2"], ["gate3", "coin4"]], ["koi5", "fan8", "gate3"]);
    expect(done.events.flatMap((e) => (e.type === "trick" ? [e.winner] : []))).toEqual([1]);
    const withScore = compile(
      `game "T"\nplayers 3..4\nsuits fan coin koi gate\ndeck fan coin koi gate 1..15\ncard double: rank * 2\nscore: sum(double of won) + count(won where double > 20)\n`,
      { file: "t.stich" },
    );
    const koi11 = Game.cardsOf(withScore.ir!, 3)!.find((c) => c.name === "koi11")!.id;
    const fan3 = Game.cardsOf(withScore.ir!, 3)!.find((c) => c.name === "fan3")!.id;
    expect(Game.scoreScenario(withScore.ir!, { players: 3, piles: { won: [[koi11, fan3], [], []] } })).toEqual([29, 0, 0]);
  });
});

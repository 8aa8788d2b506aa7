// Rule cards: files of changes put in force on a ruleset (`with`, or the caller's list), applied in
// ascending number, each changing a value as the earlier cards left it, read under its own name.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { compile } from "../../src/lang/index.js";
import { where } from "./helpers.js";
import { playOneTrick } from "../support/play.js";

const BASE = `game "Base"
players 3..4
suits fan coin koi gate
deck fan coin koi gate 1..15
card value: rank
card face: rank in [11, 12, 13, 14]
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest value where suit = lead
}
let faces = count(won where face)
score: tricks + faces
`;

const CARDS: Record<string, string> = {
  "g/base.stich": BASE,
  "g/cards/31-reversed.stich": `rule card 31 "Values reversed" extends "../base.stich"\ncard value: 16 - value\n`,
  "g/cards/35-mod-five.stich": `rule card 35 "Mod five" extends "../base.stich"\ncard value: value mod 5 when suit = fan\n`,
  "g/cards/56-even.stich": `rule card 56 "Even doubles" extends "../base.stich"\nscore: score * 2 when tricks mod 2 = 0\n`,
  "g/cards/60-negate.stich": `rule card 60 "Negate" extends "../base.stich"\nscore: -score\n`,
  "g/cards/28-forced.stich": `rule card 28 "Forced trumping" extends "../base.stich"\ntricks { follow: follow and (suit = lead or count(hand where suit = koi) = 0 or suit = koi) }\n`,
};

const compileWith = (cards: string[], text = BASE) => compile(text, { file: "g/base.stich", readFile: (p) => CARDS[p], with: cards });

describe("rule cards", () => {
  it("a card restating a card value changes it; the winner follows", () => {
    const plain = compileWith([]);
    expect(where(plain)).toEqual([]);
    expect(playOneTrick(plain.ir!, ["fan9", "fan12", "fan3", "coin1"]).trick.winner).toBe(1);
    const reversed = compileWith(["cards/31-reversed.stich"]);
    expect(where(reversed)).toEqual([]);
    expect(playOneTrick(reversed.ir!, ["fan9", "fan12", "fan3", "coin1"]).trick.winner).toBe(2);
  });

  it("cards compose in ascending number whatever order they are given in", () => {
    // 31 then 35: a fan's value is (16 - rank) mod 5 (fan5: 1, fan2: 4); the other way round it would
    // be 16 - rank mod 5 (fan5: 16, fan2: 14). Koi values are only reversed.
    for (const order of [["cards/31-reversed.stich", "cards/35-mod-five.stich"], ["cards/35-mod-five.stich", "cards/31-reversed.stich"]]) {
      const r = compileWith(order);
      expect(where(r)).toEqual([]);
      expect(r.ruleCards?.cards.map((c) => c.number)).toEqual([31, 35]);
      expect(r.ruleCards?.shared).toEqual([{ what: "card value 'value'", cards: [31, 35] }]);
      expect(playOneTrick(r.ir!, ["fan5", "fan2", "koi3", "gate1"]).trick.winner).toBe(1);
      // koi lead: koi2 (value 14) beats koi5 (11).
      expect(playOneTrick(r.ir!, ["koi5", "koi2", "fan3", "gate1"]).trick.winner).toBe(1);
    }
  });

  it("score changes run in order: 56 doubles an even score, then 60 negates it", () => {
    const r = compileWith(["cards/60-negate.stich", "cards/56-even.stich"]);
    expect(where(r)).toEqual([]);
    const game = Game.create(r.ir!, { players: 3, seed: 1 });
    const fan11 = game.parseCard("fan11")!;
    const scores = Game.scoreScenario(r.ir!, { players: 3, tricksWon: [2, 1, 0], piles: { won: [[fan11], [], []] } });
    // seat 0: 2 tricks (even) + 1 face = 3, doubled 6 -> -6; seat 1: 1 trick (odd) -> -1; seat 2: 0 tricks (even) -> 0.
    expect(scores.map((x) => x + 0)).toEqual([-6, -1, 0]);
  });

  it("a slot's change reads the slot so far: forced trumping narrows following", () => {
    const r = compileWith(["cards/28-forced.stich"]);
    expect(where(r)).toEqual([]);
    const ir = r.ir!;
    const game = Game.create(ir, { players: 3, seed: 1, firstDealer: 2, deals: [{ hands: [["fan9", "fan2"], ["coin3", "koi4"], ["gate5", "gate6"]].map((h) => h.map((c) => Game.cardsOf(ir, 3)!.find((x) => x.name === c)!.id)) }] });
    game.apply(0, { type: "play", card: game.parseCard("fan9")!, target: "new" });
    // Seat 1 has no fan and holds a koi: it must play the koi.
    expect(game.legalActions(1).map((a) => (a.type === "play" ? game.cardName(a.card) : a.type))).toEqual(["koi4"]);
  });

  it("a card compiled on its own is checked in force on its base, with its game's folder as the root", () => {
    const r = compile(CARDS["g/cards/31-reversed.stich"]!, { file: "g/cards/31-reversed.stich", readFile: (p) => CARDS[p], root: "g" });
    expect(where(r)).toEqual([]);
    expect(r.ruleCards?.cards).toEqual([{ number: 31, name: "Values reversed", file: "g/cards/31-reversed.stich", touches: ["card value 'value'"] }]);
  });
});

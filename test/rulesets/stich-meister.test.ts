// Stich-Meister as shipped (rulesets/stich-meister): the trick vectors V1-V10 of
// docs/rules/stich-meister.md §7 (V3 under both readings of §6.4), the worked examples §10.1 and
// §10.2, every rule card 21-60 against the base game on the same deals, and the §11 combinations.
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Game, Rng } from "../../src/index.js";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playOneTrick, playRandom } from "../support/play.js";
import { ROOT, ruleCardFiles } from "../support/rulesets.js";

const DIR = "rulesets/stich-meister";
const CARDS = ruleCardFiles("stich-meister").map((f) => f.slice(DIR.length + 1));
const cardFile = (n: number): string => {
  const f = CARDS.find((c) => c.startsWith(`cards/${String(n).padStart(2, "0")}-`));
  if (!f) throw new Error(`no rule card ${n}`);
  return f;
};

function withCards(cards: readonly number[], base = "base.stich"): RulesetIR {
  const file = `${DIR}/${base}`;
  const read = (p: string): string | undefined => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined);
  const r = compile(read(file)!, { file, readFile: read, with: cards.map(cardFile) });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const winner = (ir: RulesetIR, cards: string[]): string => playOneTrick(ir, cards).winnerCard;
// The vectors' trump rules: KOI (placeholder card 17) and the 8s (placeholder card 7).
const TRUMPS = [7, 17];

describe("Stich-Meister trick vectors (§7, four players, KOI and 8s trump)", () => {
  it("V1-V4: the led colour, a super-trump, trumps by rule number", () => {
    const ir = withCards(TRUMPS);
    expect(winner(ir, ["fan9", "fan12", "coin15", "gate3"])).toBe("fan12");
    expect(winner(ir, ["fan9", "koi2", "coin8", "koi8"])).toBe("koi8");
    expect(winner(ir, ["fan9", "koi14", "coin8", "fan15"])).toBe("coin8");
    expect(winner(ir, ["koi5", "fan3", "fan14", "gate8"])).toBe("gate8");
  });

  it("V3 read the other way (trump-ties-by-value.stich): the value decides", () => {
    const ir = withCards(TRUMPS, "trump-ties-by-value.stich");
    expect(winner(ir, ["fan9", "koi14", "coin8", "fan15"])).toBe("koi14");
    expect(winner(ir, ["koi5", "fan3", "fan14", "gate8"])).toBe("gate8");
  });

  it("V5-V10: cards 29, 30, 33, 32, 31", () => {
    expect(winner(withCards([...TRUMPS, 29]), ["fan14", "fan3", "coin2", "gate4"])).toBe("fan3");
    expect(winner(withCards([...TRUMPS, 29]), ["fan14", "coin2", "gate4", "coin9"])).toBe("coin9");
    expect(winner(withCards([...TRUMPS, 30]), ["fan9", "fan12", "fan3", "gate15"])).toBe("fan9");
    expect(winner(withCards([...TRUMPS, 33]), ["fan9", "gate15", "coin15", "fan12"])).toBe("gate15");
    expect(winner(withCards([...TRUMPS, 32]), ["fan9", "koi15", "fan2", "gate11"])).toBe("fan9");
    expect(winner(withCards([...TRUMPS, 31]), ["fan9", "fan12", "fan3", "coin1"])).toBe("fan3");
  });

  it("§11 29 + 30: the lead card dropped, then the second of the rest", () => {
    expect(winner(withCards([...TRUMPS, 29, 30]), ["fan14", "fan3", "fan9", "coin2"])).toBe("fan3");
  });

  it("§11 31 + 32 + 33: trumps at the bottom, the other colours one tier, values reversed", () => {
    expect(winner(withCards([...TRUMPS, 31, 32, 33]), ["fan9", "koi15", "fan2", "gate11"])).toBe("fan2");
  });
});

describe("Stich-Meister worked examples (§10)", () => {
  const ids = (ir: RulesetIR, names: string[]): number[] => names.map((n) => Game.cardsOf(ir, 4)!.find((c) => c.name === n)!.id);

  it("§10.1: COIN trump, 41, 51, 56: A scores 6", () => {
    const ir = withCards([15, 41, 51, 56]);
    const held = [["fan3", "fan9", "coin2", "koi5"], ["gate4", "gate12", "gate1", "gate7"], ["koi15", "fan2", "coin11", "gate6"]].map((t, i) => ({ cards: ids(ir, t), number: i + 3 }));
    expect(Game.scoreScenario(ir, { players: 4, held: [held, [], [], []] })[0]).toBe(6);
  });

  it("§10.2: scores 4, -3, 2, -5 before card 58 (+|right|) or 59 (+left)", () => {
    // Card 47 (-1 per fan) makes the scores: A 4 tricks without fans; B 1 trick of 4 fans; C 2 tricks;
    // D 2 tricks holding 7 fans.
    const held = (ir: RulesetIR) => [
      [["coin1", "coin2", "coin3", "coin4"], ["coin5", "coin6", "coin7", "coin8"], ["koi1", "koi2", "koi3", "koi4"], ["koi5", "koi6", "koi7", "koi8"]],
      [["fan1", "fan2", "fan3", "fan4"]],
      [["gate1", "gate2", "gate3", "gate4"], ["gate5", "gate6", "gate7", "gate8"]],
      [["fan5", "fan6", "fan7", "fan8"], ["fan9", "fan10", "fan11", "gate9"]],
    ].map((seat) => seat.map((t, i) => ({ cards: ids(ir, t), number: i + 1 })));
    const score = (cards: number[]) => {
      const ir = withCards(cards);
      return Game.scoreScenario(ir, { players: 4, held: held(ir) });
    };
    expect(score([47])).toEqual([4, -3, 2, -5]);
    expect(score([47, 58])).toEqual([9, 1, 5, -3]);
    expect(score([47, 59])).toEqual([1, -1, -3, -1]);
  });
});

describe("Stich-Meister rule cards 21-60 against the base game", () => {
  // Each card is put in force with a trump card (COIN, placeholder 15) on the same seeded deals, played
  // by the same random bots; its game must differ from the base game's on one of them.
  // What was played and scored (not which rule cards the report lists, which differs trivially).
  const play = (ir: RulesetIR, seed: number): string => {
    const g = playRandom(Game.create(ir, { players: 4, seed }), new Rng(seed));
    return JSON.stringify(g.events.filter((e) => !e.type.startsWith("rule")));
  };
  const base = withCards([15]);
  const baseGames = [1, 2, 3].map((seed) => play(base, seed));
  for (let n = 21; n <= 60; n++) {
    it(`card ${n} (${cardFile(n)}) changes the game`, () => {
      const ir = withCards([15, n]);
      const differs = [1, 2, 3].some((seed, i) => play(ir, seed) !== baseGames[i]);
      expect(differs).toBe(true);
    });
  }
});

describe("Stich-Meister §11 combinations play", () => {
  const combos: [string, number[]][] = [
    ["26 + 27", [15, 26, 27]],
    ["24 + 40", [15, 24, 40]],
    ["35 + 39", [15, 35, 39]],
    ["37 + 35", [15, 37, 35]],
    ["37 + 36", [15, 37, 36]],
    ["37 + 38", [15, 37, 38]],
    ["37 + 39", [15, 37, 39]],
    ["29 + 30", [15, 29, 30]],
    ["31 + 32 + 33", [15, 31, 32, 33]],
  ];
  for (const [name, cards] of combos) {
    it(`${name}: 30 games at 3, 4 and 5 players end with a result`, () => {
      const ir = withCards(cards);
      for (let i = 0; i < 30; i++) {
        const players = 3 + (i % 3);
        const g = playRandom(Game.create(ir, { players, seed: i + 1 }), new Rng(i));
        expect(g.isOver).toBe(true);
      }
    });
  }

  it("26 + 27: under face-down plays the lead card's colour is followed, not the last card's", () => {
    const hands = [["fan9", "gate4"], ["coin3", "gate2"], ["fan2", "coin5"]];
    const legalOfSeat2 = (ir: RulesetIR): string[] => {
      const id = (n: string) => Game.cardsOf(ir, 3)!.find((c) => c.name === n)!.id;
      const g = Game.create(ir, { players: 3, seed: 1, firstDealer: 2, deals: [{ hands: hands.map((h) => h.map(id)) }] });
      g.apply(0, { type: "play", card: id("fan9"), target: "new" });
      g.apply(1, { type: "play", card: id("coin3"), target: g.openTricks()[0]!.id });
      return g.legalActions(2).flatMap((a) => (a.type === "play" ? [g.cardName(a.card)] : []));
    };
    expect(legalOfSeat2(withCards([27]))).toEqual(["coin5"]);
    expect(legalOfSeat2(withCards([26, 27]))).toEqual(["fan2"]);
  });
});

// `trumps: suits LIST, ranks LIST`: combined trumps as one suit for following and one order for
// winning. The vectors are those of a trump-colour-and-number game's rules (W1-W5 with red and 5); the
// property compares the engine's winner with a direct reading of the ranking on random tricks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { ids, playOneTrick } from "../support/play.js";

const SUITS = ["blue", "green", "red", "yellow"] as const;

function rules(suits: string, ranks: string): RulesetIR {
  const text = `game "T"\nplayers 3..5\nsuits ${SUITS.join(" ")}\ndeck ${SUITS.join(" ")} 1..9\ntricks {\n  trumps: suits ${suits}, ranks ${ranks}\n}\nscore: tricks\n`;
  const r = compile(text, { file: "t.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join("\n"));
  return r.ir;
}

/** The cards seat 1 may play after seat 0 led `lead`, holding `hand`. */
function legalAfter(ir: RulesetIR, lead: string, hand: string[]): string[] {
  const probe = Game.create(ir, { players: 3, seed: 1, firstDealer: 2 });
  const hands = [ids(probe, [lead, "yellow6"]), ids(probe, hand), ids(probe, ["yellow7", "yellow8"])];
  const g = Game.create(ir, { players: 3, seed: 1, firstDealer: 2, deals: [{ hands }] });
  g.apply(0, { type: "play", card: ids(g, [lead])[0]!, target: "new" });
  return g.legalActions(1).flatMap((a) => (a.type === "play" ? [g.cardName(a.card)] : [])).sort();
}

describe("combined trumps", () => {
  const red5 = rules("[red]", "[5]");

  it("ranks W1-W5: super-trump, the first number trump, the colour trumps, the led colour", () => {
    expect(playOneTrick(red5, ["blue9", "green5", "red5", "yellow5"]).winnerCard).toBe("red5");
    expect(playOneTrick(red5, ["blue9", "green5", "yellow5", "red9"]).winnerCard).toBe("green5");
    expect(playOneTrick(red5, ["blue9", "red1", "blue2", "yellow8"]).winnerCard).toBe("red1");
    expect(playOneTrick(red5, ["blue3", "blue9", "green9", "yellow9"]).winnerCard).toBe("blue9");
    expect(playOneTrick(red5, ["red3", "red8", "green5", "blue9"]).winnerCard).toBe("green5");
  });

  it("no trump colour: the number trumps alone, the first played wins", () => {
    expect(playOneTrick(rules("[]", "[7]"), ["blue2", "green7", "yellow7", "red9"]).winnerCard).toBe("green7");
  });

  it("no trump number: the colour alone; neither: the led colour", () => {
    expect(playOneTrick(rules("[red]", "[]"), ["blue9", "red1", "red4"]).winnerCard).toBe("red4");
    expect(playOneTrick(rules("[]", "[]"), ["blue3", "red9", "blue4"]).winnerCard).toBe("blue4");
  });

  it("a trump lead is followed by any trump (a number trump of another colour included)", () => {
    expect(legalAfter(red5, "red3", ["green5", "blue9"])).toEqual(["green5"]);
    expect(legalAfter(red5, "red3", ["red8", "blue9"])).toEqual(["red8"]);
    expect(legalAfter(red5, "green5", ["red8", "green9"])).toEqual(["red8"]);
    expect(legalAfter(red5, "red3", ["blue9", "yellow2"])).toEqual(["blue9", "yellow2"]);
  });

  it("a trump never counts as its printed colour: a plain lead is followed by plain cards of its colour", () => {
    expect(legalAfter(red5, "blue3", ["blue5", "blue9", "green1"])).toEqual(["blue9"]);
    expect(legalAfter(red5, "blue3", ["blue5", "green1"])).toEqual(["blue5", "green1"]);
  });

  it("the winner is the ranking's on any trick and any trump lists (empty, one or two entries)", () => {
    const irs = new Map<string, RulesetIR>();
    const ruleFor = (ts: string[], tr: number[]): RulesetIR => {
      const key = `[${ts.join(", ")}]|[${tr.join(", ")}]`;
      if (!irs.has(key)) irs.set(key, rules(`[${ts.join(", ")}]`, `[${tr.join(", ")}]`));
      return irs.get(key)!;
    };
    const card = fc.record({ suit: fc.constantFrom(...SUITS), rank: fc.integer({ min: 1, max: 9 }) });
    fc.assert(
      fc.property(
        fc.uniqueArray(card, { minLength: 3, maxLength: 5, selector: (c) => `${c.suit}${c.rank}` }),
        fc.subarray([...SUITS], { maxLength: 2 }),
        fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { maxLength: 2 }),
        (trick, ts, tr) => {
          const isT = (c: { suit: string; rank: number }) => ts.includes(c.suit as never) || tr.includes(c.rank);
          // §4.3 read directly: super, then the first number trump, then the highest colour trump, then the led colour.
          const sup = trick.findIndex((c) => ts.includes(c.suit as never) && tr.includes(c.rank));
          const num = trick.findIndex((c) => tr.includes(c.rank));
          const best = (pred: (c: { suit: string; rank: number }) => boolean): number =>
            trick.reduce((b, c, i) => (pred(c) && (b < 0 || c.rank > trick[b]!.rank) ? i : b), -1);
          const lead = trick[0]!;
          const expected =
            sup >= 0 ? sup : num >= 0 ? num : best((c) => ts.includes(c.suit as never)) >= 0 ? best((c) => ts.includes(c.suit as never)) : best((c) => !isT(c) && c.suit === lead.suit);
          const got = playOneTrick(ruleFor(ts, tr), trick.map((c) => `${c.suit}${c.rank}`)).trick.winner;
          expect(got).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("combined trumps: the checker", () => {
  const check = (slots: string) =>
    compile(`game "T"\nplayers 3..5\nsuits red blue\ndeck red blue 1..9\nlet x = 1\ntricks {\n${slots}\n}\nscore: tricks\n`, { file: "t.stich" }).diagnostics.map(
      (d) => `${d.code}@${d.line}:${d.col}`,
    );

  it("takes a list of suits and a list of numbers, worked out once per round", () => {
    expect(check("trumps: suits [red], ranks [round, 9]")).toEqual([]);
    expect(check("trumps: suits [], ranks []")).toEqual([]);
    expect(check("trumps: suits [1], ranks [red]").map((d) => d.slice(0, 6))).toEqual(["SW3001", "SW3001"]);
    // A seat's let or the card in question cannot decide the trumps: they hold for the whole trick.
    expect(check("trumps: suits [suit], ranks [x]")).toHaveLength(2);
    expect(check("trumps: suits [red], rank [5]")).toEqual(["SW1011@7:22"]);
  });

  it("cannot be stated beside the trump, follow or winner slot it writes", () => {
    expect(check("trumps: suits [red], ranks [5]\ntrump: rank = 1\nfollow: true")).toEqual(["SW4007@8:1", "SW4007@9:1"]);
  });
});

// `secret NAME: [none or] one of LIST, known to dealer` and `reveal NAME`: a value drawn each round,
// known to the dealer alone until revealed. No other seat's observation, events or log shows it
// before the reveal; sampled worlds keep what the seat knows and draw the rest.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compile } from "../../src/lang/index.js";
import { engineProperties } from "../support/invariants.js";

// A fixture that is not Was Sticht?: a hidden lucky suit, shown after the second trick, doubles
// the tricks that hold one of its cards.
const TEXT = `game "Lucky suit"
players 3..4
rounds 3
suits sun moon star leaf
deck sun moon star leaf 1..6
deal 5 each
secret lucky: none or one of suits, known to dealer
secret high: one of [4, 5, 6], known to dealer
after trick 2 {
  reveal lucky
}
after tricks {
  reveal high
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit in lucky, then highest rank where suit = lead
}
score: tricks + count(won where suit in lucky) + count(won where rank in high)
`;

function rules(text = TEXT): RulesetIR {
  const r = compile(text, { file: "lucky.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const ir = rules();

/** Does anything `seat` may see carry the secret's value before its reveal? */
function leaks(g: Game, seat: number, name: string): boolean {
  const obs = g.observe(seat);
  const revealed = obs.events.some((e) => e.type === "secretReveal" && e.name === name);
  if (revealed || seat === obs.dealer) return false;
  return obs.secrets[name] !== null || obs.events.some((e) => e.type === "secretDraw" && e.name === name && e.value !== null);
}

describe("secret values", () => {
  it("are drawn each round from their values (or none), the dealer alone seeing them", () => {
    const g = Game.create(ir, { players: 4, seed: 3 });
    const dealer = g.observe(0).dealer;
    const truth = g.events.find((e) => e.type === "secretDraw" && e.name === "lucky");
    expect(truth?.type === "secretDraw" && truth.seat).toBe(dealer);
    for (let s = 0; s < 4; s++) {
      const v = g.observe(s).secrets["lucky"];
      if (s === dealer) expect(v).toEqual(truth?.type === "secretDraw" ? truth.value : undefined);
      else expect(v).toBeNull();
    }
    // Over many games, every suit and none come up.
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const e = Game.create(ir, { players: 3, seed }).events.find((x) => x.type === "secretDraw" && x.name === "lucky");
      if (e?.type === "secretDraw") seen.add(JSON.stringify(e.value));
    }
    expect([...seen].sort()).toEqual(["[0]", "[1]", "[2]", "[3]", "[]"]);
  });

  it("are read by the rules with their true value, and revealed to everyone by `reveal`", () => {
    const g = Game.create(ir, { players: 3, seed: 8 });
    const rng = new Rng(1);
    while (g.tally().tricks < 2) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
    const lucky = g.events.find((e) => e.type === "secretDraw" && e.name === "lucky");
    for (let s = 0; s < 3; s++) expect(g.observe(s).secrets["lucky"]).toEqual(lucky?.type === "secretDraw" ? lucky.value : "?");
    const reveal = g.events.find((e) => e.type === "secretReveal");
    expect(reveal?.type === "secretReveal" && reveal.text).toMatch(/^(sun|moon|star|leaf|none)$/);
  });

  it("never reach another seat's observation or events before their reveal (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom(3, 4), fc.integer({ min: 0, max: 60 }), (seed, players, cut) => {
        const g = Game.create(ir, { players, seed });
        const rng = new Rng(seed ^ 7);
        for (let i = 0; i < cut && !g.isOver; i++) {
          for (let s = 0; s < players; s++) for (const name of ["lucky", "high"]) expect(leaks(g, s, name)).toBe(false);
          g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("sampled worlds keep the value for the seat that knows it and draw it for the others", () => {
    const g = Game.create(ir, { players: 4, seed: 21 });
    const dealer = g.observe(0).dealer;
    const other = (dealer + 1) % 4;
    const truth = g.observe(dealer).secrets["lucky"];
    const drawn = new Set<string>();
    for (let k = 0; k < 40; k++) {
      expect(g.sampleHidden(dealer, new Rng(k)).observe(dealer).secrets["lucky"]).toEqual(truth);
      const w = g.sampleHidden(other, new Rng(k));
      expect(w.observe(other).secrets["lucky"]).toBeNull();
      drawn.add(JSON.stringify(w.observe(w.observe(0).dealer).secrets["lucky"]));
    }
    expect(drawn.size).toBeGreaterThan(2);
  });

  it("the replay report's line for the draw never names the value", () => {
    const g = Game.create(ir, { players: 3, seed: 2 });
    for (const e of g.events.filter((x) => x.type === "secretDraw")) expect(g.describe(e)).toMatch(/^seat \d looks at the secret \w+$/);
  });

  it("the checker wants a list of suits or numbers, and a known name after `reveal`", () => {
    const codes = (text: string) => compile(text, { file: "l.stich" }).diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);
    expect(codes(TEXT.replace("one of [4, 5, 6]", "one of 4"))).toEqual(["SW3001@8:21"]);
    expect(codes(TEXT.replace("reveal high", "reveal hihg"))).toEqual(["SW2009@13:10"]);
    expect(codes(TEXT.replace("known to dealer\nsecret high", "know to dealer\nsecret high"))).toEqual(["SW1011@7:37"]);
  });
});

engineProperties("secret values (fixture)", ir);

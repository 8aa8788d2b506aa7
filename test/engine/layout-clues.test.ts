// `deal layout ROWS by COLUMNS with clues` with secret values and combined trumps: after each column
// the dealer names a leader and the engine announces who would win the column's cards under the true
// (secret) trumps. Properties: the announced winner is the ranking's under the true values; sampled
// worlds of the other seats agree with every clue given so far.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { GameEvent } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compile } from "../../src/lang/index.js";
import { engineProperties } from "../support/invariants.js";

// A fixture that is not Was Sticht?: 4 suits of 1..6, a 4 by 5 layout, a secret trump suit and rank.
const TEXT = `game "Weather vane"
players 3..4
rounds 2
suits sun moon star leaf
deck sun moon star leaf 1..6
deal layout 4 by 5 with clues
secret wind: none or one of suits, known to dealer
secret height: none or one of [1, 2, 3, 4, 5, 6], known to dealer
before tricks {
  reveal wind
  reveal height
}
tricks {
  trumps: suits wind, ranks height
}
score: tricks
`;

function rules(): RulesetIR {
  const r = compile(TEXT, { file: "vane.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}
const ir = rules();

/** The combined-trumps ranking read directly: super, the first trump rank, the trump suit by rank, the lead suit. */
function referenceWinner(g: Game, cards: readonly number[], ts: readonly number[], tr: readonly number[]): number {
  const c = cards.map((id) => g.cards[id]!);
  const isT = (x: { suit: number; rank: number }) => ts.includes(x.suit) || tr.includes(x.rank);
  const sup = c.findIndex((x) => ts.includes(x.suit) && tr.includes(x.rank));
  if (sup >= 0) return sup;
  const num = c.findIndex((x) => tr.includes(x.rank));
  if (num >= 0) return num;
  const best = (p: (x: { suit: number; rank: number }) => boolean) => c.reduce((b, x, i) => (p(x) && (b < 0 || x.rank > c[b]!.rank) ? i : b), -1);
  const col = best((x) => ts.includes(x.suit));
  return col >= 0 ? col : best((x) => !isT(x) && x.suit === c[0]!.suit);
}

const secretOf = (events: readonly GameEvent[], name: string): readonly number[] => {
  const e = events.find((x) => x.type === "secretDraw" && x.name === name);
  if (e?.type !== "secretDraw" || !e.value) throw new Error(`no ${name}`);
  return e.value;
};

/** Plays random actions until `until` holds or the draft of the round is over. */
function draftSome(g: Game, rng: Rng, steps: number): void {
  for (let i = 0; i < steps && g.state().phase === "choose"; i++) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
}

describe("layout clues", () => {
  it("after each column the dealer names any seat as leader, and everyone hears who would win", () => {
    const g = Game.create(ir, { players: 4, seed: 12 });
    const dealer = g.observe(0).dealer;
    for (let i = 0; i < 4; i++) g.apply(g.toAct()[0]!, g.legalActions(g.toAct()[0]!)[0]!);
    expect(g.toAct()).toEqual([dealer]);
    expect(g.legalActions(dealer)).toEqual([0, 1, 2, 3].map((leader) => ({ type: "clue", leader })));
    g.apply(dealer, { type: "clue", leader: 2 });
    const clue = g.events.at(-1)!;
    expect(clue.type).toBe("clue");
    for (let s = 0; s < 4; s++) expect(g.observe(s).events.filter((e) => e.type === "clue")).toEqual([clue]);
    // Column 2 is up: its first picker (two seats left of the dealer) takes next.
    expect(g.toAct()).toEqual([(dealer + 2) % 4]);
  });

  it("announces the winner the trick rules give under the true secret values (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom(3, 4), (seed, players) => {
        const g = Game.create(ir, { players, seed });
        draftSome(g, new Rng(seed ^ 5), 100);
        const ts = secretOf(g.events, "wind");
        const tr = secretOf(g.events, "height");
        const clues = g.events.filter((e) => e.type === "clue");
        expect(clues).toHaveLength(5);
        for (const e of clues) {
          if (e.type !== "clue") continue;
          const order = Array.from({ length: players }, (_, i) => (e.leader + i) % players);
          expect(e.winner).toBe(order[referenceWinner(g, e.cards, ts, tr)]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("sampled worlds of the other seats agree with every clue so far, and the dealer's keep the truth (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 4, max: 30 }), (seed, steps) => {
        const g = Game.create(ir, { players: 3, seed });
        draftSome(g, new Rng(seed ^ 9), steps);
        const dealer = g.observe(0).dealer;
        for (let seat = 0; seat < 3; seat++) {
          const obs = g.observe(seat);
          const w = g.sampleHidden(seat, new Rng(seed + seat));
          const wd = w.observe(w.observe(0).dealer);
          const ts = wd.secrets["wind"]!;
          const tr = wd.secrets["height"]!;
          if (seat === dealer) expect([ts, tr]).toEqual([obs.secrets["wind"], obs.secrets["height"]]);
          for (const e of obs.events) {
            if (e.type !== "clue") continue;
            const order = Array.from({ length: 3 }, (_, i) => (e.leader + i) % 3);
            expect(order[referenceWinner(g, e.cards, ts, tr)], "a world disagrees with a clue").toBe(e.winner);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("worlds draw many trump values before anything is known, and the truth alone once revealed", () => {
    const g = Game.create(ir, { players: 4, seed: 33 });
    const dealer = g.observe(0).dealer;
    const other = (dealer + 1) % 4;
    const worlds = (): Set<string> => {
      const out = new Set<string>();
      for (let k = 0; k < 60; k++) {
        const w = g.sampleHidden(other, new Rng(k));
        const d = w.observe(w.observe(0).dealer);
        out.add(JSON.stringify([d.secrets["wind"], d.secrets["height"]]));
      }
      return out;
    };
    const before = worlds().size;
    draftSome(g, new Rng(2), 100);
    expect(g.state().phase).toBe("tricks");
    const truth = JSON.stringify([secretOf(g.events, "wind"), secretOf(g.events, "height")]);
    // The draft is over and both values are revealed: every world holds the truth.
    expect([...worlds()]).toEqual([truth]);
    expect(before).toBeGreaterThan(5);
  });
});

engineProperties("layout clues with secret combined trumps (fixture)", ir);

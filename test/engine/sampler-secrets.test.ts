// Secret values a seat does not know, drawn from those the round allows (view/secret-worlds.ts)
// against the reference (mode "reject": each world draws its own and the replay refuses it where a
// clue answered otherwise). The values allowed are worked out here independently, from the clues and
// the combined-trumps ranking written out; the sampler's draws must cover exactly them, uniformly
// (chi-square), as the reference's do; and a world from the shortcut is the world a fresh replay of
// the same deal, values and seed builds.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { createKernel } from "../../src/engine/assembly/create.js";
import { toAct } from "../../src/engine/assembly/act.js";
import { applyRandom } from "../../src/engine/fast/random-plays.js";
import { digestState } from "../../src/engine/assembly/state.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { determinize, type SampleMode, type SampleStats } from "../../src/engine/view/sample.js";
import { prepared } from "../../src/engine/view/prepare.js";
import { replay } from "../../src/engine/view/replay.js";
import { secretWorldsOf } from "../../src/engine/view/secret-worlds.js";
import { Symbolic } from "../../src/engine/core/symbolic.js";
import { symbolicDeal } from "../../src/engine/view/prepare.js";
import type { Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compile } from "../../src/lang/index.js";

// Not Was Sticht?: 4 suits of 1..6 laid out whole (4 by 6: every card's place is seen), a secret
// trump suit (5 values) and rank (7). With a 4 by 5 layout, four cards are never seen.
const text = (columns: number): string => `game "Weather vane"
players 3..4
rounds 2
suits sun moon star leaf
deck sun moon star leaf 1..6
deal layout 4 by ${columns} with clues
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

function rules(columns = 6): RulesetIR {
  const r = compile(text(columns), { file: "vane.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}
const ir = rules();
const WINDS = [[0], [1], [2], [3], []];
const HEIGHTS = [[1], [2], [3], [4], [5], [6], []];
const ALL = WINDS.flatMap((w) => HEIGHTS.map((h) => JSON.stringify([w, h])));

/** The combined-trumps ranking written out: super, the first trump rank, the trump suit by rank, the lead suit. */
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

/** The values every clue the seat heard allows, worked out from the ranking above. */
function allowedBy(g: Game, obs: Observation): string[] {
  return WINDS.flatMap((ts) =>
    HEIGHTS.flatMap((tr) => {
      const fits = obs.events.every((e) => {
        if (e.type !== "clue") return true;
        const order = Array.from({ length: obs.players }, (_, i) => (e.leader + i) % obs.players);
        return order[referenceWinner(g, e.cards, ts, tr)] === e.winner;
      });
      return fits ? [JSON.stringify([ts, tr])] : [];
    }),
  );
}

const valuesOf = (k: Kernel): string => JSON.stringify(k.st.secrets!.values);

/** A game `columns` columns into the draft (each with its clue), and a seat that is not the dealer. */
function position(seed: number, players: number, columns: number, rules = ir): { g: Game; seat: number; obs: Observation } {
  const g = Game.create(rules, { players, seed });
  const rng = new Rng(seed ^ 77);
  while (g.events.filter((e) => e.type === "clue").length < columns) {
    const s = g.toAct()[0]!;
    g.apply(s, rng.pick(g.legalActions(s)));
  }
  const seat = (g.observe(0).dealer + 1) % players;
  return { g, seat, obs: g.observe(seat) };
}

/** Counts of each value pair over `n` worlds drawn in `mode`. */
function draws(obs: Observation, n: number, mode: SampleMode, seed: number, stats?: SampleStats, rules = ir): Map<string, number> {
  const rng = new Rng(seed);
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const v = valuesOf(determinize(rules, obs, rng, 500, stats, mode));
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/** The chi-square statistic of `counts` against the uniform distribution over `support`. */
function chiSquareUniform(counts: Map<string, number>, support: readonly string[], n: number): number {
  const expected = n / support.length;
  return support.reduce((x, v) => x + ((counts.get(v) ?? 0) - expected) ** 2 / expected, 0);
}

/** The chi-square distribution's upper 0.1% point for `df` degrees of freedom (Wilson-Hilferty). */
function critical999(df: number): number {
  const z = 3.09;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

// Positions with a few clues heard, where the clues leave between 2 and 20 of the 35 value pairs.
const POSITIONS: readonly (readonly [number, number, number])[] = [
  [11, 4, 2],
  [23, 3, 3],
  [5, 4, 4],
];

describe("secret values drawn from those the clues allow", () => {
  for (const [seed, players, columns] of POSITIONS) {
    it(`cover exactly the allowed values, uniformly, as the reference does (seed ${seed}, ${players} players, ${columns} clues)`, () => {
      const { g, obs } = position(seed, players, columns);
      const allowed = allowedBy(g, obs);
      expect(allowed.length).toBeGreaterThanOrEqual(2);
      expect(allowed.length).toBeLessThan(ALL.length);
      const n = 60 * allowed.length;
      const stats: SampleStats = { samples: 0, draws: 0, repairs: 0 };
      const fast = draws(obs, n, "judged", seed, stats);
      // Support: every drawn pair allowed, every allowed pair drawn.
      expect([...fast.keys()].sort()).toEqual([...allowed].sort());
      expect(chiSquareUniform(fast, allowed, n)).toBeLessThan(critical999(allowed.length - 1));
      // The reference (each world draws its own values; refused ones drawn again), fewer draws: it is slow.
      const m = 12 * allowed.length;
      const reference = draws(obs, m, "reject", seed + 1);
      for (const v of reference.keys()) expect(allowed).toContain(v);
      expect(chiSquareUniform(reference, allowed, m)).toBeLessThan(critical999(allowed.length - 1));
      // Two samples, one distribution: the 2 x K contingency table's chi-square.
      let x = 0;
      for (const v of allowed) {
        const a = fast.get(v) ?? 0;
        const b = reference.get(v) ?? 0;
        const ea = ((a + b) * n) / (n + m);
        const eb = ((a + b) * m) / (n + m);
        x += (a - ea) ** 2 / ea + (b - eb) ** 2 / eb;
      }
      expect(x).toBeLessThan(critical999(allowed.length - 1));
      // No world refused by the round was built for these: each draw was a value pair, not a replay.
      expect(stats.samples).toBe(n);
    });
  }

  it("a world is the one a fresh replay of its deal, values and seed builds (state, events, random source)", () => {
    for (const [seed, players, columns] of POSITIONS) {
      const { obs } = position(seed, players, columns);
      const rng = new Rng(seed);
      const p = prepared(ir, obs);
      const sym = new Symbolic(obs.seat, new Rng(1));
      symbolicDeal(p, sym);
      const seeds = new Set<number>();
      for (let i = 0; i < 20; i++) {
        const w = determinize(ir, obs, rng);
        const fresh = createKernel(ir, { players, seed: w.seed, deals: [...w.presetDeals] }, w.resume);
        expect(replay(fresh, obs, p.events, p.handlers, (e) => sym.cardsOf(e), new Rng(9))).toBeNull();
        expect(digestState(w.st)).toBe(digestState(fresh.st));
        expect(JSON.stringify(w.st.events)).toBe(JSON.stringify(fresh.st.events));
        expect(w.st.rng.sameState(fresh.st.rng)).toBe(true);
        expect(w.presetDeals[obs.round - 1]?.secrets?.every((v) => v !== null)).toBe(true);
        seeds.add(w.seed);
        // A world is the caller's own: playing it on changes no later world.
        for (let k = 0; k < 6 && toAct(w).length > 0; k++) applyRandom(w, toAct(w)[0]!, new Rng(k));
      }
      // Each world has a seed of its own, drawn by the sampler.
      expect(seeds.size).toBe(20);
    }
  });

  it("the same Rng gives the same world however many worlds of the observation were drawn before", () => {
    const { obs } = position(11, 4, 2);
    const first = valuesOf(determinize(ir, obs, new Rng(4)));
    const { obs: again } = position(11, 4, 2);
    draws(again, 30, "judged", 8);
    const rng = new Rng(4);
    const w = determinize(ir, again, rng);
    expect(valuesOf(w)).toBe(first);
  });

  it("worlds carried from one observation to the next are the worlds replayed afresh (every step of a draft)", () => {
    // Two compilations of one ruleset share no book: the first sees the observations in order (each
    // carries the last one's worlds on), the second in reverse (none carries any).
    const again = rules();
    for (const players of [3, 4]) {
      const g = Game.create(ir, { players, seed: 41 });
      const seat = (g.observe(0).dealer + 2) % players;
      const rng = new Rng(6);
      const seen: Observation[] = [];
      while (g.state().phase === "choose") {
        seen.push(g.observe(seat));
        const s = g.toAct()[0]!;
        g.apply(s, rng.pick(g.legalActions(s)));
      }
      const world = (rules: RulesetIR, obs: Observation, i: number): string => {
        const r = new Rng(i);
        const out: string[] = [];
        for (let k = 0; k < 4; k++) {
          const w = determinize(rules, obs, r);
          out.push(digestState(w.st), JSON.stringify(w.st.events), JSON.stringify(w.st.rng.digest()));
        }
        return out.join("|");
      };
      const carried = seen.map((obs, i) => world(ir, obs, i));
      const afresh = seen.map((obs, i) => [i, obs] as const).reverse().map(([i, obs]) => world(again, obs, i)).reverse();
      expect(carried.length).toBeGreaterThan(20);
      carried.forEach((w, i) => expect(w, `observation ${i}`).toBe(afresh[i]));
    }
  });

  it("the shortcut is taken where the deal is seen whole, and only there", () => {
    const { g, obs } = position(11, 4, 2);
    expect(secretWorldsOf(prepared(ir, obs))).not.toBeNull();
    // The dealer knows both values: one combination, and the very worlds the replay path draws.
    const dealer = g.observe(g.observe(0).dealer);
    expect(secretWorldsOf(prepared(ir, dealer))).not.toBeNull();
    const describe = (k: Kernel): string => `${digestState(k.st)}|${JSON.stringify(k.st.events)}|${k.st.rng.digest().join()}`;
    const r1 = new Rng(12);
    const r2 = new Rng(12);
    for (let i = 0; i < 5; i++) expect(describe(determinize(ir, dealer, r1))).toBe(describe(determinize(ir, dealer, r2, 500, undefined, "reject")));
    expect(r1.sameState(r2)).toBe(true);
    // Four cards never laid out: the deal leaves cards to draw.
    const five = rules(5);
    const { obs: unseen } = position(11, 4, 2, five);
    expect(secretWorldsOf(prepared(five, unseen))).toBeNull();
    // There the worlds draw their own values as the reference does: the same worlds from the same Rng.
    const a = draws(unseen, 6, "judged", 3, undefined, five);
    const b = draws(unseen, 6, "reject", 3, undefined, five);
    expect([...a.entries()]).toEqual([...b.entries()]);
  });
});

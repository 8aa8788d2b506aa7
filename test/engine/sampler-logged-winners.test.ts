// Trick winners a replayed world takes from the observed log (view/logged-winners.ts) instead of
// judging each trick: where the winner rules read only the trick and what every seat sees, a world
// that agrees with the observation so far gives every trick the winner the log shows, so the worlds
// (and the draws and trades that found them) are those of judging every trick. The path runs on
// Stich-Meister's whole game (rule cards change the winner rules by `active`, which every seat sees),
// and is off where a winner rule reads what not every seat sees.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { determinize, type SampleStats } from "../../src/engine/view/sample.js";
import { LOGGED_WINNER_COUNTS, LOGGED_WINNERS, loggedWinners } from "../../src/engine/view/logged-winners.js";
import { readsOnlyPublicAndTrick } from "../../src/engine/rules/judged-reads.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import type { Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { loadRuleset } from "../support/rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";

const GAME = "rulesets/stich-meister/game.stich";

/** Observations of random games cut at several points of a round, each seat's. */
function observations(ir: RulesetIR, games: number, players = 4): Observation[] {
  const out: Observation[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const g = Game.create(ir, { players, seed });
    const rng = new Rng(seed * 31 + 7);
    const cut = 8 + ((seed * 7) % 40);
    for (let i = 0; i < cut && !g.isOver; i++) g.applyRandom(g.toAct()[0]!, rng);
    if (g.isOver) continue;
    for (let seat = 0; seat < players; seat++) out.push(g.observe(seat));
  }
  return out;
}

/** What a world holds now: its whole state, and where its random source stands. */
function worldOf(k: Kernel): unknown {
  const st = k.st;
  return { hands: st.hands, leftover: st.leftover, won: st.tricksWon, held: st.held, open: st.openTricks.map((t) => [t.id, t.lead, t.size]), actor: st.actor, rules: st.activeRules, rng: st.rng.clone().nextUint32() };
}

const counted = (): SampleStats => ({ samples: 0, draws: 0, repairs: 0, undone: 0 });

/** Worlds of every observation, with the logged winners on or off; each from the same Rng. */
function worlds(ir: RulesetIR, obs: readonly Observation[], on: boolean, stats: SampleStats): unknown[] {
  LOGGED_WINNERS.enabled = on;
  try {
    return obs.map((o, i) => worldOf(determinize(ir, o, new Rng(i * 7919 + 3), 500, stats, "replay", undefined, false)));
  } finally {
    LOGGED_WINNERS.enabled = true;
  }
}

describe("trick winners taken from the observed log", () => {
  it("runs on Stich-Meister's whole game and draws the same worlds as judging every trick", () => {
    const ir = loadRuleset(GAME);
    const obs = observations(ir, 24);
    expect(obs.filter((o) => o.events.some((e) => e.type === "trick")).length).toBeGreaterThan(20);
    const judged = counted();
    const reference = worlds(ir, obs, false, judged);
    const before = LOGGED_WINNER_COUNTS.taken;
    const logged = counted();
    const fast = worlds(ir, obs, true, logged);
    // The path RUNS: winners were taken from the log.
    expect(LOGGED_WINNER_COUNTS.taken - before).toBeGreaterThan(100);
    expect(fast).toEqual(reference);
    // The same worlds found the same way: the same deals drawn, the same trades tried and undone.
    expect(logged).toEqual(judged);
    expect(judged.repairs).toBeGreaterThan(0);
  }, 120_000);

  it("runs where a winner tier is `where trump` and the trump rule reads only public values (Skat, Sticheln)", () => {
    // Skat's trumps are the declarer's open contract; Sticheln's a suit the deal sets. `trump` reads
    // what the trump rule reads (rules/judged-reads.ts), so their tricks' winners come from the log.
    for (const file of ["rulesets/classics/skat.stich", "rulesets/sticheln/classic.stich"]) {
      const ir = loadRuleset(file);
      expect(ir.tricks.winner[0]!.where).toEqual({ k: "ref", name: "trump" });
      const players = file.includes("skat") ? 3 : 4;
      const obs = observations(ir, 12, players);
      const judged = counted();
      const reference = worlds(ir, obs, false, judged);
      const before = LOGGED_WINNER_COUNTS.taken;
      const logged = counted();
      const fast = worlds(ir, obs, true, logged);
      expect(LOGGED_WINNER_COUNTS.taken - before, file).toBeGreaterThan(50);
      expect(fast, file).toEqual(reference);
      expect(logged, file).toEqual(judged);
    }
  }, 120_000);

  it("draws the same worlds as judging every trick on random fixture rulesets", () => {
    // Rulesets with steps before trick play, hidden piles, trumps, face-down plays, secret calls: where
    // the winner rules read only the trick and what every seat sees, the worlds are those of judging.
    let taken = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir }, drawn, seed) => {
        const players = playersFor(ir, drawn);
        const obs: Observation[] = [];
        for (let g = 0; g < 4; g++) {
          try {
            const game = Game.create(ir, { players, seed: seed + g });
            const rng = new Rng(seed + g);
            const cut = 5 + ((seed + g * 7) % 30);
            for (let i = 0; i < cut && !game.isOver; i++) game.applyRandom(game.toAct()[0]!, rng);
            if (!game.isOver) for (let s = 0; s < players; s++) obs.push(game.observe(s));
          } catch {
            // A random fixture may stop on a rule error of its own: no observation from that game.
          }
        }
        const run = (on: boolean): { worlds: string; stats: SampleStats } => {
          const stats = counted();
          LOGGED_WINNERS.enabled = on;
          try {
            const worlds = obs.map((o, i) => {
              try {
                return worldOf(determinize(ir, o, new Rng(i + 5), 200, stats, "replay", undefined, false));
              } catch (err) {
                return String(err);
              }
            });
            return { worlds: JSON.stringify(worlds), stats };
          } finally {
            LOGGED_WINNERS.enabled = true;
          }
        };
        const reference = run(false);
        const before = LOGGED_WINNER_COUNTS.taken;
        const fast = run(true);
        taken += LOGGED_WINNER_COUNTS.taken - before;
        expect(fast.worlds).toBe(reference.worlds);
        expect(fast.stats).toEqual(reference.stats);
      }),
      { numRuns: 80, seed: 4242 },
    );
    expect(taken).toBeGreaterThan(100);
  }, 300_000);

  it("is off where a winner rule reads what not every seat sees", () => {
    // The winner's keys read the playing seat's hand's cards: worlds differ in them, so each trick is
    // judged (its size alone would not do: every world holds as many cards in each place).
    const text = `game "Winner by the hand (fixture)"
players 4..4
suits red blue green gold
deck red blue green gold 1..8
deal 8 each
score: count(won)
tricks {
  lead: left of dealer, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest count(hand where suit = red)
}
`;
    const r = compileIn(text);
    if (!r.ir) throw new Error(`fixture does not compile: ${where(r).join(", ")}`);
    const ir = r.ir;
    const key = ir.tricks.winner[0]!.keys[0]!.key;
    expect(readsOnlyPublicAndTrick(key, ir)).toBe(false);
    const obs = observations(ir, 4).find((o) => o.events.some((e) => e.type === "trick"))!;
    expect(loggedWinners(ir, obs.events)).toBeNull();
    // Stich-Meister's winner rules read the trick, the rule cards in force and the cards' own values.
    const game = loadRuleset(GAME);
    expect(game.tricks.winner.every((t) => t.keys.every((k) => readsOnlyPublicAndTrick(k.key, game)))).toBe(true);
  });
});

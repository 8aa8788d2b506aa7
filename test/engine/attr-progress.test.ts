// Card attributes tabled per epoch are keyed by the parts of the round's progress they read
// (expr/attr-progress.ts), not by the whole progress: rule card 21's trump (`count(leadCards) >= 2 and
// suit = suit of leadCards[2]`) keeps its table from the second trick's lead to the round's end, and
// the values for other parts are kept for games that share the table at another point of the round
// (the worlds of a search replay the round from its start). Checked three ways: the counters show the
// tables kept (ATTR_TABLE_COUNTS), games played in alternation on the tabled compilation play as each
// one alone on the reference compilation, and the fast paths play as the general path on Stich-Meister
// with card 21 and other cards, on game.stich and on random fixture rulesets.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { withReferenceRules } from "../../src/engine/assembly/compile.js";
import { ATTR_TABLE_COUNTS, roundReadsOf } from "../../src/engine/expr/attr-table.js";
import { progressProbesOf } from "../../src/engine/expr/attr-progress.js";
import type { Expr, RulesetIR } from "../../src/ir/types.js";
import { expectSamePlay } from "../support/differential.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";

const CARD_21 = "cards/21-trump-colour-of-trick-two.stich";

function withCards(cards: readonly string[]): RulesetIR {
  const ir = stichMeisterWith(cards);
  if (!ir) throw new Error(`${cards.join(" ")} does not compile`);
  return ir;
}

/** The attributes' round reads (with their progress probes) as compile.ts works them out, in order. */
function readsOf(ir: RulesetIR): Map<string, ReturnType<typeof roundReadsOf>> {
  const known = new Map<string, ReturnType<typeof roundReadsOf>>();
  for (const a of ir.cardAttrs ?? []) known.set(a.name, roundReadsOf(a.expr, known));
  return known;
}

/**
 * `n` games of `ir` played in alternation, one decision of each in turn (drawn from the game's own
 * stream), so that tables shared by the games are read at other points of the round from one decision
 * to the next: each game's digests after every cycle, its result and its error.
 */
function interleaved(ir: RulesetIR, players: number, seeds: readonly number[]): string[] {
  const games = seeds.map((seed) => {
    const digests: string[] = [];
    const game = Game.create(ir, { players, seed, record: false, onTrick: (d) => digests.push(d) });
    return { game, digests, rng: new Rng(gameSeed(seed, 99)), error: null as string | null };
  });
  for (let live = games.length; live > 0; ) {
    live = 0;
    for (const g of games) {
      if (g.error !== null || g.game.isOver) continue;
      try {
        const seat = g.game.toAct()[0]!;
        g.game.apply(seat, g.rng.pick(g.game.legalActions(seat)));
      } catch (err) {
        g.error = String(err);
      }
      live++;
    }
  }
  return games.map((g) => JSON.stringify({ digests: g.digests, error: g.error, result: g.error === null ? g.game.result() : null }));
}

describe("card attributes tabled by the parts of the round's progress they read", () => {
  it("know card 21's parts: whether two tricks were led, and the second lead card", () => {
    const reads = readsOf(withCards([CARD_21]));
    const probes = [
      { k: "leadCount", op: ">=", n: 2 },
      { k: "leadAt", i: 2 },
    ];
    for (const name of ["trumpRules", "isTrump", "trumpTie", "class"]) expect(reads.get(name)!.progress, name).toEqual(probes);
    // Without card 21 nothing reads the progress.
    expect(readsOf(withCards([])).get("class")!.progress).toEqual([]);
    // Both sides of a comparison; playedTricks too.
    const lc = (op: "<" | ">=", l: Expr, r: Expr): Expr => ({ k: "bin", op, l, r });
    const played: Expr = { k: "ref", name: "playedTricks" };
    const count: Expr = { k: "call", fn: "count", args: [{ k: "ref", name: "leadCards" }] };
    expect(progressProbesOf(lc("<", { k: "num", v: 3 }, played), new Map())).toEqual([{ k: "played", op: ">", n: 3 }]);
    expect(progressProbesOf(lc(">=", count, { k: "num", v: 1 }), new Map())).toEqual([{ k: "leadCount", op: ">=", n: 1 }]);
    // Any other read of the progress: the whole progress keys the table (null).
    expect(progressProbesOf({ k: "bin", op: "+", l: count, r: { k: "num", v: 1 } }, new Map())).toBeNull();
    expect(progressProbesOf({ k: "index", coll: { k: "ref", name: "leadCards" }, i: { k: "ref", name: "round" } }, new Map())).toBeNull();
    expect(progressProbesOf(lc(">=", played, { k: "ref", name: "round" }), new Map())).toBeNull();
    expect(progressProbesOf({ k: "let", name: "x", value: { k: "ref", name: "leadCards" }, body: { k: "num", v: 1 } }, new Map())).toBeNull();
    // An attribute not known may read anything.
    expect(progressProbesOf({ k: "attr", name: "unknown" }, new Map())).toBeNull();
  });

  it("keep card 21's tables from trick to trick, and the values of other parts between games", () => {
    const ir = withCards([CARD_21]);
    const refills = ATTR_TABLE_COUNTS.progressRefills;
    let rounds = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const game = Game.create(ir, { players: 4, seed, record: false });
      const rng = new Rng(seed);
      while (!game.isOver) {
        const seat = game.toAct()[0]!;
        game.apply(seat, rng.pick(game.legalActions(seat)));
      }
      rounds += 4;
    }
    // Keyed by the whole progress, each of the four tables read under card 21 (trumpRules, isTrump,
    // trumpTie, class) refilled at every trick from the second on (about 14 a round each); keyed by
    // its parts, twice a round (at trick 2's lead and at the next round's deal).
    const perRound = (ATTR_TABLE_COUNTS.progressRefills - refills) / rounds;
    expect(perRound).toBeLessThanOrEqual(4 * 2);
    // Two games at other points of the round: the values of the parts each one stands at are kept.
    const kept = ATTR_TABLE_COUNTS.partsKept;
    interleaved(ir, 4, [5, 6]);
    expect(ATTR_TABLE_COUNTS.partsKept).toBeGreaterThan(kept);
  });

  it("play games in alternation as each one alone on the reference compilation", () => {
    const sets = [[CARD_21], [CARD_21, "cards/01-trump-twos.stich"], [CARD_21, "cards/31-values-reversed.stich", "cards/32-anti-trumps.stich"], [CARD_21, "cards/27-follow-last-card.stich", "cards/28-forced-trumping.stich"]];
    for (const set of sets) {
      const ir = withCards(set);
      for (const players of [3, 4, 5]) {
        const seeds = [players * 10 + 1, players * 10 + 2, players * 10 + 3];
        const fast = interleaved(ir, players, seeds);
        const alone = seeds.map((s) => withReferenceRules(() => interleaved(ir, players, [s])[0]!));
        expect(fast, `${set.join(" ")}, ${players} players`).toEqual(alone);
      }
    }
  }, 120_000);

  it("play game.stich, Stich-Meister with card 21 among random cards, and random fixtures as the general path", () => {
    const game = loadRuleset("rulesets/stich-meister/game.stich");
    for (const players of [3, 4, 5]) for (let seed = 1; seed <= 3; seed++) expectSamePlay(game, players, 100 + seed, "game.stich");
    const sets = randomStichMeisterCardSets(2611, 12).map((s) => [...new Set([CARD_21, ...s])].sort());
    sets.forEach((set, i) => {
      const ir = stichMeisterWith(set);
      // A set whose cards cannot be in force together does not compile (the draft never brings it).
      if (!ir) return;
      expectSamePlay(ir, 3 + (i % 3), 200 + i, set.join(" "));
    });
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, drawn, seed) => {
        expectSamePlay(ir, playersFor(ir, drawn), seed, label);
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});

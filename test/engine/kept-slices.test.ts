// A round's reset keeps a slice's value (its renew returns it) only where the ruleset has nothing that
// writes the slice, as the slice's mechanic declares it in the compiled rules: the auction without an
// auction step (rules.auctionListed), the card turned up without a turnCard step (turnCardListed), the
// public table without its hook (keepsPublicTable). Checked here: where a declaration says "nothing
// writes it", the slice holds its start value at every point of a game, on the general path (every
// action) and on the random run's fast loops (every trick, through GameOptions.onTrick), on every
// shipped ruleset at every player count and on random fixture rulesets; and the reset does keep it
// (the same object from round to round), so the declaration is what it rests on.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createKernel } from "../../src/engine/assembly/create.js";
import { applyAction, legalActions, toAct } from "../../src/engine/assembly/act.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import type { SliceContext, State } from "../../src/engine/core/state.js";
import { MECHANIC_SLICES } from "../../src/engine/assembly/mechanics.js";
import type { CompiledRules } from "../../src/engine/rules/types.js";
import { Game } from "../../src/engine/game.js";
import { Rng, gameSeed } from "../../src/engine/rng.js";
import { playGame } from "../../src/sim/play.js";
import { randomBot } from "../../src/bots/random.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

/** Each kept slice and the declaration that nothing in the ruleset writes it. */
const KEPT: readonly { readonly slice: "auction" | "turned" | "playedCards" | "playedSeats"; readonly unwritten: (r: CompiledRules) => boolean }[] = [
  { slice: "auction", unwritten: (r) => !r.auctionListed },
  { slice: "turned", unwritten: (r) => !r.turnCardListed },
  { slice: "playedCards", unwritten: (r) => !r.keepsPublicTable },
  { slice: "playedSeats", unwritten: (r) => !r.keepsPublicTable },
];

function startValue(name: keyof State, c: SliceContext): string {
  return JSON.stringify((MECHANIC_SLICES as unknown as Record<string, { init: (c: SliceContext) => unknown }>)[name]!.init(c));
}

/** The kept slices of this ruleset whose value differs from its start value somewhere in one game (the general path), or null. */
function writtenWhereDeclaredUnwritten(ir: RulesetIR, players: number, seed: number): string | null {
  let k: Kernel;
  try {
    k = createKernel(ir, { players, seed });
  } catch {
    return null; // a random ruleset that stops with a RuleError at once
  }
  const kept = KEPT.filter((e) => e.unwritten(k.rules));
  if (kept.length === 0) return null;
  const start = kept.map((e) => startValue(e.slice, k.slices));
  const held = kept.map((e) => k.st[e.slice]);
  let sameObject = true;
  const rng = new Rng(seed ^ 0x5eed);
  const check = (where: string): string | null => {
    for (let i = 0; i < kept.length; i++) {
      const now = JSON.stringify(k.st[kept[i]!.slice]);
      if (now !== start[i]) return `${kept[i]!.slice} ${where}: ${now}, start value ${start[i]}`;
      if (k.st[kept[i]!.slice] !== held[i]) sameObject = false;
    }
    return null;
  };
  try {
    for (let n = 0; n < 3000 && k.st.phase !== "over"; n++) {
      const seat = toAct(k)[0]!;
      applyAction(k, seat, rng.pick(legalActions(k, seat)));
      const bad = check(`after action ${n + 1} (round ${k.st.round})`);
      if (bad) return bad;
    }
  } catch (err) {
    if (err instanceof Error && err.name === "RuleError") return null; // a random ruleset's rule error: nothing more to play
    throw err;
  }
  // The reset kept them: the very lists (and auction object) the game started with.
  if (!sameObject && k.st.round > 1) return "a kept slice was made afresh by a round's reset";
  return null;
}

/** The same on the random run (playGame, record off: the fast loops), checked at every trick's end through the trick probe. */
function writtenOnRandomRun(ir: RulesetIR, players: number, seed: number): string | null {
  const rules = createKernel(ir, { players, seed }).rules;
  const kept = KEPT.filter((e) => e.unwritten(rules)).map((e) => e.slice);
  if (kept.length === 0) return null;
  let bad: string | null = null;
  let start: string[] | null = null;
  const onTrick = (digest: string): void => {
    const lines = digest.split("\n");
    const values = kept.map((name) => lines.find((l) => l.startsWith(`${name}=`))!);
    if (start === null) start = values;
    for (let i = 0; i < kept.length; i++) if (values[i] !== start[i] && bad === null) bad = `${values[i]} (start ${start[i]})`;
  };
  const game = Game.create(ir, { players, seed, record: false, onTrick });
  const rngs: Rng[] = [];
  for (let s = 0; s < players; s++) rngs.push(new Rng(gameSeed(seed, s)));
  try {
    playGame(game, new Array(players).fill(randomBot), rngs);
  } catch (err) {
    if (err instanceof Error && err.name === "RuleError") return bad;
    throw err;
  }
  return bad;
}

describe("a slice kept by a round's reset is one nothing in the ruleset writes", () => {
  it("on every shipped ruleset at every player count, on the general path and the random run", () => {
    let checked = 0;
    for (const file of rulesetFiles()) {
      const ir = loadRuleset(file);
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        expect(writtenWhereDeclaredUnwritten(ir, players, 11 + players), `${file}, ${players} players`).toBeNull();
        expect(writtenOnRandomRun(ir, players, 21 + players), `${file}, ${players} players, random run`).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("on random fixture rulesets", () => {
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir, label }, players, seed) => {
        const n = Math.min(Math.max(players, ir.players.min), ir.players.max);
        expect(writtenWhereDeclaredUnwritten(ir, n, seed), label).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});

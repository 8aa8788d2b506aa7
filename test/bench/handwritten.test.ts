// Every tight hand-written baseline (bench/handwritten/) must play exactly the games the compiled
// engine plays for the same seeds, or the benchmark compares different work. Not timed.
import { describe, expect, it } from "vitest";
import type { Game, RulesetIR } from "../../src/index.js";
import { firstDifference, gameSeed, loadRuleset, playCompiledGame } from "../../bench/games.js";
import { TARGETS } from "../../bench/targets.js";

const GAMES = 200;
const BATCH_SEED = 20240;

const irs = new Map<string, RulesetIR>();
function irOf(file: string, cards: readonly string[]): RulesetIR {
  const key = `${file}|${cards.join()}`;
  let ir = irs.get(key);
  if (!ir) irs.set(key, (ir = loadRuleset(file, cards)));
  return ir;
}

function dealersOf(game: Game): number[] {
  return game.events.flatMap((e) => (e.type === "roundStart" ? [e.dealer] : []));
}

const cases = TARGETS.flatMap((t) => t.baselinePlayers.map((players) => [t.id, players, t] as const));

describe("tight baselines = the compiled rulesets", () => {
  it.each(cases)("%s, %i players: same round scores, totals, dealers and winners", (_id, players, target) => {
    const ir = irOf(target.file, target.cards);
    const tight = target.baseline!(players);
    const mismatches: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const seed = gameSeed(BATCH_SEED + players, i);
      const game = playCompiledGame(ir, players, seed);
      const a = game.result()!;
      const b = tight(seed);
      const dealers = dealersOf(game);
      const diff =
        firstDifference(a, b) ??
        (dealers.join() !== b.dealers.join() ? `dealers ${dealers.join()} vs ${b.dealers.join()}` : null) ??
        (a.winners.join() !== b.winners.join() ? `winners ${a.winners.join()} vs ${b.winners.join()}` : null);
      if (diff !== null) mismatches.push(`seed ${seed}: compiled vs tight ${diff}`);
    }
    expect(mismatches.slice(0, 5), `${mismatches.length} of ${GAMES} games differ`).toEqual([]);
  });
});

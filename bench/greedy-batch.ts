// One greedy playtest batch as the designer's playtest worker plays it (editor/src/sim/worker.ts):
// shared by `npm run bench:greedy` (bench/greedy-playtest.ts, both trees in one process) and
// `npm run bench:ab:procs -- --greedy` (bench/ab-side.ts, one tree per process). A tree is a
// checkout with node_modules; its library and bench helpers are loaded from that tree.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

type Lib = typeof import("../src/index.js");
type Games = typeof import("./games.js");
export interface Tree {
  readonly dir: string;
  readonly lib: Lib;
  readonly games: Games;
}

export const GAMES = Number(process.env["GAMES"] ?? 100);
const SEED = 1;
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export async function tree(dir: string): Promise<Tree> {
  const lib = (await import(pathToFileURL(join(dir, "src/index.ts")).href)) as Lib;
  const games = (await import(pathToFileURL(join(dir, "bench/games.ts")).href)) as Games;
  return { dir, lib, games };
}

/** The shipped rulesets as the editor bench lists them. */
export function shipped(root: string): string[] {
  return readdirSync(join(root, "rulesets"), { recursive: true, withFileTypes: false })
    .map(String)
    .filter((f) => f.endsWith(".stich") && !f.includes("/cards/") && !f.includes("/examples/") && !f.includes("/pinned/"))
    .map((f) => `rulesets/${f}`)
    .sort();
}

/** The sampler's counts of one batch (view/sample.ts SampleStats, with the optional counts on). */
export type Stats = { samples: number; draws: number; repairs: number; undone: number; repaired: number; blamedTrades?: number };

/** Draws and trades per world: each is one replay of the round (a trade before the replay, as blamed, is none). */
export const statsText = (x: Stats): string =>
  `worlds ${x.samples}, draws ${x.draws}, trades ${x.repairs} (undone ${x.undone}), worlds traded ${x.repaired}, cards traded before the replay as blamed ${x.blamedTrades ?? "(not counted)"}, draws and trades per world ${((x.draws + x.repairs) / Math.max(1, x.samples)).toFixed(2)}`;

/** One batch as the worker plays it: its CPU ms, wall ms, and its aggregate as text (to compare trees). */
export function batch(t: Tree, file: string, stats: Stats | null): { cpu: number; wall: number; players: number; outcome: string } {
  const ir = t.games.loadRuleset(file);
  const players = Math.min(ir.players.max, Math.max(ir.players.min, 4));
  const bots = Array.from({ length: players }, (_, s) => (s === 0 ? "greedy" : "random"));
  const c0 = cpuMs();
  const w0 = performance.now();
  const plan = t.lib.planSimulation({ ir, players, games: GAMES, seed: SEED, bots });
  const total = t.lib.emptyAggregate(plan.players, plan.botLabels);
  // With counts: the registry's greedy bot (its defaults), told to count.
  const lineup = bots.map((b) => (stats && b === "greedy" ? t.lib.greedyBot({ stats }) : t.lib.getBot(b)));
  for (let chunk = 0; chunk < plan.chunks; chunk++) t.lib.mergeAggregate(total, t.lib.runSimulationChunk(plan, chunk, { bots: lineup }));
  const cpu = cpuMs() - c0;
  const wall = performance.now() - w0;
  const failures = (total as { failures: number }).failures;
  if (failures > 0) console.log(`${file}: ${failures} of ${GAMES} games failed`);
  return { cpu, wall, players, outcome: JSON.stringify(total) };
}


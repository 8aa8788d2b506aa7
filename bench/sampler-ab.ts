// The greedy seat's sampler alone, two trees in one process: `npx tsx bench/sampler-ab.ts DIR_A DIR_B
// [FILES] [ROUNDS]` (FILES comma-separated ruleset paths, default Skat and game.stich; ROUNDS 6).
//
// The designer's greedy playtest (bench/greedy-playtest.ts) times whole batches: the bot's playouts and
// the other seats' play are in it too, and its CPU figures move by about 5% between runs on this
// shared machine. This times only what drawing worlds costs: the observations of seat 0 at each of
// its decisions with a choice, over 12 seeded games of random play (tree A's engine; an observation is
// plain data, the same for both trees), 8 worlds each from a fresh copy of the observation (as the
// greedy bot draws them: what is kept per observation object is paid once per 8 worlds), by the
// greedy bot's SampleMode, "shaped" (a tree from before it treats the name as "replay": the same
// worlds), the same Rng seeds in both trees; the trees alternate round
// by round (A first in even rounds). CPU time of the process.

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

type Lib = typeof import("../src/index.js");
type Games = typeof import("./games.js");
type Rngs = typeof import("../src/engine/rng.js");

const USAGE = "usage: npx tsx bench/sampler-ab.ts DIR_A DIR_B [FILE,FILE] [ROUNDS]";
const WORLDS = 8;
const GAMES = 12;

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main(): Promise<number> {
  const [a, b, list, roundsArg] = process.argv.slice(2);
  const rounds = Number(roundsArg ?? 6);
  if (!a || !b || !Number.isInteger(rounds) || rounds < 2) return (console.error(USAGE), 2);
  const files = (list ?? "rulesets/classics/skat.stich,rulesets/stich-meister/game.stich").split(",");
  const trees = await Promise.all(
    [a, b].map(async (d) => {
      const dir = resolve(d);
      return {
        lib: (await import(pathToFileURL(join(dir, "src/index.ts")).href)) as Lib,
        games: (await import(pathToFileURL(join(dir, "bench/games.ts")).href)) as Games,
        rngs: (await import(pathToFileURL(join(dir, "src/engine/rng.ts")).href)) as Rngs,
      };
    }),
  );
  for (const file of files) {
    const irs = trees.map((t) => t.games.loadRuleset(file));
    const players = Math.min(irs[0]!.players.max, Math.max(irs[0]!.players.min, 4));
    const A = trees[0]!;
    const texts: string[] = [];
    for (let seed = 1; seed <= GAMES; seed++) {
      const g = A.lib.Game.create(irs[0]!, { players, seed });
      const rng = new A.rngs.Rng(seed * 7);
      while (!g.isOver) {
        const s = g.toAct()[0]!;
        const legal = g.legalActions(s);
        if (s === 0 && legal.length > 1) texts.push(JSON.stringify(g.observe(0)));
        g.apply(s, legal[rng.int(legal.length)]!);
      }
    }
    const cpu = [0, 0];
    for (let r = 0; r < rounds; r++) {
      for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) {
        const t = trees[i]!;
        const c0 = cpuMs();
        texts.forEach((text, j) => {
          const obs = JSON.parse(text);
          const rng = new t.rngs.Rng(1000 + j);
          for (let w = 0; w < WORLDS; w++) t.lib.Game.fromObservation(irs[i]!, obs, rng, "shaped");
        });
        cpu[i]! += cpuMs() - c0;
      }
    }
    console.log(`${file}: ${texts.length} observations x ${WORLDS} worlds x ${rounds} rounds; CPU A ${cpu[0]!.toFixed(0)} ms, B ${cpu[1]!.toFixed(0)} ms; B speed / A speed ${(cpu[0]! / cpu[1]!).toFixed(3)}`);
  }
  return 0;
}

process.exitCode = await main();

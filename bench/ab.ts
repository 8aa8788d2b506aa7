// In-process A/B of two source trees: `npm run bench:ab -- DIR_A DIR_B [rounds]`.
//
// Why: on this shared machine two `npm run bench` runs minutes apart differ by more than a refactor
// may cost (issue 23 asks for "within 5%"), and even an identical bundle read 0.83-1.42 in separate
// runs. Here both trees run in one process through their own bench/games.ts and bench/ismcts.ts: the
// same random-bot games on the same seeds, in alternating chunks (A first in even rounds, B first in
// odd ones), CPU time per side, and the games' outcomes compared (a difference stops the run: an A/B
// of a change that plays other games measures nothing). Then ISMCTS decisions on the same positions,
// alternately. Prints B speed / A speed per ruleset (above 1: B is faster).
// Env: CHUNK (ms of A's CPU per chunk, default 300), ONLY (ids, comma-separated), NO_ISMCTS=1.
// A tree is a checkout with node_modules (e.g. `git worktree add --detach DIR COMMIT` and a symlink).
// Its noise: an A/A control beside the A/B you care about, and the arguments swapped in a second run
// (loading order favours one side by a few percent on some rulesets). The control needs two checkouts
// of one commit: one directory named twice is one module in Node, the same functions on both sides,
// which cannot show that order bias (two checkouts of one commit read 1.04-1.06 here, 2026-11-28;
// 1.03-1.15 later that day). bench/ab-procs.ts times each side in its own process instead.

import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RulesetIR } from "../src/index.js";
import { ISMCTS_SETS, SETS } from "./ab-sets.js";

type Games = typeof import("./games.js");
type Ismcts = typeof import("./ismcts.js");
interface Side {
  readonly dir: string;
  readonly games: Games;
  readonly ismcts: Ismcts;
}


const USAGE = "usage: npm run bench:ab -- DIR_A DIR_B [rounds]   (env: CHUNK=ms, ONLY=id,id, NO_ISMCTS=1)";

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function side(dir: string): Promise<Side> {
  const games = (await import(pathToFileURL(join(dir, "bench/games.ts")).href)) as Games;
  const ismcts = (await import(pathToFileURL(join(dir, "bench/ismcts.ts")).href)) as Ismcts;
  return { dir, games, ismcts };
}

function ratioLine(id: string, what: string, a: number, b: number): string {
  return `${id.padEnd(11)} ${what}  A ${a.toFixed(0)} ms  B ${b.toFixed(0)} ms  B speed / A speed ${(a / b).toFixed(3)}`;
}

async function main(): Promise<number> {
  const [dirA, dirB, roundsArg, ...rest] = process.argv.slice(2);
  const rounds = Number(roundsArg ?? 6);
  const chunk = Number(process.env["CHUNK"] ?? 300);
  if (!dirA || !dirB || rest.length > 0 || !Number.isInteger(rounds) || rounds < 1 || !(chunk > 0)) {
    console.error(USAGE);
    return 2;
  }
  for (const d of [dirA, dirB]) {
    if (!existsSync(join(d, "bench/games.ts"))) {
      console.error(`${d}: no bench/games.ts (not a Stichwerk tree?)\n${USAGE}`);
      return 2;
    }
  }
  const only = process.env["ONLY"]?.split(",");
  const A = await side(resolve(dirA));
  const B = await side(resolve(dirB));
  for (const s of SETS) {
    if (only && !only.includes(s.id)) continue;
    if (!existsSync(join(A.dir, s.file)) || !existsSync(join(B.dir, s.file))) continue;
    const irs = new Map<Side, RulesetIR>([[A, A.games.loadRuleset(s.file, s.cards)], [B, B.games.loadRuleset(s.file, s.cards)]]);
    // Warm both sides up (untimed), calibrating on A: games per chunk of about `chunk` ms. The last
    // calibration runs before V8 has fully optimised, so a chunk runs somewhat under `chunk` ms later;
    // that only sizes the chunks (both sides play the same `n` games), it does not weigh the ratio.
    let n = 20;
    for (let w = 0; w < 3; w++) {
      for (const x of [A, B]) {
        const t = cpuMs();
        for (let i = 0; i < n; i++) x.games.playCompiled(irs.get(x)!, s.players, 500000 + w * 1000 + i, false);
        if (x === A) n = Math.max(10, Math.round((n * chunk) / Math.max(cpuMs() - t, 1)));
      }
    }
    const spent = new Map<Side, number>([[A, 0], [B, 0]]);
    let seed = 1000;
    for (let r = 0; r < rounds; r++) {
      const outcomes = new Map<Side, ReturnType<Games["playCompiled"]>[]>();
      for (const x of r % 2 === 0 ? [A, B] : [B, A]) {
        const list: ReturnType<Games["playCompiled"]>[] = [];
        const t = cpuMs();
        for (let i = 0; i < n; i++) list.push(x.games.playCompiled(irs.get(x)!, s.players, seed + i, false));
        spent.set(x, spent.get(x)! + cpuMs() - t);
        outcomes.set(x, list);
      }
      for (let i = 0; i < n; i++) {
        const d = A.games.firstDifference(outcomes.get(A)![i]!, outcomes.get(B)![i]!);
        if (d) {
          console.error(`${s.id}: seed ${seed + i} plays differently in the two trees (${d}): no A/B`);
          return 1;
        }
      }
      seed += n;
    }
    console.log(ratioLine(s.id, `games ${rounds * n} per side`, spent.get(A)!, spent.get(B)!));
    if (process.env["NO_ISMCTS"] || !ISMCTS_SETS.includes(s.id)) continue;
    const ism = new Map<Side, number>([[A, 0], [B, 0]]);
    for (let r = 0; r < 4; r++) {
      for (const x of r % 2 === 0 ? [A, B] : [B, A]) {
        const t = cpuMs();
        x.ismcts.measureIsmcts(irs.get(x)!, { players: s.players, seed: 7 + r, decisions: 4 });
        ism.set(x, ism.get(x)! + cpuMs() - t);
      }
    }
    console.log(ratioLine(s.id, "ISMCTS 16 decisions per side", ism.get(A)!, ism.get(B)!));
  }
  return 0;
}

process.exitCode = await main();

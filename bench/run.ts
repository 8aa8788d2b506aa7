// Benchmark (issue 4): random-bot games per second of the compiled engine against a hand-written
// Sticheln Classic, on the same seeds, in one process.
//
//   npx tsx bench/run.ts [--games N] [--players N] [--seed N] [--chunk N] [--warmup N] [--speed-games N] [--speed-runs N] [--json]
//
// After the ratio (measured first, alone, as it always was), the random-game speed of Stich-Meister
// with four rule cards and of Stichling (bench/random-speed.ts): lowest, median and highest games/s of
// --speed-runs timed runs of --speed-games games each.
//
// Both sides play exactly the same games (same deals, same random choices); every game's round scores
// and totals are compared, and a difference exits 1 naming the seed. The sides run alternately in
// chunks, each first, second and last in turn, so that machine noise and drift hit all alike. A chunk's
// outcomes are compared and dropped once every side has played it: kept for the whole run, they grew
// the heap by tens of MB, and the major collections that brought on fell on whichever side was timed.

import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { CLASSIC, firstDifference, gameSeed, handwrittenPlayer, loadRuleset, playCompiled, type Outcome } from "./games.js";
import { measureIsmcts } from "./ismcts.js";
import { SPEED_TARGETS, measureRandomSpeed } from "./random-speed.js";

const USAGE = `usage: npx tsx bench/run.ts [options]
  --games N     timed games per side (default 5000)
  --players N   player count, 3..8 (default 4)
  --seed N      batch seed; game i has seed gameSeed(seed, i) as in simulate (default 1)
  --chunk N     games per side before switching sides (default 250)
  --warmup N    untimed games per side first (default 2000)
  --speed-games N  games per timed run of the other rulesets' random-game speed (default 500; 0: skip)
  --speed-runs N   timed runs of each (default 5)
  --json        print one JSON object instead of text
  --help, -h    this message`;

interface Options {
  readonly games: number;
  readonly players: number;
  readonly seed: number;
  readonly chunk: number;
  readonly warmup: number;
  readonly speedGames: number;
  readonly speedRuns: number;
  readonly json: boolean;
}

function usageExit(message: string): never {
  process.stderr.write(`bench: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parseOptions(argv: readonly string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        games: { type: "string" },
        players: { type: "string" },
        seed: { type: "string" },
        chunk: { type: "string" },
        warmup: { type: "string" },
        "speed-games": { type: "string" },
        "speed-runs": { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (e) {
    usageExit(e instanceof Error ? e.message : String(e));
  }
  const v = parsed.values;
  if (v.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const int = (value: string | undefined, name: string, fallback: number, min: number, max: number): number => {
    if (value === undefined) return fallback;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) usageExit(`--${name} must be a whole number from ${min} to ${max}, not "${value}"`);
    return n;
  };
  return {
    games: int(v.games, "games", 5000, 1, 10_000_000),
    players: int(v.players, "players", 4, 3, 8),
    seed: int(v.seed, "seed", 1, 0, 0xffffffff),
    chunk: int(v.chunk, "chunk", 250, 1, 10_000_000),
    warmup: int(v.warmup, "warmup", 2000, 0, 10_000_000),
    speedGames: int(v["speed-games"], "speed-games", 500, 0, 10_000_000),
    speedRuns: int(v["speed-runs"], "speed-runs", 5, 1, 1000),
    json: v.json ?? false,
  };
}

interface Side {
  readonly name: string;
  readonly play: (seed: number) => Outcome;
  ms: number;
  /** The outcomes of the games being played, game `from + i` at i (see checkAndDrop). */
  readonly outcomes: Outcome[];
}

/** Plays games [from, to) of the seed list on one side, adding the elapsed time to it. */
function run(side: Side, seeds: readonly number[], from: number, to: number, timed: boolean): void {
  const start = performance.now();
  for (let i = from; i < to; i++) side.outcomes[i - from] = side.play(seeds[i]!);
  if (timed) side.ms += performance.now() - start;
}

/**
 * Compares games [from, to) of every side with the reference side, then drops their outcomes. Exits 1
 * at the first difference, naming the game and its seed.
 */
function checkAndDrop(sides: readonly Side[], reference: Side, seeds: readonly number[], from: number, to: number, players: number): void {
  for (let i = from; i < to; i++) {
    for (const side of sides) {
      if (side === reference) continue;
      const diff = firstDifference(side.outcomes[i - from]!, reference.outcomes[i - from]!);
      if (diff !== null) {
        process.stderr.write(`bench: game ${i} (seed ${seeds[i]}, ${players} players) differs, ${side.name} vs ${reference.name}: ${diff}\n`);
        process.exit(1);
      }
    }
  }
  for (const side of sides) side.outcomes.length = 0;
}

function main(): void {
  const opts = parseOptions(process.argv.slice(2));
  const compileStart = performance.now();
  const ir = loadRuleset(CLASSIC);
  const compileMs = performance.now() - compileStart;

  const { games, warmup, chunk, players } = opts;
  // Timed games are 0..games-1, warm-up games come after them: all are checked, only the first timed.
  const seeds = Array.from({ length: games + warmup }, (_, i) => gameSeed(opts.seed, i));
  // The compiled side plays as the lab does for random bots: no event list or action log
  // (GameOptions.record). The same engine keeping both is timed too, as a third side.
  const compiled: Side = { name: "compiled", play: (seed) => playCompiled(ir, players, seed, false), ms: 0, outcomes: [] };
  const recording: Side = { name: "compiled, recording", play: (seed) => playCompiled(ir, players, seed, true), ms: 0, outcomes: [] };
  const handwritten: Side = { name: "hand-written", play: handwrittenPlayer(players), ms: 0, outcomes: [] };
  const sides = [compiled, recording, handwritten];

  // The warm-up plays the games after the timed ones, so its outcomes are checked too.
  for (const side of sides) run(side, seeds, games, games + warmup, false);
  checkAndDrop(sides, handwritten, seeds, games, games + warmup, players);
  for (let from = 0, k = 0; from < games; from += chunk, k++) {
    const to = Math.min(from + chunk, games);
    // Every side goes first, second and last equally often, so drift hits all alike.
    for (let j = 0; j < sides.length; j++) run(sides[(j + k) % sides.length]!, seeds, from, to, true);
    checkAndDrop(sides, handwritten, seeds, from, to, players);
  }

  const compiledGamesPerSec = (games / compiled.ms) * 1000;
  const handwrittenGamesPerSec = (games / handwritten.ms) * 1000;
  const ratio = compiledGamesPerSec / handwrittenGamesPerSec;
  const recordingGamesPerSec = (games / recording.ms) * 1000;
  const ismcts = measureIsmcts(ir, { players, seed: opts.seed });
  const speeds = opts.speedGames === 0 ? [] : SPEED_TARGETS.map((t) => measureRandomSpeed(t, { players, seed: opts.seed, games: opts.speedGames, runs: opts.speedRuns, warmup: opts.speedGames }));

  const report = {
    ruleset: CLASSIC,
    name: ir.name,
    players,
    bots: "random",
    games,
    seed: opts.seed,
    chunk,
    warmupGames: warmup,
    checkedGames: seeds.length,
    compiledGamesPerSec: round(compiledGamesPerSec, 1),
    handwrittenGamesPerSec: round(handwrittenGamesPerSec, 1),
    /** compiled / hand-written games per second (below 1: the engine is slower). */
    ratio: round(ratio, 4),
    /** hand-written / compiled: how many times slower the engine is. */
    slowdown: round(1 / ratio, 2),
    /** The compiled engine keeping its event list and action log (GameOptions.record, the default). */
    compiledRecordingGamesPerSec: round(recordingGamesPerSec, 1),
    ratioRecording: round(recordingGamesPerSec / handwrittenGamesPerSec, 4),
    compiledMs: round(compiled.ms, 1),
    compiledRecordingMs: round(recording.ms, 1),
    handwrittenMs: round(handwritten.ms, 1),
    compileMs: round(compileMs, 1),
    ismctsIterationsPerSec: ismcts ? round(ismcts.iterationsPerSec, 1) : null,
    ...(ismcts?.details ? { ismcts: ismcts.details } : {}),
    /** Random-game speed of other rulesets (bench/random-speed.ts), games/s over several runs. */
    randomSpeed: speeds,
    node: process.version,
    v8: process.versions.v8,
    platform: `${process.platform}-${process.arch}`,
    cpu: cpus()[0]?.model ?? "unknown",
  };

  if (opts.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  const n = (x: number) => Math.round(x).toLocaleString("en-US");
  const lines = [
    `${ir.name} (${CLASSIC}), ${players} players, random bots, ${games} games per side (seed ${opts.seed}), node ${process.version}`,
    `  compiled engine             ${n(compiledGamesPerSec).padStart(9)} games/s (as the lab plays random bots: no events kept)`,
    `  compiled engine, recording  ${n(recordingGamesPerSec).padStart(9)} games/s (events and action log kept)`,
    `  hand-written                ${n(handwrittenGamesPerSec).padStart(9)} games/s`,
    `  ratio = compiled / hand-written = ${report.ratio} (the engine is ${report.slowdown}x slower; ${report.ratioRecording} when recording)`,
    `  all ${seeds.length} games (${warmup} warm-up) gave identical round scores and totals on every side`,
    `  ISMCTS iterations/s: ${ismcts ? n(ismcts.iterationsPerSec) : "not measured yet (bench/ismcts.ts)"}`,
    ...speeds.map((x) => `${x.label} (${x.file}), ${x.players} players, random bots, ${x.runs} runs of ${x.gamesPerRun} games: ${n(x.lowest)} / ${n(x.median)} / ${n(x.highest)} games/s (lowest / median / highest)`),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

main();

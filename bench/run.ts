// Benchmark (issues 4 and 26): random-bot games per second of the compiled engine against a tight
// hand-written baseline of the same rules (bench/handwritten/), ruleset by ruleset (bench/targets.ts),
// on the same seeds, in one process; then ISMCTS milliseconds per 1,000-iteration decision.
//
//   npx tsx bench/run.ts [--only id,id] [--seconds S] [--runs N] [--seed N] [--ismcts-decisions N] [--ismcts-warmup N] [--json]
//
// Per ruleset, three sides play the same games: the engine as the lab plays random bots (no event
// list or action log: record off), the engine recording, and the baseline. Every game's round scores
// and totals are compared between the sides, and a difference exits 1 naming the seed. The sides run
// alternately in chunks, each first, second and last in turn, so that machine noise and drift hit all
// alike; a chunk's outcomes are dropped once compared (kept, they grew the heap, and the collections
// that brought on fell on whichever side was timed). The timed game count is set per ruleset from a
// short calibration so each side plays for about --seconds. --runs repeats the whole measurement;
// lowest / median / highest of the runs are reported, as the machine is shared and noisy.

import { cpus } from "node:os";
import { parseArgs } from "node:util";
import type { RulesetIR } from "../src/index.js";
import { firstDifference, gameSeed, loadRuleset, playCompiled, type Outcome } from "./games.js";
import { measureIsmcts } from "./ismcts.js";
import { TARGETS, type BenchTarget } from "./targets.js";

const USAGE = `usage: npx tsx bench/run.ts [options]
  --only IDS    comma-separated rulesets to time (default all: ${TARGETS.map((t) => t.id).join(", ")})
  --seconds S   about how long each side plays per ruleset and run (default 1)
  --runs N      whole measurements, reported lowest / median / highest (default 3)
  --seed N      batch seed; game i has seed gameSeed(seed, i) as in simulate (default 1)
  --ismcts-decisions N   timed ISMCTS decisions per ruleset (default 20; 0: skip)
  --ismcts-warmup N      untimed ISMCTS decisions first, on other games (default 20: V8 compiles the search then)
  --json        print one JSON object instead of text
  --help, -h    this message`;

const ISMCTS_TARGETS = ["classic", "stichling", "sm-base"];

interface Options {
  readonly only: readonly BenchTarget[];
  readonly seconds: number;
  readonly runs: number;
  readonly seed: number;
  readonly ismctsDecisions: number;
  readonly ismctsWarmup: number;
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
        only: { type: "string" },
        seconds: { type: "string" },
        runs: { type: "string" },
        seed: { type: "string" },
        "ismcts-decisions": { type: "string" },
        "ismcts-warmup": { type: "string" },
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
  let seconds = 1;
  if (v.seconds !== undefined) {
    seconds = /^\d+(\.\d+)?$/.test(v.seconds) ? Number(v.seconds) : NaN;
    if (!(seconds >= 0.05 && seconds <= 600)) usageExit(`--seconds must be a number from 0.05 to 600, not "${v.seconds}"`);
  }
  let only = TARGETS;
  if (v.only !== undefined) {
    const ids = v.only.split(",").map((s) => s.trim());
    const unknown = ids.filter((id) => !TARGETS.some((t) => t.id === id));
    if (unknown.length > 0) usageExit(`unknown ruleset id ${unknown.map((u) => `"${u}"`).join(", ")} for --only`);
    only = TARGETS.filter((t) => ids.includes(t.id));
  }
  return {
    only,
    seconds,
    runs: int(v.runs, "runs", 3, 1, 1000),
    seed: int(v.seed, "seed", 1, 0, 0xffffffff),
    ismctsDecisions: int(v["ismcts-decisions"], "ismcts-decisions", 20, 0, 100_000),
    ismctsWarmup: int(v["ismcts-warmup"], "ismcts-warmup", 20, 0, 100_000),
    json: v.json ?? false,
  };
}

interface Side {
  readonly name: string;
  readonly play: (seed: number) => Outcome;
  ms: number;
  /** The outcomes of the chunk being played, game `from + i` at i (see checkAndDrop). */
  readonly outcomes: Outcome[];
}

/**
 * Plays games [from, to) on one side, adding the process's CPU time (user + system) to it when timed.
 * CPU time, not wall time: on this shared machine other processes take the cores for long stretches,
 * which wall time charges to whichever side was running; the process's own CPU time is stable to a
 * few percent under load (it includes the collector's and compiler's helper threads).
 */
function run(side: Side, seeds: readonly number[], from: number, to: number, timed: boolean): void {
  const start = timed ? cpuMs() : 0;
  for (let i = from; i < to; i++) side.outcomes[i - from] = side.play(seeds[i]!);
  if (timed) side.ms += cpuMs() - start;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Compares games [from, to) of every side with the reference side, then drops them; exits 1 on a difference. */
function checkAndDrop(sides: readonly Side[], reference: Side, seeds: readonly number[], from: number, to: number, label: string): void {
  for (let i = from; i < to; i++) {
    for (const side of sides) {
      if (side === reference) continue;
      const diff = firstDifference(side.outcomes[i - from]!, reference.outcomes[i - from]!);
      if (diff !== null) {
        process.stderr.write(`bench: ${label}, game ${i} (seed ${seeds[i]}) differs, ${side.name} vs ${reference.name}: ${diff}\n`);
        process.exit(1);
      }
    }
  }
  for (const side of sides) side.outcomes.length = 0;
}

interface RunFigures {
  readonly engine: number;
  readonly recording: number;
  readonly baseline: number | null;
  readonly games: number;
}

/** One measurement of one ruleset: games/s of each side, on the same games, interleaved. */
function measure(target: BenchTarget, ir: RulesetIR, opts: Options, runIndex: number): RunFigures {
  const players = target.players;
  const engine: Side = { name: "engine", play: (seed) => playCompiled(ir, players, seed, false), ms: 0, outcomes: [] };
  const recording: Side = { name: "engine, recording", play: (seed) => playCompiled(ir, players, seed, true), ms: 0, outcomes: [] };
  const tight = target.baseline?.(players);
  const baseline: Side | null = tight ? { name: "baseline", play: tight, ms: 0, outcomes: [] } : null;
  const sides = baseline ? [engine, recording, baseline] : [engine, recording];
  const reference = baseline ?? engine;
  // Warm-up (checked too): every side in turn, 8 games at a time, for about half the time of a side;
  // then the engine's time per game over a few more warm games sets how many games are timed.
  const base = runIndex * 10_000_000;
  const warm: number[] = [];
  const start = cpuMs();
  do {
    const from = warm.length;
    for (let i = 0; i < 8; i++) warm.push(gameSeed(opts.seed, base + 9_000_000 + warm.length));
    for (const side of sides) run(side, warm, from, from + 8, false);
    checkAndDrop(sides, reference, warm, from, from + 8, target.id);
  } while (cpuMs() - start < opts.seconds * 500);
  const probe = cpuMs();
  const from = warm.length;
  for (let i = 0; i < 16; i++) warm.push(gameSeed(opts.seed, base + 9_000_000 + warm.length));
  run(engine, warm, from, from + 16, false);
  engine.outcomes.length = 0;
  const perGame = (cpuMs() - probe) / 16;
  const games = Math.max(20, Math.round((opts.seconds * 1000) / perGame));
  const chunk = Math.max(1, Math.round(games / 12));
  const seeds = Array.from({ length: games }, (_, i) => gameSeed(opts.seed, base + i));
  for (let from = 0, k = 0; from < games; from += chunk, k++) {
    const to = Math.min(from + chunk, games);
    for (let j = 0; j < sides.length; j++) run(sides[(j + k) % sides.length]!, seeds, from, to, true);
    checkAndDrop(sides, reference, seeds, from, to, target.id);
  }
  const rate = (s: Side) => (games / s.ms) * 1000;
  return { engine: rate(engine), recording: rate(recording), baseline: baseline ? rate(baseline) : null, games };
}

interface Spread {
  readonly lowest: number;
  readonly median: number;
  readonly highest: number;
  readonly runs: readonly number[];
}

function spread(values: readonly number[], digits: number): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    lowest: round(sorted[0]!, digits),
    median: round(sorted[Math.floor((sorted.length - 1) / 2)]!, digits),
    highest: round(sorted[sorted.length - 1]!, digits),
    runs: values.map((v) => round(v, digits)),
  };
}

function main(): void {
  const opts = parseOptions(process.argv.slice(2));
  const irs = opts.only.map((t) => loadRuleset(t.file, t.cards));
  const figures: RunFigures[][] = opts.only.map(() => []);
  // Runs outermost, so every ruleset is measured early, middle and late in the process.
  for (let r = 0; r < opts.runs; r++) opts.only.forEach((t, i) => figures[i]!.push(measure(t, irs[i]!, opts, r)));

  const entries = opts.only.map((t, i) => {
    const f = figures[i]!;
    const hasBaseline = f[0]!.baseline !== null;
    return {
      id: t.id,
      label: t.label,
      file: t.file,
      cards: t.cards,
      players: t.players,
      bots: "random",
      gamesPerRun: f.map((x) => x.games),
      engineGamesPerSec: spread(f.map((x) => x.engine), 1),
      engineRecordingGamesPerSec: spread(f.map((x) => x.recording), 1),
      baselineGamesPerSec: hasBaseline ? spread(f.map((x) => x.baseline!), 1) : null,
      /** engine / baseline games per second within each run (record off): below 1, the engine is slower. */
      ratio: hasBaseline ? spread(f.map((x) => x.engine / x.baseline!), 4) : null,
      ratioRecording: hasBaseline ? spread(f.map((x) => x.recording / x.baseline!), 4) : null,
    };
  });

  const ismcts =
    opts.ismctsDecisions === 0
      ? []
      : TARGETS.filter((t) => ISMCTS_TARGETS.includes(t.id)).map((t) => {
          const ir = loadRuleset(t.file, t.cards);
          const m = measureIsmcts(ir, { players: t.players, seed: opts.seed, decisions: opts.ismctsDecisions, warmup: opts.ismctsWarmup });
          const d = (m?.details ?? {}) as Record<string, number>;
          return {
            id: t.id,
            label: t.label,
            players: t.players,
            iterationsPerDecision: d.iterationsPerDecision,
            decisionsTimed: d.decisionsTimed,
            warmupDecisions: d.warmupDecisions,
            meanMsPerDecision: d.meanMsPerDecision,
            medianMsPerDecision: d.medianMsPerDecision,
            maxMsPerDecision: d.maxMsPerDecision,
            meanCpuMsPerDecision: d.meanCpuMsPerDecision,
            medianCpuMsPerDecision: d.medianCpuMsPerDecision,
            p95CpuMsPerDecision: d.p95CpuMsPerDecision,
            iterationsPerSec: m ? round(m.iterationsPerSec, 1) : null,
          };
        });

  const report = {
    seed: opts.seed,
    seconds: opts.seconds,
    runs: opts.runs,
    entries,
    ismcts,
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
  const s3 = (x: Spread, f: (v: number) => string) => `${f(x.lowest)} / ${f(x.median)} / ${f(x.highest)}`;
  const lines = [
    `random bots, whole games, process CPU time, ${opts.runs} run(s) of about ${opts.seconds} s per side, lowest / median / highest; node ${process.version}`,
    `every game gave identical round scores and totals on every side`,
    "",
    ...entries.flatMap((e) => [
      `${e.label} (${e.file}${e.cards.length ? ` + ${e.cards.length} cards` : ""}), ${e.players} players`,
      `  engine, record off   ${s3(e.engineGamesPerSec, n)} games/s`,
      `  engine, recording    ${s3(e.engineRecordingGamesPerSec, n)} games/s`,
      e.baselineGamesPerSec ? `  tight baseline       ${s3(e.baselineGamesPerSec, n)} games/s` : `  tight baseline       none yet`,
      e.ratio ? `  ratio engine/tight   ${s3(e.ratio, (v) => v.toFixed(3))} (recording ${s3(e.ratioRecording!, (v) => v.toFixed(3))})` : "",
    ].filter((l) => l !== "")),
    "",
    ...ismcts.map((m) => `ISMCTS ${m.label}, ${m.players} players, per ${m.iterationsPerDecision}-iteration decision (${m.decisionsTimed} decisions after ${m.warmupDecisions} untimed): CPU ${m.meanCpuMsPerDecision} ms mean, ${m.medianCpuMsPerDecision} median, ${m.p95CpuMsPerDecision} p95; wall ${m.meanMsPerDecision} ms mean, ${m.maxMsPerDecision} max`),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

main();

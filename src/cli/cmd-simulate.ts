// stichwerk simulate <file> --players N [...]: a seeded batch of bot games and its report.
//
// Two entry points with one report: simulateCommandAsync (the real command, via runAsync) plays the
// chunks of the batch in worker threads with a progress bar on a terminal; simulateCommand (run(),
// synchronous, for in-process callers) plays them in this thread. The chunks and their merge order
// depend only on the options, so the report is the same either way and for any --workers.

import { availableParallelism } from "node:os";
import { join } from "node:path";
import {
  emptyAggregate,
  gameLog,
  getBot,
  logIdentity,
  mergeAggregate,
  planSimulation,
  printableJson,
  runSimulationChunk,
  simulationReport,
  skillTrace,
  type Bot,
  type GameRecord,
  type LogIdentity,
  type RulesetIR,
  type SimulateReport,
  type SimulationPlan,
} from "../index.js";
import { intOption, parseCommandArgs } from "./args.js";
import { EXIT, type ExitCode, usageError } from "./errors.js";
import { readReportScript } from "./report-script.js";
import { formatFailures, formatSimulateReport, type RunInfo } from "./format-simulate.js";
import { formatSkillTrace } from "./format-metrics.js";
import { simulateHtml } from "../index.js";
import type { RuleRef } from "../index.js";
import type { Io } from "./io.js";
import { loadRuleset, rulesetRoot, withPaths } from "./load.js";
import { startProgress, type ProgressStream } from "./simulate-progress.js";
import { runInWorkers } from "./simulate-pool.js";
import { rulePlacer } from "./rule-place.js";
import { SIMULATE_USAGE } from "./usage.js";

const OPTIONS = {
  players: { type: "string" },
  games: { type: "string" },
  seed: { type: "string" },
  bots: { type: "string" },
  rotate: { type: "boolean" },
  "no-rotate": { type: "boolean" },
  workers: { type: "string" },
  json: { type: "boolean" },
  "log-dir": { type: "string" },
  html: { type: "string" },
  root: { type: "string" },
  with: { type: "string", multiple: true },
  "forced-share": { type: "boolean" },
  "skill-trace": { type: "string" },
} as const;

/** Keeps a mistyped --games from running for hours; raise it if a study needs more. */
const MAX_GAMES = 10_000_000;
const MAX_WORKERS = 256;
/** Without --workers, a batch expected to take less than this in one thread is not worth starting workers for. */
const SMALL_BATCH_MS = 1000;
/** Without --workers, how long play runs in this thread before the rest is judged. */
const IN_THREAD_MS = 300;

interface Job {
  readonly plan: SimulationPlan;
  readonly bots: readonly Bot[];
  readonly workers: number;
  /** Whether --workers was given (then the workers are used whatever the batch's size). */
  readonly workersGiven: boolean;
  readonly json: boolean;
  readonly logDir: string | undefined;
  /** The ruleset's identity, written into each log of --log-dir. */
  readonly identity: LogIdentity;
  /** Where a failed game's rule is in the source (file:line:col). */
  readonly place: (rule: RuleRef) => string | undefined;
  /** --skill-trace: the strong bot at each budget, played against random after the batch. */
  readonly skillTrace: readonly string[];
  /** --html FILE: the report as a self-contained page too, with the chart script it inlines (read before any game is played). */
  readonly html: { readonly file: string; readonly script: string } | undefined;
}

/** Parses and checks the command line and loads the ruleset; an exit code when there is nothing to play. */
function prepare(args: readonly string[], io: Io): Job | ExitCode {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, SIMULATE_USAGE);
  if (values.help) {
    io.out(SIMULATE_USAGE);
    return EXIT.ok;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) throw usageError("simulate needs a ruleset file", SIMULATE_USAGE);
  if (extra.length > 0) throw usageError(`simulate takes one ruleset file, but also got: ${extra.join(" ")}`, SIMULATE_USAGE);
  if (values.players === undefined) throw usageError("simulate needs --players N", SIMULATE_USAGE);
  if (values.rotate && values["no-rotate"]) throw usageError("give --rotate or --no-rotate, not both", SIMULATE_USAGE);
  // Number options are checked before compiling, so a typo is reported at once.
  const players = intOption(values.players, "players", 0, 1, 1000, SIMULATE_USAGE);
  const games = intOption(values.games, "games", 100, 1, MAX_GAMES, SIMULATE_USAGE);
  const seed = intOption(values.seed, "seed", 1, 0, 0xffffffff, SIMULATE_USAGE);
  const workers = intOption(values.workers, "workers", availableParallelism(), 1, MAX_WORKERS, SIMULATE_USAGE);

  const cards = withPaths(file, values.with, io);
  const root = rulesetRoot(file, values.root, io, SIMULATE_USAGE);
  const loaded = loadRuleset(file, io, root, cards);
  const { ir } = loaded;
  if (ir === undefined) return EXIT.invalid;
  const identity = logIdentity({ text: loaded.text, ir, with: cards, ruleCards: loaded.ruleCards?.cards.map((c) => c.number) ?? [] });
  checkPlayers(ir, players);
  const specs = seatBots(values.bots ?? "random", players);
  const bots = specs.map(botFor);
  const rotate = values.rotate ? true : values["no-rotate"] ? false : undefined;
  const countForced = values["forced-share"] === true;
  const plan = planSimulation({ ir, players, games, seed, bots: specs, ruleset: file, countForced, ...(rotate !== undefined ? { rotate } : {}) });
  const logDir = values["log-dir"];
  if (logDir !== undefined) io.makeDir(logDir);
  const skillTrace = values["skill-trace"] === undefined ? [] : values["skill-trace"].split(",").map((s) => s.trim());
  for (const spec of skillTrace) botFor(spec);
  return { plan, bots, workers, workersGiven: values.workers !== undefined, json: values.json === true, logDir, identity, place: rulePlacer(loaded.sources), skillTrace, html: values.html === undefined ? undefined : { file: values.html, script: readReportScript() } };
}

/** The command in this thread, synchronously (run()); --workers is checked but the report is the same. */
export function simulateCommand(args: readonly string[], io: Io): ExitCode {
  const job = prepare(args, io);
  if (typeof job === "number") return job;
  const start = performance.now();
  const total = emptyAggregate(job.plan.players, job.plan.botLabels);
  const onGame = gameLogWriter(job, io);
  for (let chunk = 0; chunk < job.plan.chunks; chunk++) {
    mergeAggregate(total, runSimulationChunk(job.plan, chunk, { bots: job.bots, ...(onGame ? { onGame, record: true } : {}) }));
  }
  return finish(job, io, simulationReport(job.plan, total, performance.now() - start), {});
}

/**
 * The command as `stichwerk` runs it: in up to --workers worker threads, with a progress bar on
 * `progress` (stderr when it is a terminal) unless --json. Without --workers, play starts in this
 * thread, and the chunks left after IN_THREAD_MS go to the workers only if they would take more than
 * SMALL_BATCH_MS here: starting a worker costs about half a second, and a short probe cannot tell,
 * since the first games run cold (measured: a 20-game probe overestimated 1000 random games 8 times).
 */
export async function simulateCommandAsync(args: readonly string[], io: Io, progress: ProgressStream | null = terminalStderr()): Promise<ExitCode> {
  const job = prepare(args, io);
  if (typeof job === "number") return job;
  const { plan } = job;
  const start = performance.now();
  const workers = Math.min(job.workers, plan.chunks);
  const bar = progress !== null && !job.json ? startProgress(progress, plan.games) : null;
  try {
    const total = emptyAggregate(plan.players, plan.botLabels);
    const onGame = gameLogWriter(job, io);
    let played = 0;
    const record = (r: GameRecord) => {
      bar?.update(++played); // draws at once, now and then, even though this thread is busy
      onGame?.(r);
    };
    // Chunks [0, done) are played here; with --workers none are.
    let done = 0;
    let parallel = workers > 1 && job.workersGiven;
    if (!parallel) {
      for (; done < plan.chunks; done++) {
        mergeAggregate(total, runSimulationChunk(plan, done, { bots: job.bots, onGame: record, ...(onGame ? { record: true } : {}) }));
        const elapsed = performance.now() - start;
        if (workers > 1 && elapsed >= IN_THREAD_MS && (elapsed / (done + 1)) * (plan.chunks - done - 1) >= SMALL_BATCH_MS) {
          parallel = true;
          done++;
          break;
        }
      }
    }
    if (parallel && done < plan.chunks) {
      const before = played;
      await runInWorkers(plan, total, {
        workers,
        firstChunk: done,
        logs: job.logDir !== undefined,
        identity: job.identity,
        ...(bar !== null ? { onProgress: (games: number) => bar.update(before + games) } : {}),
        onLog: (name, text) => io.writeText(join(job.logDir!, name), text),
      });
    }
    bar?.stop(total.games + total.failures);
    return finish(job, io, simulationReport(plan, total, performance.now() - start), parallel ? { workers } : {});
  } finally {
    bar?.stop();
  }
}

function terminalStderr(): ProgressStream | null {
  return process.stderr.isTTY ? process.stderr : null;
}

function finish(job: Job, io: Io, plain: SimulateReport, run: RunInfo): ExitCode {
  const trace =
    job.skillTrace.length === 0
      ? undefined
      : skillTrace({ ir: job.plan.ir, players: job.plan.players, games: job.plan.gamesRequested, seed: job.plan.seed, strong: job.skillTrace });
  const report = trace === undefined ? plain : { ...plain, skillTrace: trace };
  if (job.html !== undefined) io.writeText(job.html.file, simulateHtml(report, job.html.script));
  if (job.json) {
    io.out(`${printableJson(report, 2)}\n`);
    // stdout stays one JSON object; the failures are in it, and a summary goes to stderr.
    if (report.failures > 0) io.err(`${formatFailures(report, job.place).join("\n")}\n`);
  } else {
    io.out(formatSimulateReport(report, run, job.place));
    if (trace !== undefined) io.out(`${formatSkillTrace(trace).join("\n")}\n`);
  }
  return report.failures > 0 ? EXIT.failures : EXIT.ok;
}

export function checkPlayers(ir: RulesetIR, players: number): void {
  const { min, max } = ir.players;
  if (players < min || players > max) {
    throw usageError(`--players ${players}: "${ir.name}" is for ${min === max ? min : `${min} to ${max}`} players`, SIMULATE_USAGE);
  }
}

/** --bots: one spec for every seat, or one per seat. Specs are the registry's business (e.g. "ismcts:200"). */
export function seatBots(list: string, players: number): string[] {
  const specs = list.split(",").map((s) => s.trim());
  if (specs.length === 1) return Array.from({ length: players }, () => specs[0]!);
  if (specs.length !== players) {
    throw usageError(`--bots lists ${specs.length} bots; give one for all seats or one per seat (${players})`, SIMULATE_USAGE);
  }
  return specs;
}

function botFor(spec: string): Bot {
  try {
    return getBot(spec);
  } catch (e) {
    // The registry's errors name the spec and the known bots: all the user needs.
    throw usageError(e instanceof Error ? e.message : String(e), SIMULATE_USAGE);
  }
}

/** --log-dir: each game's log, written as the game ends (this thread) or as its chunk comes back (workers). */
function gameLogWriter(job: Job, io: Io): ((record: GameRecord) => void) | undefined {
  const dir = job.logDir;
  if (dir === undefined) return undefined;
  return (record) => {
    const log = gameLog(record, job.plan.ruleset, job.identity);
    if (log !== undefined) io.writeText(join(dir, log.name), log.text);
  };
}

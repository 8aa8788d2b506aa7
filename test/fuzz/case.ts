// One fuzz case: compile a (mutated) ruleset through the public API and, when it compiles clean, play a
// few games with it, and sort what went wrong into the failure kinds the hardening issue counts:
//   internal   an internal error (SW9001) or an exception out of compile()
//   unlocated  a diagnostic that does not point into its file (or lands on 1:1 for no reason)
//   slow       compile() took more CPU time than the bound (CPU, not wall time: on a shared machine
//              the wall clock measures the load; the CPU time this process spent measures the compiler)
//   engine     anything thrown while playing that is not a RuleError
// (the guard adds `timeout` and `crash` for a case that never answers). Runs in a worker (worker.mjs).
import {
  checkLogIdentity, compile, Game, getBot, inMemoryFiles, LogError, logIdentity, playGame, readLog, replayLog, RuleError, Rng, stringifyLog, writeLog,
  type CompileResult, type Diagnostic, type LogIdentity, type RulesetIR,
} from "../../src/index.js";

export interface FuzzCase {
  /** The case's number in its campaign. */
  readonly index: number;
  readonly seed: number;
  /** The file compiled, and every file it may extend (path -> text). */
  readonly file: string;
  readonly files: Readonly<Record<string, string>>;
  /** The file that was mutated, and how. */
  readonly mutated: string;
  readonly mutations: readonly string[];
}

export type FailureKind = "internal" | "unlocated" | "slow" | "engine" | "timeout" | "crash";

export interface CaseFailure {
  readonly kind: FailureKind;
  readonly detail: string;
}

export interface CaseOutcome {
  /** Wall time of compile(), for the figures. */
  readonly compileMs: number;
  /** CPU time the process spent in compile() (user + system): what the bound is checked against. */
  readonly compileCpuMs: number;
  readonly clean: boolean;
  readonly diagnostics: number;
  readonly games: number;
  readonly actions: number;
  /** RuleErrors met in play: the ruleset's own problems, reported as the engine should. */
  readonly ruleErrors: number;
  readonly failures: readonly CaseFailure[];
}

/**
 * compile() taking more CPU time than this is a failure (issue 18: "0 cases over 2 s to compile").
 * The case runs alone in its worker thread while the main thread waits for its answer, so the
 * process's CPU time is the compile's own (and its garbage collection's), whatever else the machine runs.
 */
export const SLOW_COMPILE_MS = 2000;
/** Bounds on play, so that a ruleset at the limits still plays a few games in well under a second. */
const MAX_STEPS = 5000;
const MAX_ACTIONS = 1500;
/** Codes that are about a whole file and so sit at its first character. */
const WHOLE_FILE = new Set(["SW4002"]);

export function runCase(c: FuzzCase): CaseOutcome {
  const failures: CaseFailure[] = [];
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let result: CompileResult | undefined;
  try {
    result = compile(c.files[c.file] ?? "", { file: c.file, readFile: inMemoryFiles(new Map(Object.entries(c.files))), root: "rulesets" });
  } catch (e) {
    failures.push({ kind: "internal", detail: `compile threw: ${describe(e)}` });
  }
  const compileMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const compileCpuMs = (cpu.user + cpu.system) / 1000;
  if (compileCpuMs > SLOW_COMPILE_MS) failures.push({ kind: "slow", detail: `compile took ${Math.round(compileCpuMs)} ms of CPU time (${Math.round(compileMs)} ms of wall time)` });
  const outcome = { compileMs, compileCpuMs, clean: false, diagnostics: 0, games: 0, actions: 0, ruleErrors: 0, failures };
  if (!result) return outcome;

  for (const d of result.diagnostics) {
    if (d.code === "SW9001") failures.push({ kind: "internal", detail: `${d.file}:${d.line}:${d.col} ${d.message}` });
    const why = unlocated(d, c.files[d.file]);
    if (why) failures.push({ kind: "unlocated", detail: `${d.code} ${why}: ${d.file}:${d.line}:${d.col} (offset ${d.offset}, length ${d.length}) ${d.message}` });
  }
  const clean = result.ir !== undefined;
  // The identity the tools write into a log of this ruleset (its text's and rules' digests, the cards in force).
  const identity = clean
    ? logIdentity({ text: c.files[c.file] ?? "", ir: result.ir!, ruleCards: result.ruleCards?.cards.map((card) => card.number) ?? [] })
    : undefined;
  const played = clean ? playSome(result.ir!, identity!, c.seed, failures) : { games: 0, actions: 0, ruleErrors: 0 };
  return { ...outcome, clean, diagnostics: result.diagnostics.length, ...played };
}

/** Why a diagnostic does not point into its file, or undefined when it does. */
function unlocated(d: Diagnostic, text: string | undefined): string | undefined {
  if (text === undefined) return "names a file that is not there";
  if (!(d.offset >= 0 && d.length >= 0 && d.offset + d.length <= text.length)) return "has a span outside the text";
  const { line, col } = position(text, d.offset);
  if (line !== d.line || col !== d.col) return `says ${d.line}:${d.col} but its offset is at ${line}:${col}`;
  if (d.offset === 0 && d.length === 0 && text.trim() !== "" && !WHOLE_FILE.has(d.code) && d.code !== "SW9001") return "is at 1:1 with no extent";
  return undefined;
}

function position(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, col: offset - start + 1 };
}

/**
 * Two games at two player counts: one step by step through legalActions/apply with observations,
 * a sampled world and an exact replay of its log, one the way the lab plays (random bots' fast paths).
 */
function playSome(ir: RulesetIR, identity: LogIdentity, seed: number, failures: CaseFailure[]): { games: number; actions: number; ruleErrors: number } {
  const rng = new Rng(seed);
  const counts = [...new Set([ir.players.min, ir.players.min + rng.int(ir.players.max - ir.players.min + 1)])];
  let games = 0;
  let actions = 0;
  let ruleErrors = 0;
  const guard = (what: string, play: () => number): void => {
    games++;
    try {
      actions += play();
    } catch (e) {
      if (e instanceof RuleError) ruleErrors++;
      else failures.push({ kind: "engine", detail: `${what}: ${describe(e)}` });
    }
  };
  for (const players of counts) {
    guard(`${players} players, step by step`, () => stepByStep(ir, identity, players, rng.int(2 ** 31)));
    guard(`${players} players, as the lab plays`, () => {
      const game = Game.create(ir, { players, seed: rng.int(2 ** 31), maxSteps: MAX_STEPS, record: false });
      const random = getBot("random");
      playGame(game, Array.from({ length: players }, () => random), Array.from({ length: players }, (_, s) => new Rng(seed + s)));
      return game.tally().actions;
    });
  }
  return { games, actions, ruleErrors };
}

function stepByStep(ir: RulesetIR, identity: LogIdentity, players: number, seed: number): number {
  const game = Game.create(ir, { players, seed, maxSteps: MAX_STEPS });
  const rng = new Rng(seed ^ 0x5bd1e995);
  let n = 0;
  for (; n < MAX_ACTIONS && !game.isOver; n++) {
    const seats = game.toAct();
    if (seats.length === 0) throw new Error("the game is not over, but no seat is to act");
    const seat = seats[rng.int(seats.length)]!;
    if (n % 200 === 17) {
      game.observe(seat);
      game.sampleHidden(seat, rng);
    }
    game.apply(seat, rng.pick(game.legalActions(seat)));
  }
  if (game.isOver) {
    // The log of a finished game replays to the same result.
    const text = stringifyLog(writeLog(game, { ruleset: "fuzz", identity }));
    const log = readLog(text);
    if (checkLogIdentity(log, identity, "fuzz").refused.length > 0) throw new Error("a log is refused by the ruleset it was written with");
    const again = replayLog(ir, log);
    if (JSON.stringify(again.result()) !== JSON.stringify(game.result())) throw new Error("the replayed log gives another result");
    hostileLog(ir, identity, text, rng);
  }
  return n;
}

/**
 * The same log made hostile (a huge or odd card name, a card swapped for another, a field out of
 * range, a huge unknown field, a cut-off action list; identity fields wrong, missing, malformed or huge):
 * replaying it, after the identity check a replay makes, either works or is refused with a LogError (or
 * the engine's RuleError), whose message quotes no more than a few dozen characters of it.
 */
function hostileLog(ir: RulesetIR, identity: LogIdentity, text: string, rng: Rng): void {
  const log = JSON.parse(text) as { actions: Record<string, unknown>[]; [k: string]: unknown };
  const plays = log.actions.flatMap((a, i) => (typeof a["play"] === "string" ? [i] : []));
  const at = plays.length > 0 ? plays[rng.int(plays.length)]! : 0;
  const big = "x".repeat(rng.pick([100, 199, 201, 100_000, 2_000_000]));
  const mutations: (() => void)[] = [
    () => void (log.actions[at] = { ...log.actions[at], play: `${String(log.actions[at]?.["play"])}${big}` }),
    () => void (log.actions[at] = { ...log.actions[at], play: String(log.actions[plays[0] ?? 0]?.["play"]) }),
    () => void (log.actions[at] = { ...log.actions[at], seat: rng.pick([-1, 99, 2 ** 53, 1.5]) }),
    () => void (log[big] = 1),
    () => void (log["players"] = rng.pick([0, 101, 2 ** 40])),
    () => void (log["seed"] = rng.pick([-1, 2 ** 32, 1e300])),
    () => void log.actions.splice(rng.int(log.actions.length + 1)),
    () => void log.actions.push(...log.actions.slice(0, 1 + rng.int(8))),
    // The identity fields (log-identity.ts): each optional, so any may be missing.
    () => void delete log[rng.pick(["name", "sourceDigest", "with", "ruleCards", "irDigest"])],
    () => void (log[rng.pick(["sourceDigest", "irDigest"])] = rng.pick([`sha256:${"0".repeat(64)}`, `sha256:${"A".repeat(64)}`, "sha256:", "md5:1234", big, 7])),
    () => void (log["name"] = rng.pick([`${identity.name}!`, "", big, `\u001b[2J${identity.name}`, 3])),
    () => void (log["ruleCards"] = rng.pick([[], [1, 28], [...identity.ruleCards, 61], [-1], [1.5], [2 ** 53], Array.from({ length: 5000 }, (_, i) => i), "1,28"])),
    () => void (log["with"] = rng.pick([["cards/28.stich"], ["../../../etc/passwd"], [big], Array.from({ length: 500 }, () => "cards/01.stich"), [""], "cards"])),
  ];
  rng.pick(mutations)();
  try {
    const read = readLog(JSON.stringify(log));
    const { refused } = checkLogIdentity(read, identity, "fuzz");
    if (refused.length > 0) throw new LogError(refused);
    replayLog(ir, read);
  } catch (e) {
    if (e instanceof RuleError) return;
    if (!(e instanceof Error) || e.name !== "LogError") throw new Error(`a hostile log: ${describe(e)}`);
    if (e.message.length > 2_000) throw new Error(`a hostile log's message is ${e.message.length} characters long`);
  }
}

function describe(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}${e.stack ? `\n${e.stack.split("\n").slice(1, 6).join("\n")}` : ""}`;
  return String(e);
}

// stichwerk simulate <file> --players N [...]: a seeded batch of bot games and its report.

import { join } from "node:path";
import { botNames, simulate, stringifyLog, writeLog, type GameRecord, type RulesetIR } from "../index.js";
import { intOption, parseCommandArgs } from "./args.js";
import { EXIT, type ExitCode, usageError } from "./errors.js";
import { formatFailures, formatSimulateReport } from "./format-simulate.js";
import type { Io } from "./io.js";
import { loadRuleset } from "./load.js";
import { SIMULATE_USAGE } from "./usage.js";

const OPTIONS = {
  players: { type: "string" },
  games: { type: "string" },
  seed: { type: "string" },
  bots: { type: "string" },
  json: { type: "boolean" },
  "log-dir": { type: "string" },
} as const;

/** Keeps a mistyped --games from running for hours; raise it if a study needs more. */
const MAX_GAMES = 10_000_000;

export function simulateCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, SIMULATE_USAGE);
  if (values.help) {
    io.out(SIMULATE_USAGE);
    return EXIT.ok;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) throw usageError("simulate needs a ruleset file", SIMULATE_USAGE);
  if (extra.length > 0) throw usageError(`simulate takes one ruleset file, but also got: ${extra.join(" ")}`, SIMULATE_USAGE);
  if (values.players === undefined) throw usageError("simulate needs --players N", SIMULATE_USAGE);
  // Number options are checked before compiling, so a typo is reported at once.
  const players = intOption(values.players, "players", 0, 1, 1000, SIMULATE_USAGE);
  const games = intOption(values.games, "games", 100, 1, MAX_GAMES, SIMULATE_USAGE);
  const seed = intOption(values.seed, "seed", 1, 0, 0xffffffff, SIMULATE_USAGE);

  const { ir } = loadRuleset(file, io);
  if (ir === undefined) return EXIT.invalid;
  checkPlayers(ir, players);
  const bots = seatBots(values.bots ?? "random", players);
  const logDir = values["log-dir"];
  if (logDir !== undefined) io.makeDir(logDir);

  const report = simulate({
    ir,
    players,
    games,
    seed,
    bots,
    ruleset: file,
    ...(logDir !== undefined ? { onGame: (record: GameRecord) => writeGameLog(io, logDir, file, record) } : {}),
  });

  if (values.json) {
    io.out(`${JSON.stringify(report, null, 2)}\n`);
    // stdout stays one JSON object; the failures are in it, and a summary goes to stderr.
    if (report.failures > 0) io.err(`${formatFailures(report).join("\n")}\n`);
  } else {
    io.out(formatSimulateReport(report));
  }
  return report.failures > 0 ? EXIT.failures : EXIT.ok;
}

function checkPlayers(ir: RulesetIR, players: number): void {
  const { min, max } = ir.players;
  if (players < min || players > max) {
    throw usageError(`--players ${players}: "${ir.name}" is for ${min === max ? min : `${min} to ${max}`} players`, SIMULATE_USAGE);
  }
}

/** --bots: one name for every seat, or one per seat. */
function seatBots(list: string, players: number): string[] {
  const names = list.split(",").map((s) => s.trim());
  const known = botNames();
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw usageError(`unknown bot${unknown.length === 1 ? "" : "s"} ${unknown.map((n) => `"${n}"`).join(", ")}; known bots: ${known.join(", ")}`, SIMULATE_USAGE);
  }
  if (names.length === 1) return Array.from({ length: players }, () => names[0]!);
  if (names.length !== players) {
    throw usageError(`--bots lists ${names.length} bots; give one for all seats or one per seat (${players})`, SIMULATE_USAGE);
  }
  return names;
}

function writeGameLog(io: Io, dir: string, file: string, record: GameRecord): void {
  // Game.create itself failed: there is nothing to replay, and the failure is in the report.
  if (record.game === undefined) return;
  const log = writeLog(record.game, { ruleset: file });
  io.writeText(join(dir, `game-${record.index}-seed-${record.seed}.json`), stringifyLog(log));
}

// What the benchmark and its test share: loading the compiled ruleset, the seed derivation, and one
// game on each side (compiled engine / hand-written), both reduced to the same outcome shape.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Game, Rng, compile, formatDiagnostic, gameSeed, playGame, randomBot, type RulesetIR } from "../src/index.js";

export const ROOT = join(import.meta.dirname, "..");
export const CLASSIC = "rulesets/sticheln/classic.stich";

/**
 * Compiles a ruleset (path relative to the repository root) through the public API, with the rule cards
 * `cards` in force (paths relative to the ruleset's folder, as CompileOptions.with); throws on errors.
 */
export function loadRuleset(file: string, cards: readonly string[] = []): RulesetIR {
  const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");
  const readFile = (path: string): string | undefined => {
    try {
      return read(path);
    } catch {
      return undefined;
    }
  };
  const text = read(file);
  const { ir, diagnostics } = compile(text, { file, readFile, with: cards });
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (!ir || errors.length > 0) throw new Error(`${file} does not compile:\n${errors.map((d) => formatDiagnostic(d, text)).join("\n")}`);
  return ir;
}

/**
 * The one seed derivation both sides use, the same as simulate() in src/sim/simulate.ts without seat
 * rotation: game i of a batch has seed gameSeed(batchSeed, i) (the engine's deal stream), and seat
 * s's bot draws from new Rng(gameSeed(seed, s)).
 */
export { gameSeed };

export function botRngs(seed: number, players: number): Rng[] {
  const out: Rng[] = [];
  for (let seat = 0; seat < players; seat++) out.push(new Rng(gameSeed(seed, seat)));
  return out;
}

export interface Outcome {
  readonly roundScores: readonly (readonly number[])[];
  readonly totals: readonly number[];
}

/**
 * One game on the compiled engine, through the API the lab uses (Game.create + playGame + randomBot).
 * `record` as in GameOptions: the lab keeps no events or actions for random bots unless asked for logs.
 */
export function playCompiledGame(ir: RulesetIR, players: number, seed: number, record = true): Game {
  const game = Game.create(ir, { players, seed, record });
  playGame(game, new Array(players).fill(randomBot), botRngs(seed, players));
  return game;
}

export function playCompiled(ir: RulesetIR, players: number, seed: number, record: boolean): Outcome {
  const result = playCompiledGame(ir, players, seed, record).result();
  if (!result) throw new Error(`game with seed ${seed} did not finish`);
  return result;
}

/** Where two outcomes differ first, or null when they agree. */
export function firstDifference(a: Outcome, b: Outcome): string | null {
  for (let r = 0; r < Math.max(a.roundScores.length, b.roundScores.length); r++) {
    const x = a.roundScores[r]?.join(",");
    const y = b.roundScores[r]?.join(",");
    if (x !== y) return `round ${r + 1} scores ${x ?? "(none)"} vs ${y ?? "(none)"}`;
  }
  const x = a.totals.join(",");
  const y = b.totals.join(",");
  return x === y ? null : `totals ${x} vs ${y}`;
}

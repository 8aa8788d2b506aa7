// Plays the card sweep's combinations: compiles the base ruleset with the combination's rule cards in
// force (CompileOptions.with, as the CLI's --with does) and plays a batch of random-bot games with
// simulate(), the lab's fast path (uniform bots, no events kept). A failure is anything that stops a
// combination from being played: a compile error, an exception while compiling, or a game that did
// not finish (RuleError, illegal action, stuck game, internal error), each named with what replays it.

import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { compile } from "../../src/lang/compile.js";
import { simulate } from "../../src/sim/simulate.js";
import { comboName, ruleCardsOf, type Combo, type RuleCardFile } from "./plan.js";

export const ROOT = join(import.meta.dirname, "..", "..");

export interface SweepFailure {
  readonly combo: string;
  readonly kind: Combo["kind"];
  readonly players: number;
  /** "compile" for a ruleset that did not compile, else the game failure's code (RuleError code, "illegal-action", "stuck", "error"). */
  readonly code: string;
  readonly message: string;
  /** The batch seed and the failed game's index and seed (absent for compile failures). */
  readonly batchSeed?: number;
  readonly game?: number;
  readonly gameSeed?: number;
  /** A command that replays the batch (the failure is its game `game`). */
  readonly repro: string;
}

export interface ComboResult {
  readonly combo: Combo;
  readonly games: number;
  readonly failures: readonly SweepFailure[];
  readonly compileMs: number;
  readonly playMs: number;
}

/** The rule cards of a base ruleset's `cards/` folder (file is relative to ROOT). */
export function listRuleCards(base: string): RuleCardFile[] {
  return ruleCardsOf(readdirSync(join(ROOT, dirname(base), "cards")));
}

const readFile = (path: string): string | undefined => {
  const abs = join(ROOT, path);
  return existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
};

function repro(base: string, combo: Combo, games: number): string {
  const withs = combo.cards.map((c) => `--with ${c.path}`).join(" ");
  return `npx tsx src/cli/main.ts simulate ${base} ${withs} --players ${combo.players} --games ${games} --seed ${combo.seed}`;
}

/** Compiles `base` with the combination's cards in force and plays `games` random games. */
export function playCombo(base: string, combo: Combo, games: number): ComboResult {
  const name = comboName(combo);
  const common = { combo: name, kind: combo.kind, players: combo.players, repro: repro(base, combo, games) };
  const t0 = performance.now();
  let ir;
  try {
    const r = compile(readFileSync(join(ROOT, base), "utf8"), { file: relative(ROOT, join(ROOT, base)), readFile, with: combo.cards.map((c) => c.path) });
    ir = r.ir;
    if (!ir) {
      const errors = r.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`);
      return { combo, games: 0, failures: [{ ...common, code: "compile", message: errors.join("\n") || "no IR and no error" }], compileMs: performance.now() - t0, playMs: 0 };
    }
  } catch (e) {
    return { combo, games: 0, failures: [{ ...common, code: "compile", message: `compile threw: ${e instanceof Error ? e.stack ?? e.message : String(e)}` }], compileMs: performance.now() - t0, playMs: 0 };
  }
  const t1 = performance.now();
  const report = simulate({ ir, players: combo.players, games, seed: combo.seed, bots: Array.from({ length: combo.players }, () => "random"), rotate: false });
  const playMs = performance.now() - t1;
  const failures: SweepFailure[] = report.failureSamples.map((f) => ({ ...common, code: f.code, message: f.message, batchSeed: combo.seed, game: f.game, gameSeed: f.seed }));
  // simulate keeps only the first few failures as samples; the count says how many there were.
  if (report.failures > failures.length) failures.push({ ...common, code: "more", message: `${report.failures - failures.length} more failed games in this batch` });
  return { combo, games: report.games + report.failures, failures, compileMs: t1 - t0, playMs };
}

/** Plays every combination with `games` games; all failures, games played and the time taken. */
export function playCombos(base: string, combos: readonly Combo[], games: number): { failures: SweepFailure[]; played: number; ms: number } {
  const start = performance.now();
  const failures: SweepFailure[] = [];
  let played = 0;
  for (const c of combos) {
    const r = playCombo(base, c, games);
    played += r.games;
    failures.push(...r.failures);
  }
  return { failures, played, ms: performance.now() - start };
}

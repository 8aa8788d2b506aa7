// From a sweep file to the tasks to play: list the base's rule cards, expand the cells, compile each
// cell's ruleset once (with its cards in force, as --with does) and key every task by its contents
// and the code digest. A cell that does not compile is an outcome of its own, not a task.

import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { expandSweep, getBot, SweepSpecError, type CardFile, type CellOutcome, type CellTask, type RulesetIR, type SweepCellSpec } from "../../index.js";
import type { Io } from "../io.js";
import { loadRuleset } from "../load.js";
import { codeDigest, taskKey } from "./code-digest.js";
import { SweepFileError, type LoadedSpec } from "./spec-file.js";

export interface PlannedSweep {
  readonly cells: readonly SweepCellSpec[];
  /** Per cell: the task to play, or the outcome already known (a compile error). */
  readonly work: readonly ({ readonly task: CellTask } | CellOutcome)[];
}

export function planSweep(specFile: string, loaded: LoadedSpec, io: Io): PlannedSweep {
  const { spec } = loaded;
  const here = dirname(specFile);
  const located = (path: (string | number)[], message: string) => new SweepFileError(specFile, [{ ...loaded.at(path), code: "SW8003", message }]);
  for (const [path, bot] of [
    ...(spec.lineups ?? []).flatMap((l, i) => (typeof l === "string" ? [l] : l).map((b) => [["lineups", i], b] as const)),
    ...(spec.skill ? [[["skill", "strong"], spec.skill.strong] as const, [["skill", "weak"], spec.skill.weak ?? "random"] as const] : []),
  ]) {
    try {
      getBot(bot);
    } catch (e) {
      throw located([...path], e instanceof Error ? e.message : String(e));
    }
  }
  const base = spec.base !== undefined ? join(here, spec.base) : undefined;
  let cards: CardFile[] = [];
  if (base !== undefined && spec.cards !== undefined) {
    const folder = spec.cards.folder ?? "cards";
    let names: string[];
    try {
      names = readdirSync(join(dirname(base), folder));
    } catch {
      throw located(["cards"], `no rule-card folder ${join(dirname(base), folder)}`);
    }
    cards = names
      .flatMap((name) => {
        const m = /^(\d+)-.*\.stich$/.exec(name);
        return m ? [{ number: Number(m[1]), path: `${folder}/${name}` }] : [];
      })
      .sort((a, b) => a.number - b.number);
  }

  // Compiled once per ruleset and card set, quietly: a cell's compile errors go into its outcome.
  const compiled = new Map<string, { ir: RulesetIR } | { error: string }>();
  const compileCell = (c: SweepCellSpec) => {
    const id = `${c.ruleset}|${c.cards.map((f) => f.path).join(",")}`;
    let r = compiled.get(id);
    if (r === undefined) {
      const messages: string[] = [];
      const quiet: Io = { ...io, err: (text) => void messages.push(text.trimEnd()) };
      try {
        const { ir } = loadRuleset(join(here, c.ruleset), quiet, undefined, c.cards.map((f) => f.path));
        r = ir ? { ir } : { error: messages.join("\n") || "the ruleset has errors" };
      } catch (e) {
        r = { error: e instanceof Error ? e.message : String(e) };
      }
      compiled.set(id, r);
    }
    return r;
  };

  let cells: SweepCellSpec[];
  try {
    const first = base ?? join(here, spec.rulesets![0]!);
    const firstCompiled = compileCell({ index: 0, label: "", ruleset: relative(here, first), cards: [], players: 0, lineup: [], isBase: false });
    cells = expandSweep(spec, cards, "ir" in firstCompiled ? firstCompiled.ir.players.min : 1);
  } catch (e) {
    if (e instanceof SweepSpecError) throw located(["cards"], e.message);
    throw e;
  }

  const code = codeDigest();
  const seed = spec.seed ?? 1;
  const work = cells.map((c) => {
    const r = compileCell(c);
    if ("error" in r) return { compileError: r.error };
    const { min, max } = r.ir.players;
    if (c.players < min || c.players > max) return { compileError: `"${r.ir.name}" is for ${min === max ? min : `${min} to ${max}`} players, not ${c.players}` };
    const content = {
      code,
      ir: r.ir,
      players: c.players,
      lineup: c.lineup,
      games: spec.games,
      seed,
      rotate: spec.rotate ?? true,
      countForced: spec.forcedShare ?? true,
      ...(spec.maxSteps !== undefined ? { maxSteps: spec.maxSteps } : {}),
      ...(spec.skill ? { skill: { strong: spec.skill.strong, weak: spec.skill.weak ?? "random", games: spec.skill.games ?? spec.games } } : {}),
    };
    return { task: { key: taskKey(content), ...content } satisfies CellTask };
  });
  return { cells, work };
}

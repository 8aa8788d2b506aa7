// A sweep file (schemas/sweep-spec.schema.json) and the cells it names. Pure: the caller lists the
// rule-card files and compiles; expanding the same spec and card list always gives the same cells in
// the same order, which is the order of the report.

import type { Static } from "../../ir/schema-kit.js";
import type { CardRangeSchema, SweepSpecSchema } from "./spec-schema.js";

/** Card numbers: "21-60", a number, or a list of numbers. */
export type CardRange = Static<typeof CardRangeSchema>;

/** A sweep file: the type of its schema (spec-schema.ts), so the two cannot drift. */
export interface SweepSpec extends Static<typeof SweepSpecSchema> {}

/** A rule-card file of the base's card folder. */
export interface CardFile {
  readonly number: number;
  /** Relative to the base ruleset's folder, as CompileOptions.with takes it. */
  readonly path: string;
}

/** What a cell plays: a ruleset (with rule cards in force), a player count, a line-up. */
export interface SweepCellSpec {
  /** Position in the report. */
  readonly index: number;
  /** E.g. "base", "1+21+22", "rulesets/x.stich". */
  readonly label: string;
  /** The ruleset file, as given in the spec (relative to the spec file). */
  readonly ruleset: string;
  /** Rule cards in force, ascending by number (empty: the ruleset as it is). */
  readonly cards: readonly CardFile[];
  readonly players: number;
  /** One bot spec per seat. */
  readonly lineup: readonly string[];
  /** Whether this is the base (the reference for "far from the base"). */
  readonly isBase: boolean;
}

export class SweepSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SweepSpecError";
  }
}

/** Card numbers of a range: "21-60", 7, or [1, 5, 9]. */
export function rangeNumbers(r: CardRange): number[] {
  if (typeof r === "number") return [r];
  if (Array.isArray(r)) return [...(r as readonly number[])];
  const m = /^(\d+)\s*-\s*(\d+)$/.exec(r as string);
  if (!m) throw new SweepSpecError(`"${String(r)}" is not a card range like "21-60"`);
  const [from, to] = [Number(m[1]), Number(m[2])];
  if (from > to) throw new SweepSpecError(`card range "${String(r)}" is empty`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === size) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < items.length; i++) {
      chosen.push(items[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/** The card sets of the spec, each ascending by number (combinations first, then the listed sets). */
export function cardSets(spec: SweepSpec, cards: readonly CardFile[]): CardFile[][] {
  const c = spec.cards;
  if (!c) return [];
  const byNumber = new Map(cards.map((f) => [f.number, f]));
  const card = (n: number) => {
    const f = byNumber.get(n);
    if (!f) throw new SweepSpecError(`there is no rule card ${n} in the card folder`);
    return f;
  };
  const sets: CardFile[][] = [];
  if (c.combinations) {
    const pool = rangeNumbers(c.combinations.of).filter((n) => byNumber.has(n)).map(card);
    sets.push(...combinations(pool, c.combinations.size));
  }
  for (const s of c.sets ?? []) sets.push(s.map(card));
  if (c.with) {
    const extra = rangeNumbers(c.with.of).filter((n) => byNumber.has(n)).map(card);
    if (extra.length === 0) throw new SweepSpecError(`cards.with: no rule card numbered ${JSON.stringify(c.with.of)} in the card folder`);
    sets.forEach((s, k) => s.push(extra[k % extra.length]!));
  }
  for (const s of sets) {
    s.sort((a, b) => a.number - b.number);
    const numbers = s.map((f) => f.number);
    if (new Set(numbers).size !== numbers.length) throw new SweepSpecError(`card set ${numbers.join("+")} names a card twice`);
  }
  return sets;
}

/** Every cell of the spec, in report order: per ruleset or card set, per player count, per line-up. */
export function expandSweep(spec: SweepSpec, cards: readonly CardFile[], defaultPlayers: number): SweepCellSpec[] {
  const sources: { label: string; ruleset: string; cards: readonly CardFile[]; isBase: boolean }[] = [];
  if (spec.base !== undefined) {
    sources.push({ label: "base", ruleset: spec.base, cards: [], isBase: true });
    for (const set of cardSets(spec, cards)) sources.push({ label: set.map((f) => f.number).join("+"), ruleset: spec.base, cards: set, isBase: false });
  } else if (spec.cards !== undefined) {
    throw new SweepSpecError("cards needs a base ruleset to put them in force on");
  }
  for (const r of spec.rulesets ?? []) sources.push({ label: r, ruleset: r, cards: [], isBase: false });
  const players = spec.players ?? [defaultPlayers];
  const lineups = (spec.lineups ?? ["random"]).map((l) => (typeof l === "string" ? [l] : [...l]));
  const cells: SweepCellSpec[] = [];
  for (const source of sources) {
    for (const n of players) {
      for (const l of lineups) {
        if (l.length !== 1 && l.length !== n) throw new SweepSpecError(`line-up ${l.join(",")} has ${l.length} bots; give one for every seat or one per seat (${n})`);
        const lineup = l.length === 1 ? Array.from({ length: n }, () => l[0]!) : l;
        cells.push({ index: cells.length, ...source, players: n, lineup });
      }
    }
  }
  return cells;
}

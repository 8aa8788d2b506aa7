// Rank names (`ranks J = 11, Q = 12, ...`): a rank of the deck or of an expression may be written by
// its name. The checker reports unknown and clashing names; everything else reads them through here.
import type { RankLit } from "./ast.js";
import type { DeclaredNames } from "./check-names.js";
import type { Model } from "./model.js";

/** The declared rank names with their numbers (the first declaration of a name wins; the checker reports a second one). */
export function rankNameMap(model: Model): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const r of model.ranks?.item.names ?? []) if (!out.has(r.name.name)) out.set(r.name.name, r.rank.value);
  return out;
}

/** A deck rank's number: a number as written, a name by its declaration; undefined for an unknown name. */
export function rankValue(lit: RankLit, names: ReadonlyMap<string, number>): number | undefined {
  return "value" in lit ? lit.value : names.get(lit.name);
}

/** Names that read as a number anywhere: the special calls' words and the rank names. */
export function numberWords(names: DeclaredNames): ReadonlyMap<string, number> {
  return names.rankNames.size === 0 ? names.words : new Map([...names.words, ...names.rankNames]);
}

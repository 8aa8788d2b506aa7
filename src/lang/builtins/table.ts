// The built-in table: every built-in name and function of the IR (BUILTINS_INFO, FN_NAMES) with its
// language side, joined from the mechanics' modules in this folder. A name of the IR without an entry
// here does not compile (`covered` below), and a name two modules claim is refused when this module
// loads. The checker, lowering, hover, completion and the rules sheet read built-ins only from here.
import { BUILTIN_NAMES, BUILTINS_INFO, type BuiltinName, type FnName } from "../../ir/types.js";
import type { BuiltinModule, BuiltinSyntax, FunctionSyntax } from "../builtin-syntax.js";
import type { Ctx } from "../types.js";
import { cardBuiltins } from "./card.js";
import { gameBuiltins } from "./game.js";
import { heldBuiltins } from "./held.js";
import { listBuiltins } from "./lists.js";
import { openTrickBuiltins } from "./open-tricks.js";
import { playedBuiltins } from "./played.js";
import { ruleCardBuiltins } from "./rule-cards.js";
import { seatBuiltins } from "./seat.js";
import { taskBuiltins } from "./tasks.js";
import { teamBuiltins } from "./teams.js";
import { trickBuiltins } from "./trick.js";
import { turnedBuiltins } from "./turned.js";

/** One line per module: a new mechanic with built-ins adds its module here. */
const MODULES = [
  listBuiltins,
  gameBuiltins,
  seatBuiltins,
  cardBuiltins,
  trickBuiltins,
  openTrickBuiltins,
  playedBuiltins,
  turnedBuiltins,
  ruleCardBuiltins,
  teamBuiltins,
  heldBuiltins,
  taskBuiltins,
] as const;

/** The modules of the table (a union of their types). */
export type ListedBuiltins = (typeof MODULES)[number];
type NamesOf<M> = M extends { readonly names: infer N } ? keyof N : never;
type FunctionsOf<M> = M extends { readonly functions: infer F } ? keyof F : never;
/** A built-in name or function of the IR that no module gives its language side: the error names it. */
type Covers<All extends string, Got> = [Exclude<All, Got>] extends [never] ? true : { missing: Exclude<All, Got> };
/** `[true, true]` only when the modules M give every built-in name and function of the IR its entry. */
export type CoversBuiltins<M> = [Covers<BuiltinName, NamesOf<M>>, Covers<FnName, FunctionsOf<M>>];
const covered: CoversBuiltins<ListedBuiltins> = [true, true];
void covered;

/** The modules' entries of one part, by name; a name two modules give is refused. */
export function joinBuiltins<T>(modules: readonly BuiltinModule[], part: (m: BuiltinModule) => Readonly<Record<string, T | undefined>>, what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const m of modules) {
    for (const [name, entry] of Object.entries(part(m))) {
      if (entry === undefined) continue;
      if (Object.hasOwn(out, name)) throw new Error(`the built-in ${what} '${name}' is given by two modules`);
      out[name] = entry;
    }
  }
  return out;
}

/** Every built-in name's language side. */
export const BUILTIN_SYNTAX: { readonly [K in BuiltinName]: BuiltinSyntax } = joinBuiltins(MODULES, (m) => m.names, "name") as { [K in BuiltinName]: BuiltinSyntax };

/** Every built-in function's language side. */
export const FUNCTIONS: { readonly [F in FnName]: FunctionSyntax } = joinBuiltins(MODULES, (m) => m.functions, "function") as { [F in FnName]: FunctionSyntax };

/** The entry of a built-in name, for a look-up by any string. */
export function builtinSyntax(name: string): BuiltinSyntax | undefined {
  return Object.hasOwn(BUILTIN_SYNTAX, name) ? BUILTIN_SYNTAX[name as BuiltinName] : undefined;
}

export function isFnName(name: string): name is FnName {
  return Object.hasOwn(FUNCTIONS, name);
}

/** The context a built-in needs, if any: its entry's, else its IR context (none for a global name). */
export function builtinNeeds(name: string): Ctx | undefined {
  const own = builtinSyntax(name)?.needs;
  if (own !== undefined) return own;
  const info = BUILTIN_NAMES[name];
  if (!info || info.context === "global") return undefined;
  return info.context;
}

/** The built-ins' hover texts by name (a name that is both a value and a function has one text). */
export function builtinHovers(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(BUILTINS_INFO) as BuiltinName[]) out[name] = BUILTIN_SYNTAX[name].hover;
  for (const fn of Object.keys(FUNCTIONS) as FnName[]) out[fn] ??= FUNCTIONS[fn].hover;
  return out;
}

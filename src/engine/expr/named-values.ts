// The ruleset's own names an expression reads before any built-in of that name: its piles, orders,
// calls, lets, secrets and its auction. One table over every field of CompileNames says, per field,
// how it declares names (a reference to `name` compiled, or undefined when the field has no such
// name) or that it declares none (null). Both the compiled reference (expr/compile.ts compileRef) and
// the question "is `hand` the built-in hand?" (isHand, codegen's `declared`) are derived from it, so a
// new kind of declared name is one entry here, and a CompileNames field without its entry does not
// compile: it cannot be read as a built-in of the same name by one part and not by another.

import type { Compiled, CompileNames } from "./types.js";

/** What a secret reads as before the draw (no step has run yet): none. */
const NONE: readonly number[] = [];

/** Per field of CompileNames: compile a reference to one of the names it declares, or null (it declares none). */
export type NameReaders = {
  readonly [K in keyof CompileNames]-?: ((v: NonNullable<CompileNames[K]>, name: string) => Compiled | undefined) | null;
};

/** In the order a name is looked up (a pile before an order of the same name, ...). */
export const NAMED_VALUES: NameReaders = {
  piles: (m, name) => {
    const p = m.get(name);
    return p === undefined ? undefined : (env) => env.st.piles[p]![env.seat]!;
  },
  orders: (m, name) => {
    const o = m.get(name);
    return o === undefined ? undefined : (env) => env.st.orders[o]![env.seat]!;
  },
  // A call not made yet reads as 0 (steps/call.ts).
  calls: (m, name) => {
    const c = m.get(name);
    return c === undefined ? undefined : (env) => env.st.calls.values[c]![env.seat] ?? 0;
  },
  lets: (m, name) => m.get(name),
  secrets: (m, name) => {
    const s = m.get(name);
    return s === undefined ? undefined : (env) => env.st.secrets?.values[s] ?? NONE;
  },
  auction: (a, name) => (a === name ? (env) => env.st.auction.value : undefined),
  // Not names a rule reads by `ref`: card attributes are read by their own expression kind, the let
  // expressions are the lets' (above), the rest are compiled slots and facts about the ruleset.
  attrs: null,
  letExprs: null,
  attrExprs: null,
  trump: null,
  trickValue: null,
  keyBound: null,
  cardFreeAttrs: null,
  trickConstAttrs: null,
  suitOnlyAttrs: null,
  teams: null,
  hiddenTeams: null,
  fast: null,
  generate: null,
};

const READERS = Object.entries(NAMED_VALUES).filter(([, r]) => r !== null) as [keyof CompileNames, (v: unknown, name: string) => Compiled | undefined][];

/** The ruleset's own value named `name` (a pile, order, call, let, secret or the auction), or undefined. */
export function namedValue(names: CompileNames, name: string): Compiled | undefined {
  for (const [field, read] of READERS) {
    const v = names[field];
    if (v === undefined) continue;
    const c = read(v, name);
    if (c !== undefined) return c;
  }
  return undefined;
}

/** Is `name` one of the ruleset's own, read before any built-in of that name? */
export function isDeclaredName(names: CompileNames, name: string): boolean {
  return namedValue(names, name) !== undefined;
}

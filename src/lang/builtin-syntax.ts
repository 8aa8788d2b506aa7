// The language's side of a built-in name or function, in one object: what it needs where it is read,
// how `NAME of CARDS` lowers when it is a card's value, its hover text and its words on the rules
// sheet (a function's also its arguments). A mechanic's module under src/lang/builtins/ exports one
// `BuiltinModule`; the table (src/lang/builtins/table.ts) joins them, typed so that a name of the IR's
// BUILTINS_INFO or FN_NAMES without its entry does not compile. The checker, lowering, hover,
// completion, the public-play check and the sheet reach a built-in only through the table.
// Names no mechanic.
import type { BuiltinName, FnName } from "../ir/types.js";
import type { Names } from "./check-expr.js";
import type { Ctx, Type } from "./types.js";

/** A built-in name (BUILTINS_INFO gives its type and the context it is read in). */
export interface BuiltinSyntax {
  /** Hover and completion text: its type, what it is, where it may be used. */
  readonly hover: string;
  /** How it reads on the rules sheet ("the lead suit"). */
  readonly sheet: string;
  /** The context it needs when it is more than its IR context (`trump`: only the `winner` slot knows it). */
  readonly needs?: Ctx;
  /**
   * A value of the card in question, readable as `NAME of CARD` and `NAME of CARDS`: lowered to the IR's
   * `of` field of that name (rank, suit), or to a `map` of the name over the cards (`map`).
   */
  readonly ofCards?: "rank" | "suit" | "map";
  /** Why the name cannot be read in this ruleset at all, finishing "'NAME' ..." (SW3015), if so. */
  readonly unavailable?: (names: Names) => string | undefined;
  /**
   * Hidden from the other seats (read after "reads"): a play rule may not read it at another seat.
   * `unlessPublic`: not hidden when that pile is declared public.
   */
  readonly hiddenFromOthers?: { readonly why: string; readonly unlessPublic?: string };
}

/** A built-in function: its arguments' kinds, its result, hover text and sheet words. */
export interface FunctionSyntax {
  /** Per argument, the types it accepts (the count is the arity). */
  readonly args: readonly (readonly Type[])[];
  readonly result: Type;
  /** The arguments in words, for SW3005 ("one list of numbers"). */
  readonly takes: string;
  /** The context it needs (`roundScore(n)`: one seat's). */
  readonly needs?: Ctx;
  readonly hover: string;
  /** Its reading on the rules sheet, given its arguments read out. */
  sheet(args: readonly string[]): string;
}

/** What one mechanic's module adds: its built-in names and functions (each may be empty). */
export interface BuiltinModule {
  readonly names: { readonly [K in BuiltinName]?: BuiltinSyntax };
  readonly functions: { readonly [F in FnName]?: FunctionSyntax };
}

// The compiled rules of a ruleset (assembly/compile.ts makes them once per IR; every game shares them).

import type { LeadTable } from "./lead-table.js";
import type { Expr, RulesetIR } from "../../ir/types.js";
import type { Compiled, PerCard } from "../expr/types.js";
import type { CompiledStep } from "./steps.js";
import type { FastCaps } from "./caps.js";
import type { RuleRef } from "../../ir/rule-ref.js";

export interface CompiledKey {
  /** +1: highest is best; -1: lowest is best. */
  readonly sign: 1 | -1;
  readonly value: Compiled<number>;
}

export interface CompiledTier {
  /** The tier's keys in order; sign 1 when the highest value is best. */
  readonly keys: readonly { readonly sign: 1 | -1; readonly key: Compiled<number> }[];
  readonly where: Compiled<boolean>;
  /** Its keys kept per lead card and card (tricks/winner-table.ts), or null when evaluated live. */
  readonly leadTable: LeadTable | null;
}

/**
 * The parts of the compiled rules the mechanics add: each mechanic module extends this interface with
 * its descriptor's `rules` (`interface MechanicRules extends RulesValues<typeof xRules> {}`), as it
 * extends MechanicState with its slices, and the assembly list refuses to compile when the two differ
 * (assembly/mechanics.ts rulesFromList). The kernel's CompiledRules below names none of them.
 */
export interface MechanicRules {}

/** The compiled values of a mechanic's `rules` part: each field is what its function returns. */
export type RulesValues<T> = { readonly [K in keyof T]: T[K] extends (...args: never[]) => infer R ? R : never };

export interface CompiledRules extends MechanicRules {
  readonly ir: RulesetIR;
  /** Whether each pile (flow/piles.ts pileNames) is public, and the `won` pile's index. */
  readonly pilePublic: readonly boolean[];
  readonly wonPile: number;
  readonly rounds: Compiled<number>;
  readonly dealEach: Compiled<number> | null;
  readonly before: readonly CompiledStep[];
  readonly after: readonly CompiledStep[];
  /** The steps during trick play (IR trickSteps), all blocks in one list (steps/during.ts duringBlockOf says which is whose). */
  readonly during: readonly CompiledStep[];
  /**
   * Won tricks are kept apart (tricks/held.ts) only when a mechanic of the ruleset needs them
   * (heldTricks): a trick value or `trickPoints`, a trick recipient, or a step that moves or changes held tricks. Otherwise a won trick is what it always
   * was, cards into the holder's won pile and one more trick: no object per trick for the common game.
   */
  readonly keepsHeld: boolean;
  readonly open: Compiled<boolean>;
  readonly follow: Compiled<boolean>;
  /**
   * Compiles another expression of this ruleset with the same names (piles, lets, card attributes,
   * trump): for explanations (explain/why-false.ts), never on the hot path.
   */
  readonly compileExpr: (e: Expr, rule: RuleRef) => Compiled;
  /** The `open` / `follow` rule when it is a plain true or false (no need to evaluate it per card), else null. */
  readonly openConst: boolean | null;
  readonly followConst: boolean | null;
  /**
   * `open`, `follow` and `aside` with their card-independent parts lifted out (expr/types.ts PerCard),
   * for listing a seat's plays: the lifted parts once per trick (or once for open / aside), the rest
   * per card. Null when the rule is constant, absent, or for the reference compilation.
   */
  readonly openLifted: PerCard | null;
  readonly followLifted: PerCard | null;
  readonly asideLifted: PerCard | null;
  /**
   * Which fast paths every mechanic of this ruleset declares itself safe for (caps.ts). A fast path
   * runs only where this says so.
   */
  readonly caps: FastCaps;
  readonly asideWhen: Compiled<boolean> | null;
  readonly trump: Compiled<boolean>;
  readonly winnerTiers: readonly CompiledTier[];
  /** Is a card joining an open trick played face down (tricks/face-down.ts); null: never. */
  readonly faceDown: Compiled<boolean> | null;
  /** Which card of the winner order wins (1 = the best); null when it is the constant 1. */
  readonly pick: Compiled<number> | null;
  /** Per winner tier: is it fixed per deck (core/card-tables.ts), so that it can be evaluated once into a table? */
  readonly tierFixed: readonly boolean[];
  readonly completeAt: Compiled<number> | null;
  readonly stopWhen: Compiled<boolean> | null;
  readonly score: Compiled<number>;
  readonly dealerKeys: readonly CompiledKey[] | null;
  readonly rankKeys: readonly CompiledKey[];
  /** Local slots an Env needs for all of the above. */
  readonly slotCount: number;
}

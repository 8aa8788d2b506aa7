// What a mechanic contributes to the engine, in one object: the kernel's side of the mechanic
// descriptor, naming no mechanic. A mechanic module (steps/, tricks/, rulecards/, flow/) exports one
// `Mechanic`; the assembly list (assembly/listed.ts) names them all, and the registries, the hook
// lists, the fast-path declarations and the observation are derived from that list, so that a part
// left out does not compile:
// - `view` (who sees what of its state), `caps` (which fast paths stay correct with it) and `codecs`
//   (one per action type it decides) are required: a mechanic with nothing to show says `view: null`,
//   one that changes no fast path says so in `caps`;
// - its step, decision and event handlers join registries typed over their unions (assembly/*.ts);
// - its state slices join the state (core/state.ts MechanicState; assembly/state-literal.ts is generated);
// - its hooks are compiled per ruleset into flat lists that are empty when no mechanic of the ruleset
//   uses a hook (kernel.ts HookLists), so a mechanic costs a ruleset that does not use it one length
//   check at each hook point.

import type { RulesetIR } from "../../ir/types.js";
import type { FastCaps } from "../rules/caps.js";
import type { StepKind, StepSource } from "../rules/steps.js";
import type { RuleRef } from "../../ir/rule-ref.js";
import type { StepIR } from "../../ir/types.js";
import type { Observation, Seat } from "../types.js";
import type { ActionOf, ActionType, DecisionHandler } from "./decision.js";
import type { EventHandler, EventType } from "./event.js";
import type { Hooks, Kernel } from "./kernel.js";
import type { StepCompileContext, StepHandler } from "./step-handler.js";
import type { MechanicSlice, State } from "./state.js";
import type { BuiltinName } from "../../ir/types.js";
import type { BuiltinImpl } from "../expr/builtins.js";
import type { CompileNames, Env, Value } from "../expr/types.js";

/** How an action of one type is keyed and put in words, wherever actions are compared or shown. */
export interface ActionCodec<T extends ActionType> {
  /**
   * A short string, equal for two actions exactly when they are the same decision (the bots' search
   * trees key their moves by it): cards chosen in another order are the same choice, an arrangement
   * in another order is not.
   */
  key(a: ActionOf<T>): string;
  /** The decision in words after "seat N " (a replay's mismatch, a designer's list): "plays 7 to a new trick". */
  describe(a: ActionOf<T>, card: (id: number) => string): string;
  /**
   * The action a seat's committed secret choice stands for, from the values the kernel keeps of it
   * (`pending`, shown to the seat as Observation.ownChoice): the sampler replays the seat's own
   * commitment with it. Null for an action type that is never committed in secret.
   */
  readonly fromCommitted: ((own: readonly number[]) => ActionOf<T>) | null;
}

/**
 * What a mechanic needs the kernel to keep for it in a ruleset that uses it; what no mechanic of the
 * ruleset needs is not kept (the common game pays nothing for it).
 */
export interface Needs {
  /** Won tricks kept apart, one object per trick with its holder (tricks/held.ts), instead of cards into the won pile. */
  readonly heldTricks?: boolean;
}

/**
 * Where a step the engine places itself (Mechanic.opening) runs among the others that open the round,
 * first to last: what is drafted once for the game (it may be read by everything after), the round's
 * secret values drawn at random, a deal that fills the hands by a draft, the rules brought into force
 * for the round (the ruleset's own steps may depend on them). Steps of one phase run in the order of
 * the assembly list.
 */
export const OPENING_PHASES = ["game", "chance", "deal", "rules"] as const;
export type OpeningPhase = (typeof OPENING_PHASES)[number];

/** A step the engine places before the ruleset's own steps before trick play (no ruleset lists it). */
export interface OpeningStep<S extends Exclude<StepSource, StepIR> = Exclude<StepSource, StepIR>> {
  readonly phase: OpeningPhase;
  /** The step, compiled by its kind's handler like a listed one. */
  readonly source: S;
  /** The declaration it comes from, named in errors and located by the front-end. */
  readonly rule: RuleRef;
}

/**
 * The evaluation context as a mechanic's built-in reads it: the whole state, its own slices included
 * (an expression's `env.st` is always the kernel's state: core/kernel.ts newEnv).
 */
export type StateEnv = Omit<Env, "st"> & { readonly st: State };

/** A built-in name a mechanic defines (expr/builtins.ts BuiltinImpl, reading the state its slices add). */
export interface MechanicBuiltin extends Omit<BuiltinImpl, "compile"> {
  compile(names: CompileNames): (env: StateEnv) => Value;
}

/**
 * What a mechanic's state carries into a game resumed at the start of a round (Game.resume; the
 * sampler's worlds start the observed round so): taken from a seat's observation, put back into the
 * new game's state before its round starts.
 */
export interface ResumePart<T> {
  /** What to carry, from the observation; undefined when the ruleset has nothing of it. */
  readonly saved: (obs: Observation) => T | undefined;
  /** Puts it into the resumed game's state (after the kernel's own: round, dealer, totals). */
  readonly restore: (k: Kernel, v: T) => void;
}

/** The fields of the observation a mechanic's state makes (what `seat` may see of it). */
export type ViewPart<F extends keyof Observation> = (k: Kernel, seat: Seat) => Pick<Observation, F>;

/**
 * One mechanic. N: its name; F: the observation fields its state fills; D: the action types it
 * decides (each with its handler and its codec).
 */
export interface Mechanic<N extends string = string, F extends keyof Observation = never, D extends ActionType = never> {
  /** Names it in the assembly list and in tests (`reserve`, `show`, ...). */
  readonly name: N;
  /**
   * The state it keeps (core/state.ts MechanicSlice: start value, per game or per round, clone, how a
   * seat sees it). Its module adds the same table to the State type (`interface MechanicState extends
   * SliceValues<typeof slices>`); the assembly list refuses to compile when the two differ.
   */
  readonly slices?: { readonly [name: string]: MechanicSlice<any> };
  /**
   * Its part of the compiled rules (rules/types.ts MechanicRules), made once per ruleset
   * (assembly/compile.ts): per field, its value from the IR, with the compiler's names and
   * expressions (a pile's index, an order's, a rule compiled). Its module adds the same table to
   * CompiledRules (`interface MechanicRules extends RulesValues<typeof rules>`); the assembly list
   * refuses to compile when the two differ. Read as `k.rules.field`, a plain property on the play path.
   */
  readonly rules?: { readonly [field: string]: (ir: RulesetIR, c: StepCompileContext) => unknown };
  /** The built-in names that read its state (`tasksLeft`, `turned`, ...): registered by the assembly list. */
  readonly builtins?: { readonly [K in BuiltinName]?: MechanicBuiltin };
  /** The step kinds it carries out (assembly/steps.ts STEPS is merged from these). */
  readonly steps?: { readonly [K in StepKind]?: StepHandler<K, any> };
  /**
   * The steps it places itself before the ruleset's own steps in this ruleset (none when the ruleset
   * does not use it): a step kind no ruleset lists (StepSource beyond StepIR) runs only from here,
   * and the assembly list does not compile while such a kind is placed by no listed mechanic.
   */
  readonly opening?: (ir: RulesetIR) => readonly OpeningStep[];
  /** Its decisions: legal actions, why another is illegal, carrying one out. */
  readonly decisions: { readonly [T in D]: DecisionHandler<T> };
  /** How each of its action types is keyed and described. */
  readonly codecs: { readonly [T in D]: ActionCodec<T> };
  /** Its events: who sees what of each, its line for people, its sampler part. */
  readonly events?: { readonly [T in EventType]?: EventHandler<T> };
  /**
   * The hooks this ruleset needs of it (none when the ruleset does not use the mechanic): asked once
   * per ruleset, so the trick loop never asks whether a mechanic is in use.
   */
  readonly hooks?: (ir: RulesetIR) => Partial<Hooks>;
  /** What it needs kept in this ruleset (none when the ruleset does not use it). */
  readonly needs?: (ir: RulesetIR) => Needs;
  /** Which fast paths stay correct with it in this ruleset (rules/caps.ts): SAFE when the ruleset does not use it. */
  readonly caps: (ir: RulesetIR) => FastCaps;
  /**
   * May the sampler judge worlds instead of replaying the round in each (view/judged.ts) in this
   * ruleset? True when the ruleset does not use the mechanic, or when with it two worlds drawn for one
   * observation replay the round alike but for the hands and the leftover: it moves no hidden card,
   * draws nothing at random, and nothing it decides reads a hand other than the acting seat's own
   * legality. False is always correct (every world is replayed, as the reference does).
   */
  readonly judgedWorlds: (ir: RulesetIR) => boolean;
  /** What its state carries into a game resumed at a round's start (none: its state starts afresh there). */
  readonly resume?: ResumePart<any>;
  /** What a seat sees of its state, as observation fields; null: nothing beyond its events and the shared fields. */
  readonly view: ViewPart<F> | null;
}

/** Any mechanic, for code that walks the assembly list. */
export type AnyMechanic = Omit<Mechanic<string, never, any>, "view"> & { readonly view: ((k: Kernel, seat: Seat) => Partial<Observation>) | null };

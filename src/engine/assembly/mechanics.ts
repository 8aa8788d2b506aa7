// The assembled engine: the registries of steps, decisions and events (steps.ts, decisions.ts,
// events.ts), the action codecs, the hook lists, the mechanics' fast-path declarations and the
// observation's mechanic fields, all derived from the assembly list (assembly/listed.ts, in its order
// as assembly/mechanic-order.ts MECHANICS). Each is typed so that a kind of its union that no listed
// mechanic handles does not compile. A mechanic's hooks run in the order of the list.

export * from "./listed.js";

import type { RulesetIR } from "../../ir/types.js";
import type { ActionType } from "../core/decision.js";
import type { EventType } from "../core/event.js";
import type { HookLists, HookName, Hooks, Kernel, ResumeOptions } from "../core/kernel.js";
import { OPENING_PHASES, type ActionCodec, type AnyMechanic, type Needs, type OpeningStep } from "../core/mechanic.js";
import type { MechanicSlice, MechanicState } from "../core/state.js";
import type { BuiltinName } from "../../ir/types.js";
import { registerBuiltins, type BuiltinImpl, type KernelBuiltinName } from "../expr/builtins.js";
import type { StepKind } from "../rules/steps.js";
import type { MechanicRules, RulesValues } from "../rules/types.js";
import type { StepCompileContext } from "../core/step-handler.js";
import type { StepIR } from "../../ir/types.js";
import { allOf, type FastCaps } from "../rules/caps.js";
import type { Actions, GameEvents, Observation, Seat } from "../types.js";
import * as L from "./listed.js";
import { MECHANICS } from "./mechanic-order.js";

export { MECHANICS };

export type Listed = (typeof MECHANICS)[number];
// Every mechanic re-exported above is in the list (and the list holds only those): a re-export
// without its entry in MECHANICS, or an entry without its re-export, does not compile.
type Reexported = { [K in keyof typeof L as (typeof L)[K] extends AnyMechanic ? K : never]: (typeof L)[K] };
const listedAll: Same<Reexported[keyof Reexported], Listed> = true;
void listedAll;
export type MechanicName = Listed["name"];

/** The keys of part P over the listed mechanics (distributes over the list's union). */
export type PartKeys<M, P extends PropertyKey> = M extends { readonly [Q in P]?: infer O } ? keyof NonNullable<O> : never;
/** `true` when every kind of the union has its part in some listed mechanic; else the kinds that have none (a compile error where it is used). */
export type Covers<All, Some> = [Exclude<All, Some>] extends [never] ? true : Exclude<All, Some>;

/** The step kinds the listed mechanics place themselves (Mechanic.opening). */
export type OpeningKinds<M> = M extends { readonly opening: (ir: RulesetIR) => readonly (infer O)[] } ? (O extends { readonly source: { readonly kind: infer K } } ? K : never) : never;

/** The observation fields the listed mechanics' views fill. */
export type MechanicFields = Listed extends infer M ? (M extends { readonly view: (k: Kernel, seat: Seat) => infer V } ? keyof V : never) : never;

/** The state slices of the listed mechanics, by name, each typed by its value. */
type ListedSlices = UnionToIntersection<Listed extends infer M ? (M extends { readonly slices: infer S } ? S : never) : never>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Each listed slice's value type, as its descriptor declares it. */
type ListedSliceValues = { [K in keyof ListedSlices]: ListedSlices[K] extends MechanicSlice<infer T> ? T : never };
/** `true` when two types are the same. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : { a: A; b: B };

// The state's mechanic fields (core/state.ts MechanicState, which each mechanic module extends with
// its slices) are exactly the listed descriptors' slices, with the same types: a module that adds a
// field to the State type without the slice in its listed descriptor (or the reverse) does not compile.
const stateFromList: Same<MechanicState, ListedSliceValues> = true;
void stateFromList;

/** The listed mechanics' parts of the compiled rules, by field, each typed by its function's value. */
type ListedRules = UnionToIntersection<Listed extends infer M ? (M extends { readonly rules: infer R } ? R : never) : never>;
// The compiled rules' mechanic fields (rules/types.ts MechanicRules, which each mechanic module
// extends with its `rules`) are exactly the listed descriptors' parts, with the same types: a field
// added to the compiled rules without its function in a listed descriptor, or the reverse, does not
// compile.
const rulesFromList: Same<MechanicRules, RulesValues<ListedRules>> = true;
void rulesFromList;

/** `true` when every entry of the table (events, actions) is filed under its own `type`; else the entries that are not. */
export type KeyedByType<E> = { [K in keyof E]: E[K] extends { readonly type: K } ? never : K }[keyof E] extends infer Bad ? ([Bad] extends [never] ? true : Bad) : never;

// The events (types.ts GameEvent) are what the mechanics' modules add to `GameEvents`, each under its
// own type, and exactly the event types the listed descriptors handle: an event a module declares
// without its handler in a listed descriptor, a handler of a type no module declares, or an event
// filed under another type's name, does not compile.
const eventsKeyed: KeyedByType<GameEvents> = true;
const eventsFromList: Same<keyof GameEvents, PartKeys<Listed, "events">> = true;
// The same for the action types (types.ts Action is the union of `Actions`): each is decided by a
// listed mechanic, which declares it.
const actionsKeyed: KeyedByType<Actions> = true;
const actionsFromList: Same<keyof Actions, PartKeys<Listed, "decisions">> = true;
void [eventsKeyed, eventsFromList, actionsKeyed, actionsFromList];

// Completeness, checked by tsc: a step kind, action type or event type that no mechanic of the list
// handles makes one of these lines an error naming it.
const stepsCovered: Covers<StepKind, PartKeys<Listed, "steps">> = true;
const decisionsCovered: Covers<ActionType, PartKeys<Listed, "decisions">> = true;
const codecsCovered: Covers<ActionType, PartKeys<Listed, "codecs">> = true;
const eventsCovered: Covers<EventType, PartKeys<Listed, "events">> = true;
const builtinsCovered: Covers<BuiltinName, KernelBuiltinName | PartKeys<Listed, "builtins">> = true;
// A step kind no ruleset lists runs only where a mechanic places it (Mechanic.opening): one that no
// listed mechanic places would never run.
const openingCovered: Covers<Exclude<StepKind, StepIR["kind"]>, OpeningKinds<Listed>> = true;
void [stepsCovered, decisionsCovered, codecsCovered, eventsCovered, builtinsCovered, openingCovered];

/** One registry merged from part `part` of every listed mechanic; a kind claimed twice is a bug in the list. */
export function mergedPart(part: "steps" | "decisions" | "codecs" | "events" | "slices" | "builtins" | "rules", list: readonly AnyMechanic[] = MECHANICS): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of list) {
    const entries = m[part] as Record<string, unknown> | undefined;
    for (const key of Object.keys(entries ?? {})) {
      if (Object.hasOwn(out, key)) throw new Error(`internal error: ${part} '${key}' is handled by two mechanics`);
      out[key] = entries![key];
    }
  }
  return out;
}

/** The listed mechanics' parts of the compiled rules for this ruleset (assembly/compile.ts), field by field in the list's order. */
export function mechanicRules(ir: RulesetIR, c: StepCompileContext): MechanicRules {
  const parts = mergedPart("rules") as Record<string, (ir: RulesetIR, c: StepCompileContext) => unknown>;
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(parts)) out[field] = parts[field]!(ir, c);
  return out as unknown as MechanicRules;
}

/** Every listed mechanic's state slice, by name (assembly/state.ts and the generated state-literal.ts read it). */
export const MECHANIC_SLICES = mergedPart("slices") as { readonly [K in keyof MechanicState]: MechanicSlice<MechanicState[K]> };

// The listed mechanics' built-ins join the kernel's in the expression compiler's registry. (Their
// compile reads the whole state, StateEnv: an expression's env.st is always the kernel's state.)
registerBuiltins(mergedPart("builtins") as { readonly [K in BuiltinName]?: BuiltinImpl });

/** How each action type is keyed and described (core/mechanic.ts ActionCodec). */
export const ACTION_CODECS = mergedPart("codecs") as { readonly [T in ActionType]: ActionCodec<T> };

const HOOK_NAMES: { readonly [H in HookName]: true } = { dealt: true, played: true, decider: true, trickWon: true, tricksAwarded: true, handPlayOver: true, cycleEnded: true, roundScored: true, gameOver: true, winners: true };

const hookCache = new WeakMap<RulesetIR, HookLists>();

/** The ruleset's hooks per hook point, once per IR: a list is empty when no mechanic of the ruleset uses it. */
export function hooksOf(ir: RulesetIR): HookLists {
  let lists = hookCache.get(ir);
  if (lists) return lists;
  const out: { [H in HookName]: Hooks[H][] } = { dealt: [], played: [], decider: [], trickWon: [], tricksAwarded: [], handPlayOver: [], cycleEnded: [], roundScored: [], gameOver: [], winners: [] };
  for (const m of MECHANICS as readonly AnyMechanic[]) {
    const hooks = m.hooks?.(ir);
    if (!hooks) continue;
    for (const name of Object.keys(HOOK_NAMES) as HookName[]) {
      const h = hooks[name];
      if (h) (out[name] as Hooks[HookName][]).push(h);
    }
  }
  hookCache.set(ir, (lists = out));
  return lists;
}

/**
 * The steps the mechanics place before the ruleset's own (Mechanic.opening), in the order of their
 * phases (core/mechanic.ts OPENING_PHASES), and within a phase in the order of the list.
 */
export function openingSteps(ir: RulesetIR): OpeningStep[] {
  const all = (MECHANICS as readonly AnyMechanic[]).flatMap((m) => m.opening?.(ir) ?? []);
  return OPENING_PHASES.flatMap((phase) => all.filter((o) => o.phase === phase));
}

/** What the ruleset's mechanics need kept (core/mechanic.ts Needs): each need is kept when any mechanic has it. */
export function needsOf(ir: RulesetIR): Required<Needs> {
  const out = { heldTricks: false };
  for (const m of MECHANICS as readonly AnyMechanic[]) {
    const n = m.needs?.(ir);
    if (n?.heldTricks) out.heldTricks = true;
  }
  return out;
}

/** Which fast paths every listed mechanic allows in this ruleset (assembly/fast-caps.ts adds the IR parts'). */
export function mechanicCaps(ir: RulesetIR): FastCaps {
  return allOf((MECHANICS as readonly AnyMechanic[]).map((m) => m.caps(ir)));
}

const judgedCache = new WeakMap<RulesetIR, boolean>();

/** May the sampler judge this ruleset's worlds instead of replaying each (Mechanic.judgedWorlds: every listed mechanic must say so)? */
export function judgedWorldsOf(ir: RulesetIR): boolean {
  let ok = judgedCache.get(ir);
  if (ok === undefined) judgedCache.set(ir, (ok = (MECHANICS as readonly AnyMechanic[]).every((m) => m.judgedWorlds(ir))));
  return ok;
}

/** Each mechanic's declaration, by name (for the tests and tools that say which part turns which path off). */
export function capsByMechanic(ir: RulesetIR): Record<string, FastCaps> {
  const out: Record<string, FastCaps> = {};
  for (const m of MECHANICS as readonly AnyMechanic[]) out[`mechanic ${m.name}`] = m.caps(ir);
  return out;
}

/** The observation fields the mechanics' views make for `seat`, assigned onto `base` (view/observe.ts: the rest of the observation) or a new object. */
export function mechanicViews<T extends object = object>(k: Kernel, seat: Seat, base: T = {} as T): T & Pick<Observation, MechanicFields> {
  for (const m of MECHANICS as readonly AnyMechanic[]) if (m.view) Object.assign(base, m.view(k, seat));
  return base as T & Pick<Observation, MechanicFields>;
}

/** What the listed mechanics carry into a game resumed from `obs` at its round's start (Mechanic.resume). */
export function savedParts(obs: Observation): { readonly [mechanic: string]: unknown } | undefined {
  let out: Record<string, unknown> | undefined;
  for (const m of MECHANICS as readonly AnyMechanic[]) {
    const v = m.resume?.saved(obs);
    if (v !== undefined) (out ??= {})[m.name] = v;
  }
  return out;
}

/** Puts what the mechanics carried (savedParts) into a resumed game's state. */
export function restoreParts(k: Kernel, resume: ResumeOptions): void {
  const parts = resume.parts;
  if (!parts) return;
  for (const m of MECHANICS as readonly AnyMechanic[]) {
    const v = parts[m.name];
    if (v !== undefined && m.resume) m.resume.restore(k, v);
  }
}

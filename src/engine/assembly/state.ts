// The whole state of a game: the kernel's slices (core/state.ts) and the listed mechanics' (their
// descriptors' `slices`, assembly/mechanics.ts MECHANIC_SLICES), made, reset, cloned and digested
// together. The literals that make and clone a state are generated (state-literal.ts).

import { Kernel } from "../core/kernel.js";
import { objectList } from "../lists.js";
import { Rng } from "../rng.js";
import { resetKernelSlices, SLICES, type Slice, type SliceContext, type State } from "../core/state.js";
import { MECHANIC_SLICES } from "./mechanics.js";
import { cloneState, newState, resetMechanicSlices, sharedSlices } from "./state-literal.js";

export { cloneState, newState, sharedSlices };

/** Every slice of the state, the kernel's then the mechanics', by name. */
export const ALL_SLICES: { readonly [K in keyof State]: Slice<State[K]> } = { ...SLICES, ...MECHANIC_SLICES };
export type StateSliceName = keyof State;
export const ALL_SLICE_NAMES = Object.keys(ALL_SLICES) as readonly StateSliceName[];

/** At the start of every round: every "reset" slice starts afresh. */
export function resetRound(st: State, c: SliceContext): void {
  resetKernelSlices(st, c);
  resetMechanicSlices(st, c);
}

/**
 * An independent copy of the game: playing on either never changes the other. With `recording`
 * false the copy keeps no further events or actions (it plays the same game: recording only keeps
 * a log), so its random play may take the fast loops that need recording off (fast/).
 */
export function cloneKernel(k: Kernel, recording = k.recording): Kernel {
  return new Kernel(k, cloneState(k.st, k.shared), recording && k.recording);
}

/**
 * A copy of the game as if it had been created with `seed`: the same state, its random source started
 * afresh from `seed`. Only the same game as creating it so and playing the same actions when nothing
 * so far drew from the random source (the caller checks: view/secret-worlds.ts).
 */
export function reseededKernel(k: Kernel, seed: number): Kernel {
  const st = cloneState(k.st, k.shared);
  st.rng = new Rng(seed);
  const opts = { ...k.opts, seed };
  return new Kernel({ ...k, seed, opts, slices: { ...k.slices, seed, opts } }, st);
}

/**
 * The game keeps no events or actions from here on, and drops those it kept (the same game plays on:
 * recording only keeps a log). A world a search plays out many times is copied faster without them.
 */
export function stopRecording(k: Kernel): void {
  k.recording = false;
  const st = k.st;
  st.events = [];
  st.roundEventStart = 0;
  st.actionSeats = [];
  st.actionObjs = objectList();
  st.actionPairs = objectList();
}

/**
 * A text digest of the "game" slices: two states with the same digest are the same game position
 * (the differential tests compare it between the fast paths and the general path after every trick).
 */
export function digestState(st: State): string {
  const self = st as unknown as Record<StateSliceName, unknown>;
  const parts: string[] = [];
  for (const name of ALL_SLICE_NAMES) {
    if ((ALL_SLICES[name] as Slice<unknown>).kind !== "game") continue;
    parts.push(`${name}=${JSON.stringify(self[name], digestValue)}`);
  }
  return parts.join("\n");
}

function digestValue(this: unknown, _key: string, v: unknown): unknown {
  if (ArrayBuffer.isView(v)) return Array.from(v as Int32Array);
  if (v !== null && typeof v === "object" && "digest" in v && typeof (v as { digest: unknown }).digest === "function") {
    return (v as { digest(): unknown }).digest();
  }
  return v;
}

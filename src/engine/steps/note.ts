// Values noted at a step (the `note` step): `each player [secretly] notes NAME = EXPR`, or one seat's
// (`dealer|declarer [secretly] notes ...`). Nobody decides: EXPR is computed from each seat's point of
// view when the step runs, and kept for the round as a seat value read like a call. It extends the
// call's shape rather than copying it (steps/call.ts): the value is kept in the calls' state under the
// calls' names (assembly/compile.ts names both), so reading it (`NAME of declarer`), the observation's
// `calls`, and a secret value shown to everyone when the round is scored are the call's own.
// Hidden information: an open note computed from hidden cards tells every seat something, so a world
// the sampler draws must note the same value (the event's `agrees`); a secret one is seen by its seat
// only (which knows the cards it was computed from) until the round is scored.

import { evalSeat } from "../core/eval.js";
import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import type { StepHandler } from "../core/step-handler.js";
import type { Compiled } from "../expr/types.js";
import { SAFE } from "../rules/caps.js";
import { capsWhenListed, listedSteps, type CompiledStep } from "../rules/steps.js";
import { readsOnlyOwnSeat } from "../rules/judged-reads.js";
import type { Seat } from "../types.js";

/** A seat's value was noted (`note` step): `value` is null in an observation when the note is secret and not the viewer's. */
export interface NoteEvent {
  readonly type: "note";
  readonly seat: Seat;
  readonly name: string;
  readonly value: number | null;
}

declare module "../types.js" {
  interface GameEvents {
    note: NoteEvent;
  }
}

export interface NoteStep extends CompiledStep<"note"> {
  /** Index into st.calls and rules.callNames (the noted values share the calls' names). */
  readonly call: number;
  readonly value: Compiled<number>;
  readonly secret: boolean;
  /** The one seat whose value is noted (the dealer, or the auction's winner: steps/auction.ts), or null: every seat. */
  readonly by: "dealer" | "declarer" | null;
}

/** The seats whose value the step notes. */
function notedSeats(k: Kernel, step: NoteStep): Seat[] {
  if (step.by === null) return Array.from({ length: k.st.players }, (_, s) => s);
  // The auction's winner; the dealer when nobody won it (as a one-seat call).
  return [step.by === "dealer" || k.st.auction.declarer < 0 ? k.st.dealer : k.st.auction.declarer];
}

export const noteStep: StepHandler<"note", NoteStep> = {
  label: (s) => `note ${s.name}`,
  compile: (s, rule, c) => ({ kind: "note", call: c.callIndex(s.name), value: c.compile(s.value, rule), secret: s.secret, by: s.by ?? null, rule }),
  start(k, step) {
    const seats = notedSeats(k, step);
    // Every value is worked out before any is kept: all seats note at once, none reads another's new value.
    const values = seats.map((s) => evalSeat<number>(k, step.value, s));
    const kept = k.st.calls.values[step.call]!;
    seats.forEach((seat, i) => {
      kept[seat] = values[i]!;
      if (k.recording) emit(k, { type: "note", seat, name: k.rules.callNames[step.call]!, value: values[i]! });
    });
    return "next";
  },
  decision: null,
  // Outside trick play; what it keeps is read by rules like a call, which every path reads alike.
  caps: SAFE,
};

export const noteEvent: EventHandler<"note"> = {
  // A value noted from the cards: an open one may tell about another seat's hand (the table cannot tell
  // it from the person's own here, so it counts as revealing: refusing an undo is always safe).
  reveals: true,
  answersStep: false,
  // An open note is everyone's to see; a secret one its seat's only (the others learn it when the round is scored).
  seenBy(e, viewer, v) {
    return e.seat === viewer || !v.rules.callSecret[v.rules.callNames.indexOf(e.name)] ? e : null;
  },
  describe: (e) => `seat ${e.seat} notes ${e.name}${e.value !== null ? `: ${e.value}` : " (hidden)"}`,
  sample: {
    cards: "nothing",
    // The engine notes it itself when the step runs.
    replay: "derived",
    // A value seen (open, or the seat's own) must be the one the sampled world notes: it was computed
    // from cards the world may have drawn otherwise. The seat is to blame (its cards trade in a repair).
    agrees(e, world) {
      if (e.value === null) return null;
      const c = world.rules.callNames.indexOf(e.name);
      return world.st.calls.values[c]?.[e.seat] === e.value ? null : e.seat;
    },
    // The viewer's own value only: another seat's is computed from cards that differ between worlds.
    judged: (e, viewer) => e.seat === viewer,
  },
};

/** The `note` step as a mechanic (assembly/mechanics.ts); its values live in the call mechanic's state. */
export const noteMechanic = {
  name: "note",
  steps: { note: noteStep },
  decisions: {},
  codecs: {},
  events: { note: noteEvent },
  caps: capsWhenListed("note", noteStep.caps),
  // A value the viewer notes itself is the same in every world when it reads only what the seat sees
  // (the events say whose it is: another seat's makes every world replay).
  judgedWorlds: (ir) => listedSteps(ir).every((s) => s.kind !== "note" || readsOnlyOwnSeat(s.value, ir)),
  // The values are in the observation's `calls` (the call mechanic's view).
  view: null,
} satisfies Mechanic<"note">;

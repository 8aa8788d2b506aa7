// Public table state: the cards of the round's completed tricks, in the order played (`playedCards`).
// Kept only for a ruleset whose rules read them: every other ruleset (and every cloned search world
// of it) pays nothing for it.

import { readsName } from "../../ir/reads.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import type { Trick } from "../core/trick.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { SAFE } from "../rules/caps.js";

/** The awarded tricks' cards join `playedCards`, trick by trick (every path runs the tricksAwarded hooks). */
function keepPlayed(k: Kernel, tricks: readonly Trick[]): void {
  const played = k.st.playedCards;
  for (let i = 0; i < tricks.length; i++) {
    const t = tricks[i]!;
    for (let j = 0; j < t.size; j++) played.push(t.cardAt(j));
  }
}

/** The cards of the round's completed tricks, trick by trick in the order played (`playedCards`: public). */
export const publicTableSlices = {
  playedCards: mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", clone: (v) => v.slice(), seen: "events" }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof publicTableSlices> {}
}

/**
 * The public table as a mechanic (assembly/mechanics.ts). It comes before the mechanics whose
 * tricksAwarded hooks evaluate rules (face-up entries, steps/show.ts), so those read the trick just won.
 */
export const publicTableMechanic = {
  name: "publicTable",
  slices: publicTableSlices,
  // Not counted as the round's progress, so a card attribute reading them is never tabled
  // (expr/attr-table.ts): it is evaluated live.
  builtins: { playedCards: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.playedCards } },
  decisions: {},
  codecs: {},
  hooks: (ir) => (readsName(ir, "playedCards") ? { tricksAwarded: keepPlayed } : {}),
  // The fast cycle loop runs the tricksAwarded hooks too (fast/random-cycles.ts).
  caps: () => SAFE,
  // The played cards are the round's decisions' own, the same in every sampled world.
  judgedWorlds: () => true,
  // Public, and shown by the trick events already: nothing more to see.
  view: null,
} satisfies Mechanic<"publicTable">;

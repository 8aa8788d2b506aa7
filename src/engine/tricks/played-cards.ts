// Public table state: the cards of the round's completed tricks, in the order played (`playedCards`),
// and the seat that played each (`playedBy`, the card in question's player: a played card and its
// player are seen by every seat). Kept only for a ruleset whose rules read them: every other ruleset
// (and every cloned search world of it) pays nothing for it.

import { readsName } from "../../ir/reads.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic, StateEnv } from "../core/mechanic.js";
import type { Trick } from "../core/trick.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import { SAFE } from "../rules/caps.js";
import type { RulesetIR } from "../../ir/types.js";
import type { RulesValues } from "../rules/types.js";

/** Does the ruleset read the public table (the played cards, or who played a card)? */
export function readsPublicTable(ir: RulesetIR): boolean {
  return readsName(ir, "playedCards") || readsName(ir, "playedBy");
}

/**
 * The awarded tricks' cards join `playedCards`, trick by trick, and their players `playedSeats`, entry
 * by entry (every path runs the tricksAwarded hooks).
 */
function keepPlayed(k: Kernel, tricks: readonly Trick[]): void {
  const played = k.st.playedCards;
  const seats = k.st.playedSeats;
  for (let i = 0; i < tricks.length; i++) {
    const t = tricks[i]!;
    for (let j = 0; j < t.size; j++) {
      played.push(t.cardAt(j));
      seats.push(t.seatAt(j));
    }
  }
}

/** `playedBy`: the seat that played the card in question into a completed trick of this round, or -1 (not played yet, or no card). */
function playedBy(env: StateEnv): number {
  const at = env.card < 0 ? -1 : env.st.playedCards.indexOf(env.card);
  return at < 0 ? -1 : env.st.playedSeats[at]!;
}

/**
 * The cards of the round's completed tricks, trick by trick in the order played (`playedCards`), and
 * who played each, entry by entry (`playedSeats[i]` played `playedCards[i]`): both public.
 */
export const publicTableSlices = {
  // Only keepPlayed writes them, a hook only a ruleset reading the table has: without it a round's
  // reset keeps the empty lists (the values it would make) and allocates nothing.
  playedCards: mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", renew: (v, c) => (!c.rules.keepsPublicTable && v.length === 0 ? v : []), clone: (v) => v.slice(), seen: "events" }),
  playedSeats: mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", renew: (v, c) => (!c.rules.keepsPublicTable && v.length === 0 ? v : []), clone: (v) => v.slice(), seen: "events" }),
};

const publicTableRules = {
  /** Does the ruleset keep the public table (its hooks write playedCards and playedSeats)? */
  keepsPublicTable: readsPublicTable,
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof publicTableRules> {}
}
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
  rules: publicTableRules,
  // Not counted as the round's progress, so a card attribute reading them is never tabled
  // (expr/attr-table.ts): it is evaluated live.
  // `playedBy` reads the card in question and the round's progress: never tabled, never lifted out of a walk.
  builtins: {
    playedCards: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.playedCards },
    playedBy: { readsCard: true, fixedPerDeck: false, cheap: false, leaf: null, compile: () => playedBy },
  },
  decisions: {},
  codecs: {},
  hooks: (ir) => (publicTableRules.keepsPublicTable(ir) ? { tricksAwarded: keepPlayed } : {}),
  // The fast cycle loop runs the tricksAwarded hooks too (fast/random-cycles.ts).
  caps: () => SAFE,
  // The played cards are the round's decisions' own, the same in every sampled world.
  judgedWorlds: () => true,
  // Public, and shown by the trick events already: nothing more to see.
  view: null,
} satisfies Mechanic<"publicTable">;

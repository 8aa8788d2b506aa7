// Face-up entries of orders (`show ORDER[POSITION] when COND`): re-evaluated for every seat after
// each step and each completed trick; when a seat's face-up entry changes, everyone sees it (a public
// `show` event) and keeps knowing it for the rest of the round.

import type { Kernel } from "../core/kernel.js";
import { evalSeat } from "../core/eval.js";
import { emit } from "../core/log.js";
import { RuleError } from "../errors.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import type { StepCompileContext } from "../core/step-handler.js";
import { SAFE } from "../rules/caps.js";
import type { Seat } from "../types.js";
import type { Compiled } from "../expr/types.js";
import type { RulesValues } from "../rules/types.js";
import type { RulesetIR } from "../../ir/types.js";
import type { RuleRef } from "../../ir/rule-ref.js";

/** A `show` declaration compiled (steps/show.ts). */
export interface CompiledShow {
  readonly order: number;
  readonly at: Compiled<number>;
  readonly when: Compiled<boolean>;
  readonly rule: RuleRef;
}

const showRules = {
  /** The ruleset's `show` declarations compiled, in order. */
  shows: (ir: RulesetIR, c: StepCompileContext): readonly CompiledShow[] =>
    ir.shows.map((sh, i) => {
      const rule: RuleRef = { k: "show", order: sh.order, index: i };
      return { order: c.orderIndex(sh.order), at: c.compile<Compiled<number>>(sh.at, rule), when: c.compile<Compiled<boolean>>(sh.when, rule), rule };
    }),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof showRules> {}
}

/** The face-up entry of a seat's order changed (`show` rule); position counts from 1, null = all face down. Public. */
export interface ShowEvent {
  readonly type: "show";
  readonly seat: Seat;
  readonly name: string;
  readonly position: number | null;
  readonly value: number | null;
}

declare module "../types.js" {
  interface GameEvents {
    show: ShowEvent;
  }
}

/** Re-evaluates the `show` rules for every seat; a changed face-up entry becomes a public event. */
export function updateShows(k: Kernel): void {
  const st = k.st;
  const shows = k.rules.shows;
  if (shows.length === 0) return;
  for (let s = 0; s < st.players; s++) {
    for (let o = 0; o < st.orders.length; o++) {
      const values = st.orders[o]![s]!;
      let up = 0;
      for (const sh of shows) {
        if (sh.order !== o || values.length === 0 || !evalSeat<boolean>(k, sh.when, s)) continue;
        const at = evalSeat<number>(k, sh.at, s);
        if (!Number.isInteger(at) || at < 1 || at > values.length) {
          throw new RuleError("bad-show", sh.rule, k.seed, `seat ${s}: position ${at} is outside its order of ${values.length} (positions count from 1)`);
        }
        up = at;
        break;
      }
      if (up === st.up[o]![s]) continue;
      st.up[o]![s] = up;
      if (up > 0) st.shown[o]![s]![up - 1] = true;
      if (k.recording) emit(k, { type: "show", seat: s, name: k.rules.orderNames[o]!, position: up || null, value: up ? values[up - 1]! : null });
    }
  }
}

export const showEvent: EventHandler<"show"> = {
  // An order's entry turned face up.
  reveals: true,
  answersStep: false,
  // Face up: public.
  seenBy: (e) => e,
  describe: (e) => (e.position === null ? `seat ${e.seat}'s ${e.name}: all face down` : `seat ${e.seat}'s ${e.name}[${e.position}] face up: ${e.value}`),
  // The replayed round shows the same entries by itself.
  sample: { cards: "nothing", replay: "derived" },
};

/** Face-up entries: re-evaluated after every award of tricks (and after each step, assembly/round.ts). */
export const showMechanic = {
  name: "show",
  rules: showRules,
  decisions: {},
  codecs: {},
  events: { show: showEvent },
  hooks: (ir) => (ir.shows.length > 0 ? { tricksAwarded: updateShows } : {}),
  // Re-evaluated after every award of tricks on every path (the fast cycle loop calls updateShows too).
  caps: () => SAFE,
  // A `show` rule may read any seat's hand.
  judgedWorlds: (ir) => (ir.shows ?? []).length === 0,
  // Face-up entries are part of the orders' view (steps/order.ts), and their changes are public events.
  view: null,
} satisfies Mechanic<"show">;

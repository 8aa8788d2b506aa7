// `turn up a card from leftover|dealer`: one card is turned face up for the round (a trump card, for
// example: `trump: suit in suit of turned`). From the leftover, a random undealt card (the top of a
// shuffled stock) is shown and stays there; none when nothing is left over. From the dealer, a card
// of the dealer's hand (the last one dealt) is shown and stays in that hand, face up to everyone
// until it leaves the hand (steps/expose.ts keeps face-up hand cards). `turned` reads it, as a list
// of the one card (empty for none). An automatic step: the card comes from the seed, or from the
// round's deal (DealSpec.turned: tests, and the sampler giving a world the card its seat saw).

import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import { IllegalActionError } from "../errors.js";
import { exposeCard } from "./expose.js";
import { SAFE } from "../rules/caps.js";
import type { CompiledStep } from "../rules/steps.js";
import { capsWhenListed, listedSteps } from "../rules/steps.js";
import type { RulesValues } from "../rules/types.js";
import type { RulesetIR } from "../../ir/types.js";
import type { CardId, Seat } from "../types.js";

/** `turn up a card`: the card turned face up for the round, in the leftover (seat null) or in `seat`'s hand; null when none was left. */
export interface TurnCardEvent {
  readonly type: "turnCard";
  readonly seat: Seat | null;
  readonly card: CardId | null;
}

declare module "../types.js" {
  interface GameEvents {
    turnCard: TurnCardEvent;
  }
}

export interface TurnCardStep extends CompiledStep<"turnCard"> {
  readonly from: "leftover" | "dealer";
}

/** The card to turn up this round: the deal's, or one drawn from the seed; -1 when the place is empty. */
function cardToTurn(k: Kernel, place: readonly CardId[]): CardId {
  const st = k.st;
  const given = k.presetDeals[st.round - 1]?.turned;
  if (given !== undefined && given !== null) {
    if (!place.includes(given)) throw new IllegalActionError(`the deal of round ${st.round} turns up card ${given}, which is not where the step turns a card up`);
    return given;
  }
  if (given === null || place.length === 0) return -1;
  return place[st.rng.int(place.length)]!;
}

export const turnCardStep: StepHandler<"turnCard", TurnCardStep> = {
  label: (s) => `turn up a card from ${s.from}`,
  compile: (s, rule) => ({ kind: "turnCard", from: s.from, rule }),
  start(k, step) {
    const st = k.st;
    const dealer = st.dealer;
    const card = cardToTurn(k, step.from === "leftover" ? st.leftover : st.hands[dealer]!);
    while (st.turned.length > 0) st.turned.pop();
    if (card >= 0) {
      st.turned.push(card);
      // In the dealer's hand it is one of the face-up hand cards from now on (seen leaving it).
      if (step.from === "dealer") exposeCard(k, dealer, card);
    }
    if (k.recording) emit(k, { type: "turnCard", seat: step.from === "dealer" ? dealer : null, card: card >= 0 ? card : null });
    return "next";
  },
  decision: null,
  // Before trick play; rules that read `turned` are neither constant nor fixed per deck, so they
  // turn the paths that would table them off by themselves (fast-caps.ts, card-tables.ts).
  caps: SAFE,
};

export const turnCardEvent: EventHandler<"turnCard"> = {
  // A card turned up from the stock or the dealer's hand.
  reveals: true,
  answersStep: false,
  // Face up: public.
  seenBy: (e) => e,
  describe: (e, card) => (e.card === null ? "no card is left to turn up" : `${card(e.card)} is turned up ${e.seat === null ? "from the leftover" : `in seat ${e.seat}'s hand`}`),
  sample: {
    // The card is where everyone saw it: in the leftover, or face up in the dealer's hand.
    cards(e, _i, sym) {
      if (e.card === null) return;
      if (e.seat === null) sym.show(sym.place("leftover"), [e.card]);
      else sym.expose(sym.hands[e.seat]!, [e.card]);
    },
    // An automatic step: the world turns up the same card, given in its deal.
    replay: "derived",
    deal(e, _cards, deal) {
      deal.turned = e.card;
    },
    // Face up, where every world has it: the same in all of them.
    judged: true,
  },
};

/** The card turned up this round, as a list of one card or none (`turned`). */
export const turnCardSlices = {
  turned: mechanicSlice<number[]>({
    kind: "game",
    init: () => [],
    round: "reset",
    // Only a turnCard step writes it: without one, a round's reset keeps the empty list (the value it
    // would make) and allocates nothing. Any other is made afresh.
    renew: (v, c) => (!c.rules.turnCardListed && v.length === 0 ? v : []),
    clone: (v) => v.slice(),
    seen: "events",
  }),
};

const turnCardRules = {
  /** Does the ruleset list a turnCard step (the only writer of `turned`)? */
  turnCardListed: (ir: RulesetIR): boolean => listedSteps(ir).some((s) => s.kind === "turnCard"),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof turnCardRules> {}
}
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof turnCardSlices> {}
}

/** The `turnCard` step as a mechanic (assembly/mechanics.ts). */
export const turnCardMechanic = {
  name: "turnCard",
  slices: turnCardSlices,
  rules: turnCardRules,
  builtins: { turned: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.turned } },
  steps: { turnCard: turnCardStep },
  decisions: {},
  codecs: {},
  events: { turnCard: turnCardEvent },
  caps: capsWhenListed("turnCard", turnCardStep.caps),
  // The card turned up is given in every world's deal (view/prepare.ts), so the step draws nothing and
  // turns up the same card everywhere; it moves no card.
  judgedWorlds: () => true,
  // The card shows in its event, in the leftover or among the dealer's face-up cards (the expose view).
  view: null,
} satisfies Mechanic<"turnCard">;

// One handler per Action type. The mapped type makes an action type without a handler (its legality,
// explanation and application) a compile error.

import { cardChoiceDecision } from "../steps/card-choice.js";
import { orderDecision } from "../steps/order.js";
import { keepDecision } from "../rulecards/draft.js";
import { trickPlay } from "../tricks/play.js";
import type { ActionType, DecisionHandler } from "../decisions/types.js";

export const DECISIONS: { readonly [T in ActionType]: DecisionHandler<T> } = {
  choose: cardChoiceDecision,
  order: orderDecision,
  keep: keepDecision,
  // One enumeration lists a card's trick targets and its aside: one handler for both. (TypeScript
  // measures the handler's type parameter as invariant, so the shared handler needs the cast.)
  play: trickPlay as DecisionHandler<"play">,
  aside: trickPlay as DecisionHandler<"aside">,
};

// A stable string for an action, so search statistics gathered in one determinization can be found
// again in another. Card ids and trick ids are stable within a round (every determinization replays
// the same public history), so the key names the same decision in every sampled world.

import type { Action } from "../engine/types.js";
import { unreachable } from "../ir/unreachable.js";

export function actionKey(a: Action): string {
  switch (a.type) {
    case "play":
      return `p${a.card}>${a.target}`;
    case "aside":
      return `a${a.card}`;
    case "choose":
      // The engine offers chosen cards in ascending order; sort anyway so the key never depends on it.
      return `c${[...a.cards].sort((x, y) => x - y).join(",")}`;
    case "order":
      // Order matters here: the arrangement is the decision.
      return `o${a.values.join(",")}`;
    case "keep":
      return `k${[...a.rules].sort((x, y) => x - y).join(",")}`;
    default:
      return unreachable(a);
  }
}

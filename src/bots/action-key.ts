// A stable string for an action, so search statistics gathered in one determinization can be found
// again in another. Card ids and trick ids are stable within a round (every determinization replays
// the same public history), so the key names the same decision in every sampled world. Each action
// type's key is its mechanic's codec (core/mechanic.ts ActionCodec, merged in assembly/mechanics.ts).

import { ACTION_CODECS } from "../engine/assembly/mechanics.js";
import type { ActionCodec } from "../engine/core/mechanic.js";
import type { Action } from "../engine/types.js";

export function actionKey(a: Action): string {
  return (ACTION_CODECS[a.type] as ActionCodec<Action["type"]>).key(a as never);
}

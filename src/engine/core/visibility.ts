// Declared visibility the views of several mechanics share: who may see the cards of a seat's pile.

import type { Seat } from "../types.js";
import type { Kernel } from "./kernel.js";

/** May `viewer` see the cards of `owner`'s pile right now? */
export function pileVisible(k: Kernel, pile: number, owner: Seat, viewer: Seat): boolean {
  return owner === viewer || k.rules.pilePublic[pile]! || k.st.revealed[pile]!;
}

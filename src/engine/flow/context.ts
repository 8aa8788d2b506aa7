// The context state slices are made and reset with (core/state.ts), from a kernel.

import type { Kernel } from "../core/kernel.js";
import type { SliceContext } from "../core/state.js";

export function sliceContext(k: Kernel): SliceContext {
  return { players: k.players, deck: k.deck, seed: k.seed, pileCount: k.rules.pileNames.length, orderCount: k.rules.orderNames.length };
}

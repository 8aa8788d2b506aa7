// Leaves: operands that are read directly, without a closure call (see leaves.ts). Their kinds and how
// each is read; kept apart from leaves.ts so that the built-in table can name them.

import type { Env } from "./types.js";

export const LEAF_CONST = 0;
export const LEAF_SUIT = 1;
export const LEAF_RANK = 2;
export const LEAF_LEAD = 3;
export const LEAF_LOCAL = 4;
export const LEAF_ROUND = 5;
export const LEAF_PLAYERS = 6;

export interface Leaf {
  readonly kind: number;
  /** The constant, or the local slot. */
  readonly v: number;
}

export function leafValue(kind: number, v: number, env: Env): number {
  switch (kind) {
    case LEAF_CONST:
      return v;
    case LEAF_SUIT:
      return env.st.suitOf[env.card]!;
    case LEAF_RANK:
      return env.st.rankOf[env.card]!;
    case LEAF_LEAD:
      return env.lead;
    case LEAF_LOCAL:
      return env.locals[v] as number;
    case LEAF_ROUND:
      return env.st.round;
    default:
      return env.st.players;
  }
}


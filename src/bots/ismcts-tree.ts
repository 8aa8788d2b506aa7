// The search tree of single-observer ISMCTS (Cowling, Powley & Whitehouse 2012). A node stands for
// the root seat's information set after a sequence of actions; its edges carry statistics per
// (acting seat, action). Because each iteration plays in a different sampled world, an action is not
// always legal at a node, so every edge also counts how often it was available, and UCB uses that
// count in place of the parent's visits (the "availability" fix of ISMCTS).

import type { Rng } from "../engine/rng.js";
import type { Action, Seat } from "../engine/types.js";
import { actionKey } from "./action-key.js";
import { openOptions, widened } from "./widening.js";

export interface Edge {
  /** Iterations that took this edge and were backed up. */
  visits: number;
  /** Sum of the acting seat's rewards over those iterations. */
  total: number;
  /** Times this edge was legal when its node was passed through. */
  avail: number;
  /** Its key in the node's edges (edgeKey). */
  readonly key: string;
}

export class TreeNode {
  // Made on first use: a search makes a node per iteration, most of them leaves never passed again
  // (their maps would be allocation and nothing else).
  private edgeMap: Map<string, Edge> | undefined;
  private kids: Map<string, TreeNode> | undefined;

  /** The node's edges by key (edgeKey). */
  get edges(): Map<string, Edge> {
    return (this.edgeMap ??= new Map());
  }
  /**
   * The edges of plays by action object, per seat: the engine hands out one shared object per play
   * (core/action-table.ts), so a visit finds a play's edge with one look-up and no key. Other actions
   * are made afresh each time and are found by key only.
   */
  readonly plays: (Map<Action, Edge> | undefined)[] = [];
  /** Per seat: how often a widened decision (widening.ts) of that seat was searched at this node. */
  readonly widenVisits: number[] = [];

  child(key: string): TreeNode {
    const kids = (this.kids ??= new Map());
    let c = kids.get(key);
    if (!c) kids.set(key, (c = new TreeNode()));
    return c;
  }
}

/** Edge keys by action object and seat: the engine hands out one shared object per play of a deck (core/action-table.ts), so most keys are made once per search instead of at every visit. */
const keyCache = new WeakMap<Action, string[]>();

/** Edge keys name the seat too: at a simultaneous step several seats keep statistics in one node. */
export function edgeKey(seat: Seat, action: Action): string {
  // Actions are never changed once made (the engine's and the bots' alike), so a key stays right.
  let bySeat = keyCache.get(action);
  if (bySeat === undefined) keyCache.set(action, (bySeat = []));
  return (bySeat[seat] ??= `${seat}:${actionKey(action)}`);
}

/**
 * Rewards arrive on the ruleset's own score scale, which nothing tells in advance. UCB needs them
 * on [0, 1], so they are normalised by the smallest and largest reward seen so far in this search.
 */
export class RewardRange {
  private lo = Infinity;
  private hi = -Infinity;

  add(r: number): void {
    if (r < this.lo) this.lo = r;
    if (r > this.hi) this.hi = r;
  }

  norm(r: number): number {
    return this.hi > this.lo ? (r - this.lo) / (this.hi - this.lo) : 0.5;
  }
}

export interface Pick {
  readonly action: Action;
  readonly key: string;
  readonly edge: Edge;
  /** The edge had never been taken: the tree grows here and the iteration continues with a playout. */
  readonly fresh: boolean;
}

/**
 * UCB1 over the seat's legal actions in this world. Every legal action's availability is counted;
 * an action never tried yet is taken first (at random among such), else the best upper bound.
 */
/** select's working lists, reused (it is called for every tree level of every iteration and never re-entered). */
const edges: Edge[] = [];
const untried: number[] = [];

/** The node's edge for `seat` taking `action`, made on first sight. */
function edgeOf(node: TreeNode, seat: Seat, action: Action): Edge {
  const play = action.type === "play";
  let byAction: Map<Action, Edge> | undefined;
  if (play) {
    byAction = node.plays[seat];
    if (byAction === undefined) node.plays[seat] = byAction = new Map();
    const known = byAction.get(action);
    if (known !== undefined) return known;
  }
  const key = edgeKey(seat, action);
  let edge = node.edges.get(key);
  if (!edge) node.edges.set(key, (edge = { visits: 0, total: 0, avail: 0, key }));
  if (byAction !== undefined) byAction.set(action, edge);
  return edge;
}

export function select(node: TreeNode, seat: Seat, legal: readonly Action[], exploration: number, range: RewardRange, rng: Rng): Pick {
  edges.length = 0;
  untried.length = 0;
  // A bid's or a call's values open progressively (widening.ts): only the first `open` compete.
  let open = legal.length;
  if (widened(legal)) {
    const n = (node.widenVisits[seat] ?? 0) + 1;
    node.widenVisits[seat] = n;
    open = openOptions(n, legal.length);
  }
  for (let i = 0; i < open; i++) {
    const edge = edgeOf(node, seat, legal[i]!);
    edge.avail++;
    edges.push(edge);
    if (edge.visits === 0) untried.push(i);
  }
  if (untried.length > 0) {
    const i = rng.pick(untried);
    return { action: legal[i]!, key: edges[i]!.key, edge: edges[i]!, fresh: true };
  }
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    const score = range.norm(e.total / e.visits) + exploration * Math.sqrt(Math.log(e.avail) / e.visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return { action: legal[best]!, key: edges[best]!.key, edge: edges[best]!, fresh: false };
}

// Information-set Monte Carlo tree search, single observer (Cowling, Powley & Whitehouse 2012).
// Each iteration draws a world consistent with this seat's observation (engine `determinize`, so
// hidden cards come from the observation only), walks the tree choosing among the actions legal in
// that world, adds one node, plays the rest of the round at random and backs up every seat's round
// score relative to the others. Other seats' decisions are in the tree too, each seat maximising its
// own reward. A simultaneous step (several seats to act) is searched "decoupled": each seat picks
// from its own statistics without seeing the others' picks, and the tree continues under the root
// seat's pick only, since the others' secret picks are not what the root seat can tell apart.
//
// All randomness comes from the given rng, so a game stays reproducible from its seed; only an
// optional time limit makes a decision depend on the machine.

import type { Bot } from "./bot.js";
import type { Game } from "../engine/game.js";
import type { Rng } from "../engine/rng.js";
import type { Action, Seat } from "../engine/types.js";
import { tellsNothing } from "./horizon.js";
import { Worlds } from "./worlds.js";
import { playOutRound } from "./playout.js";
import { orientation, relativeScoresInto, roundScores } from "./outcome.js";
import { RewardRange, TreeNode, edgeKey, select, type Edge, type Pick } from "./ismcts-tree.js";

export interface IsmctsOptions {
  /** Iterations per decision. */
  readonly iterations: number;
  /** Optional wall-clock cap per decision in ms (the search stops at whichever limit comes first). */
  readonly timeMs?: number;
  /** UCB exploration constant, for rewards normalised to [0, 1]. */
  readonly exploration: number;
  /** Distinct sampled worlds per decision; later iterations reuse copies of them (see worlds.ts). */
  readonly worlds: number;
  /** Bot name, e.g. the registry spec "ismcts:200". */
  readonly name: string;
}

export const ISMCTS_DEFAULTS: IsmctsOptions = { iterations: 1000, exploration: 0.7, worlds: 250, name: "ismcts" };

/** An ISMCTS bot; `options` shows the budget it was built with (e.g. from a registry spec). */
export interface IsmctsBot extends Bot {
  readonly options: IsmctsOptions;
}

export function ismctsBot(options: Partial<IsmctsOptions> = {}): IsmctsBot {
  const opts: IsmctsOptions = { ...ISMCTS_DEFAULTS, ...options };
  return {
    name: opts.name,
    options: opts,
    choose(ctx, legal, rng) {
      if (legal.length === 1) return legal[0]!;
      const root = search(new Search(ctx.seat, orientation(ctx.ir), opts.exploration, rng), new Worlds(ctx.ir, ctx.observation(), rng, opts.worlds, { record: false, uses: opts.iterations }), opts);
      return mostVisited(root, ctx.seat, legal) ?? rng.pick(legal);
    },
  };
}

function search(s: Search, worlds: Worlds, opts: IsmctsOptions): TreeNode {
  const deadline = opts.timeMs === undefined ? Infinity : performance.now() + opts.timeMs;
  for (let i = 0; i < opts.iterations; i++) {
    if (deadline !== Infinity && performance.now() >= deadline) break;
    const world = worlds.next();
    if (!world) break;
    s.iterate(world);
  }
  return s.root;
}

/** The root seat's legal action taken most often (ties: the better mean), or null if none was tried. */
function mostVisited(root: TreeNode, seat: Seat, legal: readonly Action[]): Action | null {
  let best: Action | null = null;
  let bestEdge: Edge | undefined;
  for (const a of legal) {
    const e = root.edges.get(edgeKey(seat, a));
    if (!e || e.visits === 0) continue;
    if (!bestEdge || e.visits > bestEdge.visits || (e.visits === bestEdge.visits && e.total / e.visits > bestEdge.total / bestEdge.visits)) {
      best = a;
      bestEdge = e;
    }
  }
  return best;
}

class Search {
  readonly root = new TreeNode();
  private readonly range = new RewardRange();
  /** iterate's picks of one step, reused (never re-entered). */
  private readonly picks: Pick[] = [];
  /** iterate's path, reused: the edges taken and the seat whose reward scores each. */
  private readonly pathEdges: Edge[] = [];
  private readonly pathSeats: Seat[] = [];
  /** iterate's rewards per seat, reused. */
  private readonly rewards: number[] = [];

  constructor(
    private readonly seat: Seat,
    private readonly sign: 1 | -1,
    private readonly exploration: number,
    private readonly rng: Rng,
  ) {}

  /** One iteration on a world of its own: select and expand, play out, back up. */
  iterate(world: Game): void {
    const round = world.round;
    const pathEdges = this.pathEdges;
    const pathSeats = this.pathSeats;
    pathEdges.length = 0;
    pathSeats.length = 0;
    try {
      let node = this.root;
      while (!world.isOver && world.round === round) {
        // One seat to act (nearly every step): no list of seats made, and the pick is never stored, so
        // the optimizing compiler need not allocate it. Going through the loop below with a list of one
        // (tried in review) stores each pick in `picks`: Classic allocated 14.9 MB per decision, not 14.5.
        const sole = world.singleActor();
        if (sole >= 0) {
          const pick = select(node, sole, world.legalActions(sole), this.exploration, this.range, this.rng);
          // The edge is scored by the reward of the seat deciding it (a dummy's: its controller's).
          const by = world.decider(sole);
          world.apply(sole, pick.action);
          pathEdges.push(pick.edge);
          pathSeats.push(by);
          node = node.child(pick.key);
          if (pick.fresh) break;
          continue;
        }
        const seats = world.toAct();
        // Every seat to act picks before any pick is applied: in a simultaneous step none may see another's.
        // Plain loops into a list kept by the search: a step per tree level of every iteration, no list or closure made.
        const picks = this.picks;
        picks.length = 0;
        for (let k = 0; k < seats.length; k++) picks.push(select(node, seats[k]!, world.legalActions(seats[k]!), this.exploration, this.range, this.rng));
        let fresh = false;
        for (let k = 0; k < seats.length; k++) {
          const seat = seats[k]!;
          const pick = picks[k]!;
          // The edge is scored by the reward of the seat deciding it (a dummy's: its controller's).
          const by = world.decider(seat);
          world.apply(seat, pick.action);
          pathEdges.push(pick.edge);
          pathSeats.push(by);
          if (pick.fresh) fresh = true;
        }
        const own = seats.length === 1 ? picks[0] : picks[seats.indexOf(this.seat)];
        node = node.child(own?.key ?? "*");
        if (fresh) break;
      }
      playOutRound(world, round, this.rng);
    } catch (err) {
      // A rule error in a sampled world (e.g. a seat left without a legal card) says nothing about
      // the choice at hand; the iteration is dropped. Bugs (anything else, and the end guard's error:
      // horizon.ts tellsNothing) still surface.
      if (tellsNothing(err)) return;
      throw err;
    }
    const scores = roundScores(world, round);
    if (!scores) return;
    const rewards = relativeScoresInto(scores, this.sign, this.rewards);
    for (let i = 0; i < rewards.length; i++) this.range.add(rewards[i]!);
    for (let i = 0; i < pathEdges.length; i++) {
      const edge = pathEdges[i]!;
      edge.visits++;
      edge.total += rewards[pathSeats[i]!]!;
    }
  }
}

// The observed round replayed on a sampled world (view/sample.ts): the reference judge of whether a
// world explains what the seat saw, and how far it is from it when it does not (view/repair.ts).

import type { Kernel } from "../core/kernel.js";
import { canAct, commit, legalActions, refusal } from "../assembly/act.js";
import { ACTION_CODECS } from "../assembly/mechanics.js";
import type { EventHandler, EventType, ReplayContext } from "../core/event.js";
import { IllegalActionError } from "../errors.js";
import type { Rng } from "../rng.js";
import type { Action, CardId, GameEvent, Observation, Seat } from "../types.js";
import { disagreementCost, type Contradiction } from "./repair.js";
import { loggedWinners } from "./logged-winners.js";

/** How far a sampled world is from the observation: the actions it refused, and a cost to minimise. */
export interface Disagreement {
  /** The observed actions the world refused (each was then carried out anyway, to go on counting). */
  readonly refused: readonly Contradiction[];
  /** Refused actions, plus every event not replayed when the replay had to stop, plus a fraction below one for the cards that were legal instead (view/repair.ts disagreementCost). */
  readonly cost: number;
}

/**
 * Replays the observed round on a sampled world; null when it agrees. Otherwise it goes on past a
 * refused action by carrying it out regardless (the repair needs to know how many disagree, not only
 * the first), and stops where even that is impossible; such a world is never returned. From event
 * `from` on (a world that replayed the events before it already: view/secret-worlds.ts).
 */
export function replay(
  world: Kernel,
  obs: Observation,
  events: readonly GameEvent[],
  handlers: readonly EventHandler<EventType>[],
  hiddenCards: (event: number) => readonly CardId[] | undefined,
  rng: Rng,
  from = 1,
): Disagreement | null {
  // The log's trick winners, while the world agrees with every observed action (view/logged-winners.ts;
  // act and the checks below take them away at the first refusal); never left on the world.
  world.logWinners = loggedWinners(world.ir, events);
  try {
    return replayFrom(world, obs, events, handlers, hiddenCards, rng, from);
  } finally {
    world.logWinners = null;
  }
}

function replayFrom(
  world: Kernel,
  obs: Observation,
  events: readonly GameEvent[],
  handlers: readonly EventHandler<EventType>[],
  hiddenCards: (event: number) => readonly CardId[] | undefined,
  rng: Rng,
  from: number,
): Disagreement | null {
  const context = new WorldContext(world, obs, rng, hiddenCards);
  const refused: Contradiction[] = [];
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    const sample = handlers[i]!.sample;
    const part = sample.replay;
    if (part === "derived") {
      // The world made it again by now (after the decision before it); a value it tells must be the same.
      const agrees = sample.agrees as ((e: GameEvent, world: Kernel) => Seat | null) | undefined;
      const blamed = agrees ? agrees(e, world) : null;
      if (blamed !== null) {
        refused.push({ event: i, seat: blamed, held: [...(world.st.hands[blamed] ?? [])] });
        world.logWinners = null;
      }
      continue;
    }
    let decision;
    try {
      decision = part(e, i, context);
    } catch (err) {
      if (!(err instanceof IllegalActionError)) throw err;
      return stoppedAt(refused, events.length, i);
    }
    if (decision === null) return stoppedAt(refused, events.length, i);
    const before = world.st.events.length;
    if (!act(world, i, decision.seat, decision.action, refused)) return stoppedAt(refused, events.length, i);
    if (sample.confirm && !confirmed(world, sample, e, before)) {
      refused.push({ event: i, seat: decision.seat, held: [] });
      world.logWinners = null;
    }
  }
  // Secret choices already committed but not yet revealed: the seat's own is known, others' are drawn.
  // A seat committed from the start (nothing to decide: no rule cards offered) is so in the world too.
  if (obs.committed.some((c) => c)) {
    for (let s = 0; s < obs.players; s++) {
      if (!obs.committed[s] || !canAct(world, s)) continue;
      if (s === obs.seat) {
        if (!obs.ownChoice) return stoppedAt(refused, events.length, events.length);
        // The decision's own codec turns the committed values back into its action.
        const kind = legalActions(world, s)[0]?.type;
        const fromCommitted = kind === undefined ? null : (ACTION_CODECS[kind].fromCommitted as ((own: readonly number[]) => Action) | null);
        if (!fromCommitted || !act(world, events.length, s, fromCommitted(obs.ownChoice), refused)) return stoppedAt(refused, events.length, events.length);
      } else {
        const options = legalActions(world, s);
        if (options.length === 0 || !act(world, events.length, s, rng.pick(options), refused)) return stoppedAt(refused, events.length, events.length);
      }
    }
  }
  return refused.length === 0 ? null : { refused, cost: disagreementCost(refused, 0) };
}

/**
 * The replay's view of the world for the events' sample parts. A class, not an object of closures
 * made per replay: the greedy playtest replays a round about a hundred thousand times, and under tsx
 * (the Node benchmarks, the CLI) each of the four closures was also named by esbuild's keepNames
 * helper (__name, an Object.defineProperty per closure made): about 2% of a greedy batch.
 */
class WorldContext implements ReplayContext {
  constructor(
    private readonly w: Kernel,
    readonly obs: Observation,
    readonly rng: Rng,
    readonly hiddenCards: (event: number) => readonly CardId[] | undefined,
  ) {}

  legal(seat: Seat): readonly Action[] {
    return legalActions(this.w, seat);
  }

  isOpen(trick: number): boolean {
    const open = this.w.st.openTricks;
    for (let i = 0; i < open.length; i++) if (open[i]!.id === trick) return true;
    return false;
  }

  world(): Kernel {
    return this.w;
  }
}

/** The disagreement of a replay that had to stop at `event` of `count`: the events from it on count as not replayed. */
function stoppedAt(refused: readonly Contradiction[], count: number, event: number): Disagreement {
  return { refused, cost: disagreementCost(refused, count + 1 - event) };
}

/**
 * Does the world's carrying out of the replayed decision agree with event `e` (SamplePart.confirm)?
 * From the events it made from `before` on, or, in a world that records none, from its state
 * (confirmState). A world without either cannot tell: an error, never a world confirmed unasked.
 */
function confirmed(world: Kernel, sample: EventHandler<EventType>["sample"], e: GameEvent, before: number): boolean {
  if (world.recording) return (sample.confirm as (e: GameEvent, events: readonly GameEvent[], from: number) => boolean)(e, world.st.events, before);
  const fromState = sample.confirmState as ((e: GameEvent, world: Kernel) => boolean) | undefined;
  if (!fromState) throw new Error(`internal error: a world that records no events replays a ${JSON.stringify(e.type)} event, whose sample part confirms from events only`);
  return fromState(e, world);
}

/**
 * Applies an observed action on a sampled world. A refused one is noted in `refused` (with the hand the
 * seat held then: a refusal leaves the world as it was) and carried out regardless; false when the
 * world cannot carry it out at all.
 */
function act(world: Kernel, event: number, seat: Seat, action: Action, refused: Contradiction[]): boolean {
  // Legality as a value, not an exception: the repair replays refused actions by the thousand, and an
  // error's stack capture cost more than the rest of the refusal. Only the sentence is asked for
  // (detail false): the failed conditions are for explanations, not for the sampler.
  if (refusal(world, seat, action, false) === null) {
    commit(world, seat, action);
    return true;
  }
  const instead = action.type === "play" ? playedCards(legalActions(world, seat)) : [];
  refused.push({ event, seat, held: [...(world.st.hands[seat] ?? [])], instead });
  // Carried out regardless, the world may leave the observed course: its tricks are judged from here on.
  world.logWinners = null;
  try {
    commit(world, seat, action);
    return true;
  } catch {
    return false;
  }
}

/**
 * The cards of the plays among `actions`, in their order (a card once per trick it may go to). A
 * loop, not flatMap: the repair asks it for every refused play (tens of thousands per greedy
 * playtest), and flatMap made an array per action.
 */
export function playedCards(actions: readonly Action[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.type === "play") out.push(a.card);
  }
  return out;
}

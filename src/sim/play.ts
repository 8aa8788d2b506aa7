// Plays one game to the end with one bot per seat. Bots get only their seat's observation and legal
// actions, never the Game, so a bot cannot peek at hidden cards.
//
// This loop runs for every decision of every simulated game, so it allocates nothing per decision
// beyond what the engine hands out, and creates no closures (the tsx loader wraps every closure in
// a naming helper, which made closures here a fifth of the simulation's time).

import type { Game } from "../engine/game.js";
import type { Rng } from "../engine/rng.js";
import type { Action, Observation, Seat } from "../engine/types.js";
import type { Bot, DecisionContext } from "../bots/bot.js";
import { StuckGameError } from "./failure.js";
import { filled, objectList } from "../engine/lists.js";

export function playGame(game: Game, bots: readonly Bot[], rngs: readonly Rng[]): void {
  // A seat's view is made when its bot first decides (a uniform bot never needs one).
  const views = filled<DecisionContext | undefined>(game.players, undefined);
  // The streams of the seats whose bot draws uniformly, for the engine's run of random plays.
  const uniform: (Rng | null)[] = [];
  for (let s = 0; s < game.players; s++) uniform.push(bots[s]!.uniform === true ? rngs[s]! : null);
  // Where a seat's decisions may pass to another (a dummy), each is its decider's, one at a time.
  const handed = game.handsOverDecisions;
  let allUniform = !handed;
  for (let s = 0; s < game.players; s++) if (uniform[s] === null) allUniform = false;
  while (!game.isOver) {
    const sole = game.singleActor();
    if (sole >= 0 && handed) {
      const by = game.decider(sole);
      if (bots[by]!.uniform === true) game.applyRandom(sole, rngs[by]!);
      else game.apply(sole, decide(game, sole, bots, rngs, views));
      continue;
    }
    if (sole >= 0) {
      if (bots[sole]!.uniform === true) {
        game.applyRandomPlays(uniform);
        // The run stops at a seat without a stream, or at a decision that is not a grid play (a
        // choice, or rules evaluated card by card); the latter is this seat's, drawn one at a time.
        if (!game.isOver && game.singleActor() === sole) game.applyRandom(sole, rngs[sole]!);
      }
      else game.apply(sole, decide(game, sole, bots, rngs, views));
      continue;
    }
    // Every seat draws uniformly: the engine's random run takes a secret step's choices too (the same
    // draws, seat by seat), and plays on from there.
    if (allUniform) {
      const before = game.actionCount;
      game.applyRandomPlays(uniform);
      if (game.actionCount !== before) continue;
    }
    const seats = game.toAct();
    // The engine raises a RuleError for rulesets that deadlock; this guards the loop against an
    // engine that does not, which would otherwise spin forever.
    if (seats.length === 0) throw new StuckGameError("the game is not over, but no seat is to act");
    // Several seats = a simultaneous decision: everyone decides on what they saw before any of
    // them acted, and only then are the actions applied. A uniform bot's draw is left to the engine
    // at apply time: until the last seat commits, nobody's legal actions change (the engine holds
    // commitments back), so it draws from the very list it would have been given.
    const chosen = objectList<Action | null>();
    for (const seat of seats) chosen.push(bots[game.decider(seat)]!.uniform === true ? null : decide(game, seat, bots, rngs, views));
    for (let k = 0; k < seats.length; k++) {
      const seat = seats[k]!;
      const action = chosen[k] ?? null;
      if (action === null) game.applyRandom(seat, rngs[game.decider(seat)]!);
      else game.apply(seat, action);
    }
  }
}

/** `seat`'s decision, made by its decider's bot (Game.decider: the seat itself, or a dummy's controller) with that seat's view and stream. */
function decide(game: Game, seat: Seat, bots: readonly Bot[], rngs: readonly Rng[], views: (DecisionContext | undefined)[]): Action {
  const legal = game.legalActions(seat);
  if (legal.length === 0) throw new StuckGameError(`seat ${seat} is to act but has no legal action`);
  return bots[game.decider(seat)]!.choose(contextOf(game, seat, views), legal, rngs[game.decider(seat)]!);
}

/** The seat's decision context, made once per seat and decider (a dummy's decider changes with the round). */
function contextOf(game: Game, seat: Seat, views: (DecisionContext | undefined)[]): DecisionContext {
  const by = game.decider(seat);
  const v = views[seat];
  return v !== undefined && v.decider === by ? v : (views[seat] = decisionContext(game, seat, by));
}

/**
 * The seat's view of `game` for its decisions: the rules, the seat, and the observation, built only if
 * the bot asks for it and once per decision. The game itself stays in a closure, out of a bot's reach
 * (a field, even a `private` one, could be read at run time). Made once per seat per game.
 */
export function decisionContext(game: Game, seat: Seat, decider: Seat = seat): DecisionContext {
  let cached: Observation | null = null;
  let cachedAt = -1;
  return {
    ir: game.ir,
    seat,
    decider,
    observation(): Observation {
      const at = game.actionCount;
      if (cached === null || cachedAt !== at) {
        cached = game.observe(decider);
        cachedAt = at;
      }
      return cached;
    },
  };
}

/**
 * playGame, one decision at a time, counting the decisions and those with a single legal action (the
 * forced share). It asks every decision for its legal actions, which the engine's random runs avoid,
 * so it is slower; a uniform bot draws with rng.pick from that list, which is exactly the engine's
 * draw (Game.applyRandom), so the game played is the same game as playGame's.
 * Returns [forced decisions, decisions].
 */
export function playGameCounted(game: Game, bots: readonly Bot[], rngs: readonly Rng[]): [number, number] {
  const views = filled<DecisionContext | undefined>(game.players, undefined);
  let forced = 0;
  let decisions = 0;
  while (!game.isOver) {
    const seats = game.toAct();
    if (seats.length === 0) throw new StuckGameError("the game is not over, but no seat is to act");
    // As in playGame: everyone decides on what they saw before any of them acted.
    const chosen = objectList<Action>();
    for (const seat of seats) {
      const legal = game.legalActions(seat);
      if (legal.length === 0) throw new StuckGameError(`seat ${seat} is to act but has no legal action`);
      decisions++;
      if (legal.length === 1) forced++;
      const by = game.decider(seat);
      const bot = bots[by]!;
      chosen.push(bot.uniform === true ? rngs[by]!.pick(legal) : bot.choose(contextOf(game, seat, views), legal, rngs[by]!));
    }
    for (let k = 0; k < seats.length; k++) game.apply(seats[k]!, chosen[k]!);
  }
  return [forced, decisions];
}

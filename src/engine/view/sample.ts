// Determinization: a full game consistent with one seat's observation, drawn at random. It reads the
// observation only (never the true state), rebuilds the current round's deal with the unseen cards
// shuffled into the unseen places, and replays the round's visible history through the engine. What
// each event tells about the deal, and which decision it stands for, is that event kind's own sample
// part (events/registry.ts); an event kind the registry does not know stops the sampler with an error
// rather than being skipped. A sample under which any observed action would have been illegal is
// rejected, so every inference the rules allow (a seat that did not follow where following was
// compulsory holds none of that suit) is respected without game-specific code.

import type { RulesetIR } from "../../ir/types.js";
import { deckFor } from "../core/cards.js";
import { createKernel } from "../core/create.js";
import type { Kernel, ResumeOptions } from "../core/kernel.js";
import { applyAction, canAct, legalActions } from "../decisions/act.js";
import { worldRuleDeck } from "../rulecards/sample.js";
import { Symbolic, Unexplained } from "../events/symbolic.js";
import { eventHandler } from "../events/registry.js";
import type { ReplayContext } from "../events/types.js";
import { IllegalActionError, RuleError } from "../errors.js";
import type { Rng } from "../rng.js";
import type { CardId, DealSpec, GameEvent, Observation } from "../types.js";

export const DEFAULT_SAMPLE_ATTEMPTS = 500;

export function determinize(ir: RulesetIR, obs: Observation, rng: Rng, maxAttempts = DEFAULT_SAMPLE_ATTEMPTS): Kernel {
  const n = obs.players;
  const deck = deckFor(ir, n);
  if (!deck) throw new IllegalActionError(`no deck for ${n} players`);
  const events = obs.events;
  const start = events[0];
  if (!start || start.type !== "roundStart") throw new IllegalActionError("the observation has no round start");
  const own = start.hands[obs.seat];
  if (!own) throw new IllegalActionError("the observation does not show the seat's own deal");
  const handlers = events.map((e) => {
    const h = eventHandler(e);
    if (!h) throw new IllegalActionError(`the sampler has no rule for an event of type ${JSON.stringify(e.type)}`);
    return h;
  });
  const leftover = Array.isArray(obs.leftover) ? (obs.leftover as readonly CardId[]) : (obs.leftover as number);
  const everyCard = deck.cards.map((c) => c.id);

  const resume = resumeFrom(obs);
  let unexplained = "";
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    // The round as the seat saw it, over card tokens: which cards each seat was dealt, in this attempt.
    const sym = new Symbolic(obs.seat, rng);
    let dealt: { hands: CardId[][]; leftover: CardId[] };
    try {
      sym.deal(own, start.sizes, leftover);
      for (let i = 1; i < events.length; i++) {
        const part = handlers[i]!.sample.cards;
        if (part !== "nothing") part(events[i]!, i, sym, events);
      }
      sym.hands.forEach((hand, s) => {
        if (hand.length !== obs.handSizes[s]) throw new Unexplained(`seat ${s} would hold ${hand.length} cards, not ${obs.handSizes[s]}`);
      });
      dealt = sym.fill(everyCard, n);
    } catch (err) {
      if (!(err instanceof Unexplained)) throw err;
      unexplained = err.message;
      continue;
    }
    const deals: DealSpec[] = [];
    deals[obs.round - 1] = dealt;
    const ruleDeck = worldRuleDeck(ir, obs, rng);
    const world = createKernel(ir, { players: n, seed: rng.nextUint32(), deals, ...(ruleDeck ? { ruleDeck } : {}) }, resume);
    if (replay(world, obs, events, (i) => sym.cardsOf(i), rng)) return world;
  }
  throw new RuleError(
    "no-consistent-sample",
    "sampler",
    0,
    `no deal consistent with seat ${obs.seat}'s observation was found in ${maxAttempts} attempts (round ${obs.round})${unexplained ? `; last: ${unexplained}` : ""}`,
  );
}

function resumeFrom(obs: Observation): ResumeOptions {
  const rows = obs.roundScores.slice(0, obs.round - 1).map((r) => [...r]);
  const totals = new Array<number>(obs.players).fill(0);
  for (const r of rows) r.forEach((v, s) => (totals[s]! += v));
  return { round: obs.round, dealer: obs.dealer, totals, roundScores: rows };
}

/** Replays the observed round on a sampled world; false if the sample contradicts what was seen. */
function replay(world: Kernel, obs: Observation, events: readonly GameEvent[], hiddenCards: (event: number) => readonly CardId[] | undefined, rng: Rng): boolean {
  const context: ReplayContext = {
    obs,
    rng,
    hiddenCards,
    legal: (seat) => legalActions(world, seat),
    isOpen: (trick) => world.st.openTricks.some((t) => t.id === trick),
  };
  try {
    for (let i = 1; i < events.length; i++) {
      const e = events[i]!;
      const part = eventHandler(e)!.sample.replay;
      if (part === "derived") continue;
      const decision = part(e, i, context);
      if (decision === null) return false;
      const before = world.st.events.length;
      applyAction(world, decision.seat, decision.action);
      const confirm = eventHandler(e)!.sample.confirm as ((e: GameEvent, events: readonly GameEvent[], from: number) => boolean) | undefined;
      if (confirm && !confirm(e, world.st.events, before)) return false;
    }
    // Secret choices already committed but not yet revealed: the seat's own is known, others' are drawn.
    // A seat committed from the start (nothing to decide: no rule cards offered) is so in the world too.
    if (obs.committed.some((c) => c)) {
      for (let s = 0; s < obs.players; s++) {
        if (!obs.committed[s] || !canAct(world, s)) continue;
        if (s === obs.seat) {
          if (!obs.ownChoice) return false;
          const kind = legalActions(world, s)[0]?.type;
          const own = obs.ownChoice;
          applyAction(world, s, kind === "order" ? { type: "order", values: own } : kind === "keep" ? { type: "keep", rules: own } : { type: "choose", cards: own });
        } else {
          applyAction(world, s, rng.pick(legalActions(world, s)));
        }
      }
    }
  } catch (err) {
    if (err instanceof IllegalActionError) return false;
    throw err;
  }
  return true;
}

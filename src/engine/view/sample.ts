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
import { applyAction, legalActions } from "../decisions/act.js";
import { DealFacts } from "../events/deal-facts.js";
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

  // Cards each seat is known to have been dealt this round, and the hidden places of the rest. When
  // a seat must have played cards passed to it unseen, which of its plays those were is drawn anew
  // for every attempt (DealFacts.settle); otherwise the facts are the same for every attempt.
  const gather = (settleRng: Rng | null): DealFacts => {
    const facts = new DealFacts(n);
    facts.ownDeal = new Set(own);
    events.forEach((e, i) => {
      const h = eventHandler(e);
      if (!h) throw new IllegalActionError(`the sampler has no rule for an event of type ${JSON.stringify(e.type)}`);
      if (h.sample.facts !== "nothing") h.sample.facts(e, i, events, facts);
    });
    if (settleRng) facts.settle(obs.handSizes, obs.seat, (k) => settleRng.int(k));
    for (let s = 0; s < n; s++) {
      if (s === obs.seat) continue;
      facts.hide(s, -1, facts.handPlaces(s, obs.handSizes[s]!));
    }
    return facts;
  };
  let facts = gather(null);
  const settling = facts.needsSettling(obs.handSizes, obs.seat);

  const seen = new Set<CardId>(own);
  for (const k of facts.known) for (const c of k) seen.add(c);
  const leftoverKnown = Array.isArray(obs.leftover) ? (obs.leftover as readonly CardId[]) : null;
  if (leftoverKnown) for (const c of leftoverKnown) seen.add(c);
  const pool: CardId[] = [];
  for (let c = 0; c < deck.cards.length; c++) if (!seen.has(c)) pool.push(c);
  const leftoverHidden = leftoverKnown ? 0 : (obs.leftover as number);
  const slotCount = (f: DealFacts) => f.hidden.reduce((a, h) => a + h.length, 0) + leftoverHidden;
  if (!settling && slotCount(facts) !== pool.length) {
    throw new IllegalActionError(`inconsistent observation: ${pool.length} unseen cards for ${slotCount(facts)} hidden places`);
  }

  const resume = resumeFrom(obs);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (settling) {
      facts = gather(rng);
      if (slotCount(facts) !== pool.length) {
        throw new IllegalActionError(`inconsistent observation: ${pool.length} unseen cards for ${slotCount(facts)} hidden places`);
      }
    }
    rng.shuffle(pool);
    let next = 0;
    const byEvent = new Map<number, CardId[]>();
    const hands: CardId[][] = [];
    for (let s = 0; s < n; s++) {
      const hand = s === obs.seat ? [...own] : [...facts.known[s]!];
      for (const slot of facts.hidden[s]!) {
        const c = pool[next++]!;
        hand.push(c);
        if (slot.event >= 0) {
          const list = byEvent.get(slot.event) ?? [];
          list.push(c);
          byEvent.set(slot.event, list);
        }
      }
      hands.push(hand);
    }
    const leftover = leftoverKnown ? [...leftoverKnown] : pool.slice(next, next + leftoverHidden);
    const deals: DealSpec[] = [];
    deals[obs.round - 1] = { hands, leftover };
    const world = createKernel(ir, { players: n, seed: rng.nextUint32(), deals }, resume);
    const partly = facts.partlyShown;
    const hiddenCards = (i: number): readonly CardId[] | undefined => {
      const shown = facts.shownLater.get(i);
      if (shown) return shown;
      const part = partly.get(i);
      const drawn = byEvent.get(i);
      return part ? [...part, ...(drawn ?? [])] : drawn;
    };
    if (replay(world, obs, events, hiddenCards, rng)) return world;
  }
  throw new RuleError(
    "no-consistent-sample",
    "sampler",
    0,
    `no deal consistent with seat ${obs.seat}'s observation was found in ${maxAttempts} attempts (round ${obs.round})`,
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
      applyAction(world, decision.seat, decision.action);
    }
    // Secret choices already committed but not yet revealed: the seat's own is known, others' are drawn.
    if (obs.committed.some((c) => c)) {
      for (let s = 0; s < obs.players; s++) {
        if (!obs.committed[s]) continue;
        if (s === obs.seat) {
          if (!obs.ownChoice) return false;
          const kind = legalActions(world, s)[0]?.type;
          applyAction(world, s, kind === "order" ? { type: "order", values: obs.ownChoice } : { type: "choose", cards: obs.ownChoice });
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

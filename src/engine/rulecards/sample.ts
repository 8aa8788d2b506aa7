// The sampler's part of the rule-card draft: a rule deck for a sampled world, made so that the world's
// draft offers what the seat saw. The seat knows its own offer and what it kept, and, once revealed,
// the set of kept and added cards, but not who kept which: each other chooser's offer gets as many
// revealed cards as it kept, drawn at random from the revealed ones the seat did not keep itself, and
// the rest of its offer from the cards the seat never saw; the remaining revealed cards are the ones
// added from the deck. Cards of earlier rounds are not in the observation: the world's later rounds
// may draw them again (only search beyond the current round sees that).

import type { RulesetIR } from "../../ir/types.js";
import type { Rng } from "../rng.js";
import type { GameEvent, Observation } from "../types.js";

type Of<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;

/** What the observation tells of the draft, read once per observation object (the sampler draws a deck per world). */
interface DraftSeen {
  readonly rc: NonNullable<RulesetIR["ruleCards"]>;
  readonly offers: readonly Of<"ruleOffer">[];
  /** Per offer, in order: how many of the offer its chooser kept (the seat's own: -1). */
  readonly keptPer: readonly number[];
  readonly ownOffer: readonly number[];
  /** The revealed cards the seat did not keep, and the rule cards it never saw, before any shuffle. */
  readonly others: readonly number[];
  readonly unseen: readonly number[];
}

const drafts = new WeakMap<Observation, DraftSeen>();

function draftSeen(rc: NonNullable<RulesetIR["ruleCards"]>, obs: Observation): DraftSeen {
  let d = drafts.get(obs);
  if (d && d.rc === rc) return d;
  const offers = obs.events.filter((e): e is Of<"ruleOffer"> => e.type === "ruleOffer");
  const keeps = obs.events.filter((e): e is Of<"ruleKeep"> => e.type === "ruleKeep");
  const reveal = obs.events.find((e): e is Of<"ruleReveal"> => e.type === "ruleReveal");
  const ownOffer = offers.find((e) => e.seat === obs.seat)?.rules ?? [];
  const ownKept = keeps.find((e) => e.seat === obs.seat)?.rules ?? [];
  const revealed = reveal?.rules ?? [];
  const seen = new Set([...ownOffer, ...revealed]);
  d = {
    rc,
    offers,
    keptPer: offers.map((offer) => (offer.seat === obs.seat ? -1 : (keeps.find((e) => e.seat === offer.seat)?.count ?? 0))),
    ownOffer,
    others: revealed.filter((id) => !ownKept.includes(id)),
    unseen: rc.ids.filter((id) => !rc.always.includes(id) && !seen.has(id)),
  };
  drafts.set(obs, d);
  return d;
}

/** The rule deck, top first, a world starting the observed round must have; undefined without a draft. */
export function worldRuleDeck(ir: RulesetIR, obs: Observation, rng: Rng): number[] | undefined {
  const rc = ir.ruleCards;
  if (!rc?.draft) return undefined;
  const d = draftSeen(rc, obs);
  // The same shuffles, in the same order, of the same lists as reading the events each time; each
  // offer then takes the next cards of the two lists (as splicing them off the front did, without
  // moving what is left: every world of a drafted round makes a deck).
  const unseen = rng.shuffle(d.unseen.slice());
  const others = rng.shuffle(d.others.slice());
  const deck: number[] = [];
  let o = 0;
  let u = 0;
  for (let i = 0; i < d.offers.length; i++) {
    const kept = d.keptPer[i]!;
    if (kept < 0) {
      for (const id of d.ownOffer) deck.push(id);
      continue;
    }
    for (const end = Math.min(others.length, o + kept); o < end; o++) deck.push(others[o]!);
    for (const end = Math.min(unseen.length, u + Math.max(0, d.offers[i]!.count - kept)); u < end; u++) deck.push(unseen[u]!);
  }
  // What is left of the revealed cards was added from the deck, right after the offers.
  for (; o < others.length; o++) deck.push(others[o]!);
  for (; u < unseen.length; u++) deck.push(unseen[u]!);
  return deck;
}

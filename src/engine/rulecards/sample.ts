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

/** The rule deck, top first, a world starting the observed round must have; undefined without a draft. */
export function worldRuleDeck(ir: RulesetIR, obs: Observation, rng: Rng): number[] | undefined {
  const rc = ir.ruleCards;
  if (!rc?.draft) return undefined;
  const offers = obs.events.filter((e): e is Of<"ruleOffer"> => e.type === "ruleOffer");
  const keeps = obs.events.filter((e): e is Of<"ruleKeep"> => e.type === "ruleKeep");
  const reveal = obs.events.find((e): e is Of<"ruleReveal"> => e.type === "ruleReveal");
  const ownOffer = offers.find((e) => e.seat === obs.seat)?.rules ?? [];
  const ownKept = keeps.find((e) => e.seat === obs.seat)?.rules ?? [];
  const revealed = reveal?.rules ?? [];
  const seen = new Set([...ownOffer, ...revealed]);
  const unseen = rng.shuffle(rc.ids.filter((id) => !rc.always.includes(id) && !seen.has(id)));
  const others = rng.shuffle(revealed.filter((id) => !ownKept.includes(id)));
  const deck: number[] = [];
  for (const offer of offers) {
    if (offer.seat === obs.seat) {
      deck.push(...ownOffer);
      continue;
    }
    const kept = keeps.find((e) => e.seat === offer.seat)?.count ?? 0;
    deck.push(...others.splice(0, kept), ...unseen.splice(0, offer.count - kept));
  }
  // What is left of the revealed cards was added from the deck, right after the offers.
  deck.push(...others, ...unseen);
  return deck;
}

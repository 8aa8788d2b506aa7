// Rule cards as game objects: the rule deck a game starts with and the cards in force every round.
// The deck is shuffled once per game from its own stream of the game's seed, so that a ruleset's deals
// are the same with or without rule cards, and a game without them draws nothing for them.

import type { RulesetIR } from "../../ir/types.js";
import { IllegalActionError } from "../errors.js";
import { gameSeed, Rng } from "../rng.js";

/** The index of the rule deck's stream among a game seed's derived streams. */
const RULE_DECK_STREAM = 0x72756c65;

export interface RuleCardStart {
  /** The rule deck, top first: every rule card not in force every round. */
  readonly deck: readonly number[];
  /** In force in every round, ascending. */
  readonly always: readonly number[];
}

const NONE: RuleCardStart = { deck: [], always: [] };

/** The rule deck and the always-active cards of a new game: `given` (top first) or shuffled from the seed. */
export function ruleCardStart(ir: RulesetIR, seed: number, given?: readonly number[]): RuleCardStart {
  const rc = ir.ruleCards;
  if (!rc) {
    if (given && given.length > 0) throw new IllegalActionError(`${ir.name} has no rule cards, but a rule deck was given`);
    return NONE;
  }
  const always = [...rc.always].sort((a, b) => a - b);
  const drafted = rc.ids.filter((id) => !always.includes(id));
  if (given) {
    const seen = new Set<number>();
    for (const id of given) {
      if (!drafted.includes(id)) throw new IllegalActionError(`the given rule deck holds ${id}, which is no rule card of the deck`);
      if (seen.has(id)) throw new IllegalActionError(`the given rule deck holds rule card ${id} twice`);
      seen.add(id);
    }
    return { deck: [...given], always };
  }
  // A game whose draft draws nothing keeps its rule deck unshuffled: nothing reads its order.
  return { deck: rc.draft ? new Rng(gameSeed(seed, RULE_DECK_STREAM)).shuffle(drafted) : drafted, always };
}

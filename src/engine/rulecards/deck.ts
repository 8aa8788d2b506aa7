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
  const { always, drafted, isDrafted } = splitOf(rc);
  if (given) {
    // A flag per rule card number, not `drafted.includes` per card: the sampler starts a world with a
    // given deck for every trade it tries. (Off the array, a fraction or negative: undefined, refused too.)
    const seen = new Uint8Array(isDrafted.length);
    for (const id of given) {
      if (isDrafted[id] !== 1) throw new IllegalActionError(`the given rule deck holds ${id}, which is no rule card of the deck`);
      if (seen[id] === 1) throw new IllegalActionError(`the given rule deck holds rule card ${id} twice`);
      seen[id] = 1;
    }
    return { deck: [...given], always };
  }
  // A game whose draft draws nothing keeps its rule deck unshuffled: nothing reads its order.
  return { deck: rc.draft ? new Rng(gameSeed(seed, RULE_DECK_STREAM)).shuffle([...drafted]) : [...drafted], always };
}

/** The rule cards in force in every round of the ruleset, ascending (none without rule cards). */
export function alwaysRules(ir: RulesetIR): readonly number[] {
  return ir.ruleCards ? splitOf(ir.ruleCards).always : NONE.always;
}

type RuleCardsIR = NonNullable<RulesetIR["ruleCards"]>;

interface Split {
  readonly always: readonly number[];
  readonly drafted: readonly number[];
  /** isDrafted[id] = 1 for a drafted card's number. */
  readonly isDrafted: Uint8Array;
}

/** The always-active and drafted rule cards of a ruleset, worked out once per IR (per world they were a tenth of the sampler's kernel start). */
const splits = new WeakMap<RuleCardsIR, Split>();

function splitOf(rc: RuleCardsIR): Split {
  let s = splits.get(rc);
  if (s) return s;
  const always = [...rc.always].sort((a, b) => a - b);
  const drafted = rc.ids.filter((id) => !always.includes(id));
  let size = 0;
  for (const id of drafted) if (Number.isInteger(id) && id >= 0) size = Math.max(size, id + 1);
  const isDrafted = new Uint8Array(size);
  for (const id of drafted) if (Number.isInteger(id) && id >= 0) isDrafted[id] = 1;
  s = { always, drafted, isDrafted };
  splits.set(rc, s);
  return s;
}

// Scoring a made-up situation: the round score each seat would get with the given piles, hands,
// trick counts and orders, under a ruleset's own compiled `score` rule. Rulebook worked examples and
// the designer's "what would this score?" go through exactly the code that games run.

import type { RulesetIR } from "../../ir/types.js";
import { createKernel } from "../core/create.js";
import { asRuleError } from "../core/log.js";
import { IllegalActionError } from "../errors.js";
import { roundScores } from "../scoring/rank.js";
import type { CardId } from "../types.js";

export interface ScoreScenario {
  readonly players: number;
  /** Per pile name, per seat: the pile's cards (seats left out hold none). Piles not named are empty. */
  readonly piles?: Readonly<Record<string, readonly (readonly CardId[])[]>>;
  /** Per seat: the hand (seats left out, and hands not given, are empty). */
  readonly hands?: readonly (readonly CardId[])[];
  /** Per seat: tricks won this round (0 if not given). */
  readonly tricksWon?: readonly number[];
  /** Per order name, per seat: the arranged values. */
  readonly orders?: Readonly<Record<string, readonly (readonly number[])[]>>;
  /** The round being scored (1 if not given), and each seat's total before it. */
  readonly round?: number;
  readonly totals?: readonly number[];
}

/** Every seat's round score in the scenario. A RuleError when the rule cannot be evaluated there. */
export function scoreScenario(ir: RulesetIR, sc: ScoreScenario): number[] {
  const k = createKernel(ir, { players: sc.players, seed: 1, firstDealer: 0, record: false });
  const st = k.st;
  const n = sc.players;
  const cards = (list: readonly CardId[] | undefined, where: string): number[] =>
    (list ?? []).map((c) => {
      if (!Number.isInteger(c) || c < 0 || c >= k.deck.cards.length) throw new IllegalActionError(`${where}: card ${c} is not in the ${n}-player deck`);
      return c;
    });
  for (let s = 0; s < n; s++) st.hands[s] = cards(sc.hands?.[s], `hand of seat ${s}`);
  st.piles = k.rules.pileNames.map((name) => Array.from({ length: n }, (_, s) => cards(sc.piles?.[name]?.[s], `${name} of seat ${s}`)));
  for (const name of Object.keys(sc.piles ?? {})) {
    if (!k.rules.pileNames.includes(name)) throw new IllegalActionError(`the ruleset has no pile '${name}' (piles: ${k.rules.pileNames.join(", ")})`);
  }
  st.orders = k.rules.orderNames.map((name) => Array.from({ length: n }, (_, s) => [...(sc.orders?.[name]?.[s] ?? [])]));
  for (const name of Object.keys(sc.orders ?? {})) {
    if (!k.rules.orderNames.includes(name)) throw new IllegalActionError(`the ruleset has no order '${name}'`);
  }
  for (let s = 0; s < n; s++) {
    st.tricksWon[s] = sc.tricksWon?.[s] ?? 0;
    st.totals[s] = sc.totals?.[s] ?? 0;
  }
  st.round = sc.round ?? 1;
  try {
    return roundScores(k);
  } catch (err) {
    throw asRuleError(k, err);
  }
}

// Scoring a made-up situation: the round score each seat would get with the given piles, hands,
// trick counts and orders, under a ruleset's own compiled `score` rule. Rulebook worked examples and
// the designer's "what would this score?" go through exactly the code that games run.

import type { RulesetIR } from "../../ir/types.js";
import { createKernel } from "../assembly/create.js";
import { asRuleError } from "../core/log.js";
import { IllegalActionError } from "../errors.js";
import { roundScores } from "../scoring/rank.js";
import type { CardId } from "../types.js";
import { holdFormed, holdPlayed } from "../tricks/held.js";

export interface ScoreScenario {
  readonly players: number;
  /** Per pile name, per seat: the pile's cards (seats left out hold none). Piles not named are empty. */
  readonly piles?: Readonly<Record<string, readonly (readonly CardId[])[]>>;
  /** Per seat: the hand (seats left out, and hands not given, are empty). */
  readonly hands?: readonly (readonly CardId[])[];
  /** Per seat: tricks won this round (0 if not given; the number of held tricks when those are given). */
  readonly tricksWon?: readonly number[];
  /**
   * Per seat: the tricks it holds, kept apart (for `trick value` and `trickPoints`). A trick is played
   * unless `played: false`; played tricks without a `number` are numbered in the order given, seat by
   * seat. Their cards join the seat's `won` pile.
   */
  readonly held?: readonly (readonly ScenarioTrick[])[];
  /** Per order name, per seat: the arranged values. */
  readonly orders?: Readonly<Record<string, readonly (readonly number[])[]>>;
  /** Per call name, per seat: the call made this round (a special word as its negative number); null or left out: not made. */
  readonly calls?: Readonly<Record<string, readonly (number | null)[]>>;
  /**
   * Hidden partnerships (`teams ... by holder of CARD`): per seat, its team this round, counting from
   * 0 (absent: decided from the hands given, as at a deal).
   */
  readonly teams?: readonly number[];
  /** The round being scored (1 if not given), and each seat's total before it. */
  readonly round?: number;
  readonly totals?: readonly number[];
}

/** One held trick of a scenario. */
export interface ScenarioTrick {
  readonly cards: readonly CardId[];
  readonly number?: number;
  readonly played?: boolean;
  /**
   * A played trick: the seat that played each card, in the order of `cards` (`playedBy`). Not given:
   * the seats in turn from the holder (the holder led it), clockwise.
   */
  readonly by?: readonly number[];
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
  for (const name of Object.keys(sc.calls ?? {})) {
    const i = k.rules.callNames.indexOf(name);
    if (i < 0) throw new IllegalActionError(`the ruleset has no call '${name}'`);
    st.calls.values[i] = Array.from({ length: n }, (_, s) => sc.calls?.[name]?.[s] ?? null);
  }
  let played = 0;
  for (let s = 0; s < n; s++) {
    for (const [i, t] of (sc.held?.[s] ?? []).entries()) {
      const own = cards(t.cards, `held trick ${i + 1} of seat ${s}`);
      if (t.played === false) holdFormed(k, own, s);
      else {
        played = Math.max(played + 1, t.number ?? 0);
        st.playedTricks = (t.number ?? played) - 1;
        holdPlayed(k, own, s, s);
        // Who played which card (`playedBy`): public table state, as the trick's plays would leave it.
        for (let j = 0; j < own.length; j++) {
          const by = t.by ? t.by[j] : (s + j) % n;
          if (by === undefined || (t.by !== undefined && t.by.length !== own.length) || !Number.isInteger(by) || by < 0 || by >= n) throw new IllegalActionError(`held trick ${i + 1} of seat ${s}: 'by' must give a seat (0 to ${n - 1}) for each of its ${own.length} cards`);
          st.playedCards.push(own[j]!);
          st.playedSeats.push(by);
        }
      }
    }
  }
  st.playedTricks = played;
  for (let s = 0; s < n; s++) {
    if (sc.tricksWon?.[s] !== undefined || !sc.held) st.tricksWon[s] = sc.tricksWon?.[s] ?? 0;
    st.totals[s] = sc.totals?.[s] ?? 0;
  }
  st.round = sc.round ?? 1;
  if (ir.teams?.holder) {
    for (const h of k.hooks.dealt) h(k);
    if (sc.teams) st.hiddenTeams = { team: [...sc.teams], known: sc.teams.map(() => true), played: 0 };
  }
  try {
    return roundScores(k);
  } catch (err) {
    throw asRuleError(k, err);
  }
}

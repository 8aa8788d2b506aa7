// Ranking seats by keys (the game's winners, the next dealer) and the dealer rules: who deals first,
// who deals next. One handler per IR kind of each, typed so that a kind without one does not compile.

import type { RulesetIR } from "../../ir/types.js";
import type { Kernel } from "../core/kernel.js";
import { evalSeat, seatEnv } from "../core/eval.js";
import { clockwiseDistance, leftOf } from "../core/turn.js";
import { IllegalActionError, RuleError } from "../errors.js";
import type { CompiledKey } from "../rules/types.js";
import type { Seat } from "../types.js";
import { declRule, type RuleRef } from "../../ir/rule-ref.js";

type FirstDealerIR = RulesetIR["firstDealer"];
type NextDealerIR = RulesetIR["nextDealer"];

export const FIRST_DEALER: { readonly [K in FirstDealerIR["kind"]]: (k: Kernel, rule: Extract<FirstDealerIR, { kind: K }>) => Seat } = {
  random: (k) => k.st.rng.int(k.st.players),
  seat: (_k, rule) => rule.seat,
};

/** Round 1's dealer: GameOptions.firstDealer, else the ruleset's rule. */
export function firstDealer(k: Kernel): Seat {
  const rule = k.ir.firstDealer;
  const fd = k.opts.firstDealer ?? (FIRST_DEALER[rule.kind] as (k: Kernel, r: FirstDealerIR) => Seat)(k, rule);
  const n = k.st.players;
  if (!Number.isInteger(fd) || fd < 0 || fd >= n) throw new IllegalActionError(`first dealer ${fd} is not a seat of a ${n}-player game`);
  return fd;
}

export const NEXT_DEALER: { readonly [K in NextDealerIR["kind"]]: (k: Kernel) => Seat } = {
  clockwise: (k) => leftOf(k.st.dealer, k.st.players),
  /** Lowest/highest by each key in turn; remaining ties go to the first tied seat clockwise from the previous dealer's left. */
  ranked: (k) => bestSeat(k, k.rules.dealerKeys!, k.st.dealer, declRule("dealer")),
};

export function nextDealer(k: Kernel): Seat {
  return NEXT_DEALER[k.ir.nextDealer.kind](k);
}

/** The seats best by the keys in turn (all of them when tied on every key): the game's winners. */
export function rank(k: Kernel, keys: readonly CompiledKey[], rule: RuleRef): Seat[] {
  const seats = k.scratch.rankSeats;
  const out: Seat[] = [];
  for (let i = 0, m = rankSeats(k, keys, rule); i < m; i++) out.push(seats[i]!);
  return out;
}

/** The game's winners as things stand: the seats best by the winner keys, as the mechanics' hooks change them (a team wins together). */
export function gameWinners(k: Kernel): Seat[] {
  let seats = rank(k, k.rules.rankKeys, declRule("winner"));
  for (const h of k.hooks.winners) seats = h(k, seats);
  return seats;
}

/**
 * The seat best by the keys in turn; a tie on every key goes to the first tied seat clockwise from
 * `tieFrom`'s left. Builds no list: it runs every round.
 */
function bestSeat(k: Kernel, keys: readonly CompiledKey[], tieFrom: Seat, rule: RuleRef): Seat {
  const seats = k.scratch.rankSeats;
  const m = rankSeats(k, keys, rule);
  const n = k.st.players;
  let best = -1;
  let bestDistance = n + 1;
  for (let i = 0; i < m; i++) {
    const s = seats[i]!;
    const distance = clockwiseDistance(tieFrom, s, n); // tieFrom itself comes last (n)
    if (distance < bestDistance) {
      best = s;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Narrows the seats, key by key, to those with the best value (sign * key), stopping once one is
 * left; leaves them in scratch.rankSeats (in seat order) and returns how many there are. A key is
 * evaluated only for the seats still tied. A seat whose key is NaN is never best; when that is every
 * seat still tied, none is left, which is a RuleError naming `rule`.
 */
function rankSeats(k: Kernel, keys: readonly CompiledKey[], rule: RuleRef): number {
  const { rankSeats: seats, rankValues: values } = k.scratch;
  let m = k.st.players;
  for (let s = 0; s < m; s++) seats[s] = s;
  for (let i = 0; i < keys.length && m > 1; i++) {
    const key = keys[i]!;
    let best = -Infinity;
    for (let j = 0; j < m; j++) {
      const v = key.sign * evalSeat<number>(k, key.value, seats[j]!);
      values[j] = v;
      if (v > best) best = v;
    }
    let kept = 0;
    for (let j = 0; j < m; j++) if (values[j] === best) seats[kept++] = seats[j]!;
    m = kept;
  }
  if (m === 0) throw new RuleError("bad-key", rule, k.seed, "no seat is best: a key's value is not a number for any of the seats still tied");
  return m;
}

/** Every seat's round score under the `score` rule as things stand (a finite number each). */
export function roundScores(k: Kernel): number[] {
  const scores: number[] = [];
  for (let s = 0; s < k.st.players; s++) {
    const v = k.rules.score(seatEnv(k, s));
    if (!Number.isFinite(v)) throw new RuleError("bad-score", declRule("score"), k.seed, `the score of seat ${s} is not a number (${v})`);
    scores.push(v);
  }
  return scores;
}

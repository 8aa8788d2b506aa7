// Judged rounds (view/judged.ts) carried from one observation of a seat to its next. A bot asks for
// worlds at each of its decisions, each time with a new observation whose round so far is the last
// one's and a few events more; its template need not be replayed from the round's start again: the
// last template is carried on over the new events only (JudgedRound.extend). A template depends on
// nothing but the ruleset, the observation's round start (seat, players, round, dealer, scores so far,
// what every world deals as seen) and its events, so one observation's template serves another whose
// events begin with the same ones, from any game. One kept per ruleset and seat (the latest): a
// template of another round or game is dropped when the next one is kept.

import type { RulesetIR } from "../../ir/types.js";
import type { Seat } from "../types.js";
import type { JudgedRound } from "./judged.js";
import type { Prepared } from "./prepare.js";
import { eventKeys } from "./event-keys.js";

/** A seat's latest template: its round start and events (as text), and the round (null: it failed a check). */
interface Carried {
  readonly key: string;
  readonly eventKeys: readonly string[];
  readonly round: JudgedRound | null;
}

const carried = new WeakMap<RulesetIR, Map<Seat, Carried>>();

/** What must be the same for two observations to share a template, besides the events. */
function startKey(p: Prepared): string {
  const o = p.obs;
  return JSON.stringify([o.seat, o.players, o.round, o.dealer, p.resume, p.seen]);
}

/** One observation's place in the carry: what it looks up and what it keeps. */
export class Carry {
  private readonly key: string;
  private readonly eventKeys: string[];

  constructor(private readonly p: Prepared) {
    this.key = startKey(p);
    this.eventKeys = eventKeys(p.events);
  }

  /**
   * The seat's kept template when its round so far is the first events of this observation's: a
   * JudgedRound to extend, null when it failed a check (this round's worlds then replay, as they
   * would where a template fails), undefined when none applies.
   */
  earlier(): JudgedRound | null | undefined {
    const kept = carried.get(this.p.ir)?.get(this.p.obs.seat);
    if (!kept || kept.key !== this.key || kept.eventKeys.length > this.eventKeys.length) return undefined;
    for (let i = 0; i < kept.eventKeys.length; i++) if (kept.eventKeys[i] !== this.eventKeys[i]) return undefined;
    return kept.round;
  }

  /** Keeps this observation's template (or that it failed: null) as the seat's latest. */
  keep(round: JudgedRound | null): void {
    let perSeat = carried.get(this.p.ir);
    if (!perSeat) carried.set(this.p.ir, (perSeat = new Map()));
    perSeat.set(this.p.obs.seat, { key: this.key, eventKeys: this.eventKeys, round });
  }
}

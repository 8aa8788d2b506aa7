// Determinization: a full game consistent with one seat's observation, drawn at random. It reads the
// observation only (never the true state), rebuilds the current round's deal with the unseen cards
// shuffled into the unseen places, and replays the round's visible history through the engine. What
// each event tells about the deal, and which decision it stands for, is that event kind's own sample
// part (assembly/events.ts); an event kind the registry does not know stops the sampler with an error
// rather than being skipped. A sample under which any observed action would have been illegal is
// rejected, so every inference the rules allow (a seat that did not follow where following was
// compulsory holds none of that suit) is respected without game-specific code. Before a rejected deal
// is given up, it is repaired (view/repair.ts): drawn cards trade places, with the replay as the judge.

import type { RulesetIR } from "../../ir/types.js";
import { createKernel } from "../assembly/create.js";
import type { Kernel } from "../core/kernel.js";
import { worldRuleDeck } from "../rulecards/sample.js";
import { Symbolic, Unexplained, type SymbolicShape } from "../core/symbolic.js";
import { RuleError } from "../errors.js";
import type { Rng } from "../rng.js";
import type { CardId, DealSpec, Observation } from "../types.js";
import { Blamed, MAX_REPAIRS, proposeTrade, tradeBlamed, type Contradiction } from "./repair.js";
import { JudgedRound, REPLAY } from "./judged.js";
import { declRule } from "../../ir/rule-ref.js";
import { eventsDeal, prepared, symbolicDeal, type Prepared } from "./prepare.js";
import { Carry } from "./carried-rounds.js";
import { replay, type Disagreement } from "./replay.js";
import { secretWorldsOf } from "./secret-worlds.js";

export const DEFAULT_SAMPLE_ATTEMPTS = 500;

/** What sampling cost, added up over calls (for tests and measurements). */
export interface SampleStats {
  /** Worlds returned. */
  samples: number;
  /** Deals drawn afresh (the first of each sample included). */
  draws: number;
  /** Card trades tried on drawn deals. */
  repairs: number;
  /** Worlds (drawn or repaired) judged without replaying the round (view/judged.ts), when counted. */
  judged?: number;
  /** Observations whose template was the seat's earlier one carried on (view/carried-rounds.ts), when counted. */
  carried?: number;
  /** Attempts dealt from the round's symbolic shape (core/symbolic.ts again), when counted. */
  shaped?: number;
  /** Of the trades tried, those undone (the traded world contradicted more of the observation), when counted. */
  undone?: number;
  /** Worlds returned that needed at least one trade, when counted. */
  repaired?: number;
  /** Deals given up untraded: a refused play blamed on this attempt's random choices only (pinned), when counted. */
  pinned?: number;
  /** Cards of fresh deals traded before their first replay, as blamed by the worlds refused before (view/repair.ts tradeBlamed), when counted. */
  blamedTrades?: number;
  /** Attempts given up before any replay: their draws could not explain the round (core/symbolic.ts Unexplained), when counted. */
  unexplained?: number;
  /** Worlds replayed without recording events (determinize's `record` false, where the round allows it), when counted. */
  unrecorded?: number;
}

/**
 * A world consistent with `obs`: up to `maxAttempts` fresh deals, each repaired up to MAX_REPAIRS
 * times. The same `rng` state gives the same world.
 */
export function determinize(
  ir: RulesetIR,
  obs: Observation,
  rng: Rng,
  maxAttempts = DEFAULT_SAMPLE_ATTEMPTS,
  stats?: SampleStats,
  mode: SampleMode = "judged",
  /**
   * Trades per drawn deal; 0: pure rejection, the reference the repair's worlds are tested against
   * (test/engine/sampler-repair-distribution.test.ts), where a card shown where the attempt's unseen
   * moves did not carry it gives the attempt up too (core/symbolic.ts show).
   */
  maxRepairs = MAX_REPAIRS,
  /**
   * False: the caller keeps no events of the world (bots/worlds.ts stops its recording), so a world
   * replayed here records none where the round allows it (Prepared.unrecorded): the same world,
   * without building a log only to drop it. Judged and secret worlds are made as before.
   */
  record = true,
  /** What the refused worlds drawn so far for this observation blamed (view/repair.ts Blamed): given by a caller drawing several worlds of one observation (bots/worlds.ts), else learnt afresh. */
  blamed: Blamed = new Blamed(),
): Kernel {
  const n = obs.players;
  const p = prepared(ir, obs);
  const recordReplayed = record || !p.unrecorded;
  const { resume, judgeable: judged } = p;
  // Secret values the seat does not know, drawn from those the round allows (view/secret-worlds.ts)
  // where the deal is known; otherwise each world draws its own and the replay refuses the wrong ones.
  if (mode !== "reject") {
    const world = secretWorldsOf(p)?.world(rng, maxAttempts, stats);
    if (world) return world;
  }
  // Judged worlds (view/judged.ts): the round replayed once per observation, then each world judged
  // by legality alone; the same worlds, contradictions and random draws as replaying every world.
  const entry = mode === "judged" && judged ? judgedEntry(p) : null;
  let unexplained = "";
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    // The round as the seat saw it, over card tokens: which cards each seat was dealt, in this attempt.
    // Its shape, once an attempt has traced it, deals the further ones without the events again: the
    // same draws from rng, the same deal (core/symbolic.ts seal).
    const shape = mode === "judged" || mode === "shaped" ? shapes.get(p) : null;
    const sym = shape ? Symbolic.again(shape, rng) : new Symbolic(obs.seat, rng, shape === undefined, maxRepairs > 0);
    let dealt: Drawn;
    try {
      dealt = shape ? sym.fill(p.everyCard, n) : symbolicDeal(p, sym);
      if (shape && stats?.shaped !== undefined) stats.shaped++;
      if (shape === undefined && sym.shape !== undefined) shapes.set(p, sym.shape);
    } catch (err) {
      if (!(err instanceof Unexplained)) throw err;
      unexplained = err.message;
      if (stats?.unexplained !== undefined) stats.unexplained++;
      continue;
    }
    if (stats) stats.draws++;
    // The deal's cards that the worlds refused before blamed on their seats, traded first (view/repair.ts tradeBlamed).
    if (maxRepairs > 0) {
      const traded = tradeBlamed(sym, blamed, rng);
      if (traded > 0) {
        dealt = sym.dealt(n);
        if (stats?.blamedTrades !== undefined) stats.blamedTrades += traded;
      }
    }
    const ruleDeck = worldRuleDeck(ir, obs, rng);
    const at = new Attempt(p, sym, ruleDeck, rng, entry, recordReplayed, stats);
    let wrong = at.tryWorld(dealt);
    if (wrong !== null && maxRepairs > 0) blamed.note(wrong.refused);
    for (let r = 0; wrong !== null && r < maxRepairs; r++) {
      if (pinned(sym, wrong.refused)) {
        if (stats?.pinned !== undefined) stats.pinned++;
        break;
      }
      const trade = proposeTrade(sym, wrong.refused, rng, blamed);
      if (!trade) break;
      if (stats) stats.repairs++;
      sym.swapDrawn(trade[0], trade[1]);
      const next = at.tryWorld(sym.dealt(n));
      if (next !== null) blamed.note(next.refused);
      // Kept when the world contradicts no more of the observation than before, undone otherwise.
      if (next === null || next.cost <= wrong.cost) wrong = next;
      else {
        sym.swapDrawn(trade[0], trade[1]);
        if (stats?.undone !== undefined) stats.undone++;
      }
      if (wrong === null && stats?.repaired !== undefined) stats.repaired++;
    }
    if (wrong === null) {
      if (stats) stats.samples++;
      return at.world ?? entry!.round!.world(at.deal!, at.seed, { deals: at.dealsOf(at.deal!) }, resume);
    }
  }
  throw new RuleError(
    "no-consistent-sample",
    declRule("sampler"),
    0,
    `no deal consistent with seat ${obs.seat}'s observation was found in ${maxAttempts} attempts (round ${obs.round})${unexplained ? `; last: ${unexplained}` : ""}`,
  );
}

/** A drawn deal: what each seat holds and the leftover, as the sampler drew or traded them. */
type Drawn = { hands: CardId[][]; leftover: CardId[] };

/**
 * One attempt of determinize: its deal's worlds, judged or replayed, the last one tried kept. A class,
 * not closures made per attempt: under tsx (the Node benchmarks, the CLI) each closure was also named
 * by esbuild's keepNames helper (an Object.defineProperty per closure made), per attempt and per world.
 */
class Attempt {
  /** The last world tried (replayed; null when judged). */
  world: Kernel | null = null;
  /** Its deal and seed. */
  deal: Drawn | null = null;
  seed = 0;
  /** The cards the attempt gave a hidden part of event `i` (view/replay.ts hiddenCards). */
  readonly hidden: (i: number) => readonly CardId[] | undefined;

  constructor(
    private readonly p: Prepared,
    private readonly sym: Symbolic,
    private readonly ruleDeck: number[] | undefined,
    private readonly rng: Rng,
    private readonly entry: JudgedEntry | null,
    private readonly recordReplayed: boolean,
    private readonly stats: SampleStats | undefined,
  ) {
    this.hidden = sym.cardsOf.bind(sym);
  }

  dealsOf(deal: Drawn): DealSpec[] {
    const deals: DealSpec[] = [];
    deals[this.p.obs.round - 1] = { ...deal, ...this.p.seen, ...eventsDeal(this.p, this.hidden) };
    return deals;
  }

  build(deal: Drawn, seed: number, recorded = true): Kernel {
    const { ir, obs, resume } = this.p;
    const ruleDeck = this.ruleDeck;
    return createKernel(ir, { players: obs.players, seed, deals: this.dealsOf(deal), ...(recorded ? {} : { record: false }), ...(ruleDeck ? { ruleDeck } : {}) }, resume);
  }

  /** One world, judged or replayed: what it contradicts, and (replayed) the world itself. The seed is drawn for every world either way, where the replay path draws it. */
  tryWorld(d: Drawn): Disagreement | null {
    const { p, entry, ruleDeck, stats, sym } = this;
    const { obs, events, handlers, resume } = p;
    this.deal = d;
    this.seed = this.rng.nextUint32();
    this.world = null;
    if (entry && entry.round === undefined && !ruleDeck) {
      // The seat's template of an earlier observation of this round, carried on over the new events
      // (view/carried-rounds.ts); else a template of its own, made at once: it costs about two
      // replays, and the seat's next observations of the round carry it on.
      const earlier = entry.carry.earlier();
      if (earlier === undefined) {
        // The template: a world of this very deal (its seed is its own: the sampler's draws stay as they were).
        entry.round = JudgedRound.build(obs, events, handlers, this.build(d, 0), sym, d);
      } else {
        entry.round = earlier === null ? null : earlier.length === events.length ? earlier : earlier.extend(obs, events, handlers, d, this.dealsOf(d), resume, sym);
        if (entry.round && stats?.carried !== undefined) stats.carried++;
      }
      entry.carry.keep(entry.round);
    }
    const judge = entry?.round && !ruleDeck ? entry.round : null;
    const verdict = judge ? judge.judge(d, this.hidden) : REPLAY;
    if (verdict !== REPLAY) {
      if (stats?.judged !== undefined) stats.judged++;
      return verdict;
    }
    const world = (this.world = this.build(d, this.seed, this.recordReplayed));
    if (!this.recordReplayed && stats?.unrecorded !== undefined) stats.unrecorded++;
    return replay(world, obs, events, handlers, this.hidden, this.rng);
  }
}

/**
 * Is one of the refused actions a play the seat could not make only because of cards this attempt
 * chose at random where the seat played them later (core/symbolic.ts isGuess)? The cards it could
 * have played instead (it held them then, in this attempt) are all bound, none drawn, and one at least
 * is such a guess: e.g. a card the seat played late, which the attempt put in its deal, of a suit the
 * seat did not follow earlier (in the worlds that explain the round it came to the seat in a
 * face-down draw after the trick it did not follow). Trades move only drawn cards: they cannot take
 * those out of the seat's hand, and where holding one of them refuses the play (must follow, must
 * trump) no trade repairs the deal, so a new one is drawn at once rather than after MAX_REPAIRS
 * replays of trades (a greedy playtest of a two-seat game with a stock: 8.6k of 23k deals, 72 trades
 * each). Under any other rule, giving up a refused deal is what rejection sampling (the reference)
 * does with every one: the worlds move no further from it.
 */
function pinned(sym: Symbolic, refused: readonly Contradiction[]): boolean {
  return refused.some((at) => at.seat !== null && at.instead !== undefined && at.instead.length > 0 && at.instead.every((c) => !sym.isDrawn(c)) && at.instead.some((c) => sym.isGuess(c)));
}

/**
 * How determinize checks a world: "judged" where the ruleset and the round allow it (view/judged.ts),
 * else by replay, and every attempt after the first dealt from the round's symbolic shape where it
 * was traced (core/symbolic.ts seal); "shaped" by replay always, its attempts dealt as "judged" deals
 * them; "replay" by replay always and every attempt through the events (the reference of both). All
 * three give the same worlds from the same Rng.
 *
 * For a handful of worlds per observation (the greedy bot: at most 8) "shaped" does the least work: the
 * judge's template costs more per observation than replaying a few worlds, even carried on from the
 * seat's last observation (it pays from some tens of worlds on), while the shape is traced by the
 * first attempt's own walk over the events and each later attempt is dealt without one: the same
 * worlds, so the same games, with less work per attempt (the symbolic deal went from 7.0% to 5.5% of
 * a greedy-seat profile of the shipped game with a rule-card draft; the whole batch 1.01-1.04 times
 * as fast, within this host's noise: README, "The greedy seat's deals from the round's shape").
 *
 * Each draws the secret values the seat does not know from those the round allows where it can
 * (view/secret-worlds.ts); "reject" never does: every world draws its own and the replay refuses
 * those the round contradicts (the reference of the secret worlds).
 */
export type SampleMode = "judged" | "shaped" | "replay" | "reject";

/** The judged round of an observation (undefined: not tried yet; null: tried, not judgeable), per observation object and IR. */
interface JudgedEntry {
  readonly ir: RulesetIR;
  round: JudgedRound | null | undefined;
  /** The seat's template carried from its earlier observations of this round, and kept for its later ones. */
  readonly carry: Carry;
}

const judgedRounds = new WeakMap<Observation, JudgedEntry>();

/** Per observation (through its Prepared): the round's symbolic shape (null: not traceable; absent: not traced yet). */
const shapes = new WeakMap<Prepared, SymbolicShape | null>();

/** The search bots draw many worlds from one observation object: its template is made once. */
function judgedEntry(p: Prepared): JudgedEntry {
  const { ir, obs } = p;
  let entry = judgedRounds.get(obs);
  if (!entry || entry.ir !== ir) judgedRounds.set(obs, (entry = { ir, round: undefined, carry: new Carry(p) }));
  return entry;
}

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
import { deckFor } from "../core/cards.js";
import { createKernel } from "../assembly/create.js";
import type { Kernel, ResumeOptions } from "../core/kernel.js";
import { canAct, commit, legalActions, refusal } from "../assembly/act.js";
import { worldRuleDeck } from "../rulecards/sample.js";
import { Symbolic, Unexplained } from "../core/symbolic.js";
import { eventHandler } from "../assembly/events.js";
import { ACTION_CODECS } from "../assembly/mechanics.js";
import type { EventHandler, EventType, ReplayContext } from "../core/event.js";
import { IllegalActionError, RuleError } from "../errors.js";
import type { Rng } from "../rng.js";
import type { Action, CardId, DealSpec, GameEvent, Observation, Seat } from "../types.js";
import { MAX_REPAIRS, proposeTrade, type Contradiction } from "./repair.js";
import { JudgedRound, judgeable, REPLAY } from "./judged.js";
import { declRule } from "../../ir/rule-ref.js";

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
}

/**
 * A world consistent with `obs`: up to `maxAttempts` fresh deals, each repaired up to MAX_REPAIRS
 * times. The same `rng` state gives the same world.
 */
export function determinize(ir: RulesetIR, obs: Observation, rng: Rng, maxAttempts = DEFAULT_SAMPLE_ATTEMPTS, stats?: SampleStats, mode: SampleMode = "judged"): Kernel {
  const n = obs.players;
  const { events, start, own, handlers, leftover, everyCard, resume, seen, judgeable: judged } = prepared(ir, obs);
  // Judged worlds (view/judged.ts): the round replayed once per observation, then each world judged
  // by legality alone; the same worlds, contradictions and random draws as replaying every world.
  const entry = mode === "judged" && judged ? judgedEntry(ir, obs) : null;
  let unexplained = "";
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    // The round as the seat saw it, over card tokens: which cards each seat was dealt, in this attempt.
    const sym = new Symbolic(obs.seat, rng);
    let dealt: { hands: CardId[][]; leftover: CardId[] };
    try {
      sym.deal(own, start.sizes, leftover);
      for (let i = 1; i < events.length; i++) {
        const part = handlers[i]!.sample.cards;
        if (part !== "nothing") part(events[i]!, i, sym, events);
      }
      sym.hands.forEach((hand, s) => {
        if (hand.length !== obs.handSizes[s]) throw new Unexplained(`seat ${s} would hold ${hand.length} cards, not ${obs.handSizes[s]}`);
      });
      dealt = sym.fill(everyCard, n);
    } catch (err) {
      if (!(err instanceof Unexplained)) throw err;
      unexplained = err.message;
      continue;
    }
    if (stats) stats.draws++;
    const ruleDeck = worldRuleDeck(ir, obs, rng);
    const dealsOf = (deal: { hands: CardId[][]; leftover: CardId[] }): DealSpec[] => {
      const deals: DealSpec[] = [];
      deals[obs.round - 1] = { ...deal, ...seen };
      return deals;
    };
    const build = (deal: { hands: CardId[][]; leftover: CardId[] }, seed: number): Kernel =>
      createKernel(ir, { players: n, seed, deals: dealsOf(deal), ...(ruleDeck ? { ruleDeck } : {}) }, resume);
    const hidden = (i: number): readonly CardId[] | undefined => sym.cardsOf(i);
    // One world, judged or replayed: what it contradicts, and (replayed) the world itself. The seed
    // is drawn for every world either way, where the replay path draws it.
    let world: Kernel | null = null;
    let deal = dealt;
    let seed = 0;
    const tryWorld = (d: { hands: CardId[][]; leftover: CardId[] }): Disagreement | null => {
      deal = d;
      seed = rng.nextUint32();
      world = null;
      if (entry && entry.round === undefined && !ruleDeck && ++entry.replays > TEMPLATE_AFTER) {
        // The template: a world of this very deal (its seed is its own: the sampler's draws stay as they were).
        entry.round = JudgedRound.build(obs, events, handlers, build(d, 0), sym);
      }
      const judge = entry?.round && !ruleDeck ? entry.round : null;
      const verdict = judge ? judge.judge(d, hidden) : REPLAY;
      if (verdict !== REPLAY) {
        if (stats?.judged !== undefined) stats.judged++;
        return verdict;
      }
      world = build(d, seed);
      return replay(world, obs, events, handlers, hidden, rng);
    };
    let wrong = tryWorld(dealt);
    for (let r = 0; wrong !== null && r < MAX_REPAIRS; r++) {
      const trade = proposeTrade(sym, wrong.refused, rng);
      if (!trade) break;
      if (stats) stats.repairs++;
      sym.swapDrawn(trade[0], trade[1]);
      const next = tryWorld(sym.dealt(n));
      // Kept when the world contradicts no more of the observation than before, undone otherwise.
      if (next === null || next.cost <= wrong.cost) wrong = next;
      else sym.swapDrawn(trade[0], trade[1]);
    }
    if (wrong === null) {
      if (stats) stats.samples++;
      return world ?? entry!.round!.world(deal, seed, { deals: dealsOf(deal) }, resume);
    }
  }
  throw new RuleError(
    "no-consistent-sample",
    declRule("sampler"),
    0,
    `no deal consistent with seat ${obs.seat}'s observation was found in ${maxAttempts} attempts (round ${obs.round})${unexplained ? `; last: ${unexplained}` : ""}`,
  );
}

/** What every world of one observation starts from, read off the observation once (it draws nothing). */
interface Prepared {
  readonly ir: RulesetIR;
  readonly events: readonly GameEvent[];
  readonly start: Extract<GameEvent, { type: "roundStart" }>;
  readonly own: readonly CardId[];
  readonly handlers: readonly EventHandler<EventType>[];
  /** The leftover as dealt (a drafted layout takes cards out of it during the round): shown, or how many. */
  readonly leftover: readonly CardId[] | number;
  readonly everyCard: CardId[];
  readonly resume: ResumeOptions;
  /** What every world deals as the seat saw it (see prepare). */
  readonly seen: Partial<DealSpec>;
  /** Whether the ruleset and the round allow judged worlds (view/judged.ts judgeable). */
  readonly judgeable: boolean;
}

/** Per observation object and IR: the search bots draw hundreds of worlds from one observation. */
const preparations = new WeakMap<Observation, Prepared>();

function prepared(ir: RulesetIR, obs: Observation): Prepared {
  const cached = preparations.get(obs);
  if (cached && cached.ir === ir) return cached;
  const p = prepare(ir, obs);
  preparations.set(obs, p);
  return p;
}

function prepare(ir: RulesetIR, obs: Observation): Prepared {
  const deck = deckFor(ir, obs.players);
  if (!deck) throw new IllegalActionError(`no deck for ${obs.players} players`);
  const events = obs.events;
  const start = events[0];
  if (!start || start.type !== "roundStart") throw new IllegalActionError("the observation has no round start");
  const own = start.hands[obs.seat];
  if (!own) throw new IllegalActionError("the observation does not show the seat's own deal");
  const handlers = events.map((e) => {
    const h = eventHandler(e);
    if (!h) throw new IllegalActionError(`the sampler has no rule for an event of type ${JSON.stringify(e.type)}`);
    return h;
  });
  const leftover: readonly CardId[] | number = start.leftover ?? deck.cards.length - start.sizes.reduce((a, b) => a + b, 0);
  // What every world deals as the seat saw it, the same for every attempt and repair: a drafted layout
  // (public: the very cards the seat saw), a card turned up (steps/turn-card.ts), and the secrets the
  // seat knows (the others the world draws itself).
  const laid = events.find((e) => e.type === "layout");
  const turnedUp = events.find((e) => e.type === "turnCard");
  const secrets = (ir.secrets ?? []).map((s) => obs.secrets[s.name] ?? null);
  const seen: Partial<DealSpec> = {
    ...(laid?.type === "layout" ? { layout: laid.cards } : {}),
    ...(secrets.length > 0 ? { secrets } : {}),
    ...(turnedUp?.type === "turnCard" ? { turned: turnedUp.card } : {}),
  };
  return {
    ir, events, start, own, handlers, leftover,
    everyCard: deck.cards.map((c) => c.id),
    resume: resumeFrom(obs),
    seen,
    judgeable: judgeable(ir, obs, handlers),
  };
}

/** How determinize checks a world: "judged" where the ruleset and the round allow it (view/judged.ts), else by replay; "replay" always by replay (the reference). */
export type SampleMode = "judged" | "replay";

/** The judged round of an observation (undefined: not tried yet; null: tried, not judgeable), per observation object and IR. */
interface JudgedEntry {
  readonly ir: RulesetIR;
  round: JudgedRound | null | undefined;
  /** Worlds of this observation replayed so far. */
  replays: number;
}

/**
 * Worlds replayed before the template is made: making it costs about two replays (the replay and a
 * copy of the state before each decision), so a greedy decision with two worlds and no repair never
 * pays for it, and ISMCTS's hundreds of worlds or a long repair always do.
 */
const TEMPLATE_AFTER = 2;

const judgedRounds = new WeakMap<Observation, JudgedEntry>();

/** The search bots draw many worlds from one observation object: its template is made once. */
function judgedEntry(ir: RulesetIR, obs: Observation): JudgedEntry {
  let entry = judgedRounds.get(obs);
  if (!entry || entry.ir !== ir) judgedRounds.set(obs, (entry = { ir, round: undefined, replays: 0 }));
  return entry;
}

function resumeFrom(obs: Observation): ResumeOptions {
  const rows = obs.roundScores.slice(0, obs.round - 1).map((r) => [...r]);
  const totals = new Array<number>(obs.players).fill(0);
  for (const r of rows) r.forEach((v, s) => (totals[s]! += v));
  return { round: obs.round, dealer: obs.dealer, totals, roundScores: rows, ...(obs.tasks ? { tasks: obs.tasks.start } : {}) };
}

/** How far a sampled world is from the observation: the actions it refused, and a cost to minimise. */
interface Disagreement {
  /** The observed actions the world refused (each was then carried out anyway, to go on counting). */
  readonly refused: readonly Contradiction[];
  /** Refused actions, plus every event not replayed when the replay had to stop (0: none of either). */
  readonly cost: number;
}

/**
 * Replays the observed round on a sampled world; null when it agrees. Otherwise it goes on past a
 * refused action by carrying it out regardless (the repair needs to know how many disagree, not only
 * the first), and stops where even that is impossible; such a world is never returned.
 */
function replay(
  world: Kernel,
  obs: Observation,
  events: readonly GameEvent[],
  handlers: readonly EventHandler<EventType>[],
  hiddenCards: (event: number) => readonly CardId[] | undefined,
  rng: Rng,
): Disagreement | null {
  const context: ReplayContext = {
    obs,
    rng,
    hiddenCards,
    legal: (seat) => legalActions(world, seat),
    isOpen: (trick) => world.st.openTricks.some((t) => t.id === trick),
  };
  const refused: Contradiction[] = [];
  const stopped = (event: number): Disagreement => ({ refused, cost: refused.length + events.length + 1 - event });
  for (let i = 1; i < events.length; i++) {
    const e = events[i]!;
    const sample = handlers[i]!.sample;
    const part = sample.replay;
    if (part === "derived") {
      // The world made it again by now (after the decision before it); a value it tells must be the same.
      const agrees = sample.agrees as ((e: GameEvent, world: Kernel) => Seat | null) | undefined;
      const blamed = agrees ? agrees(e, world) : null;
      if (blamed !== null) refused.push({ event: i, seat: blamed, held: [...(world.st.hands[blamed] ?? [])] });
      continue;
    }
    let decision;
    try {
      decision = part(e, i, context);
    } catch (err) {
      if (!(err instanceof IllegalActionError)) throw err;
      return stopped(i);
    }
    if (decision === null) return stopped(i);
    const before = world.st.events.length;
    if (!act(world, i, decision.seat, decision.action, refused)) return stopped(i);
    const confirm = sample.confirm as ((e: GameEvent, events: readonly GameEvent[], from: number) => boolean) | undefined;
    if (confirm && !confirm(e, world.st.events, before)) refused.push({ event: i, seat: decision.seat, held: [] });
  }
  // Secret choices already committed but not yet revealed: the seat's own is known, others' are drawn.
  // A seat committed from the start (nothing to decide: no rule cards offered) is so in the world too.
  if (obs.committed.some((c) => c)) {
    for (let s = 0; s < obs.players; s++) {
      if (!obs.committed[s] || !canAct(world, s)) continue;
      if (s === obs.seat) {
        if (!obs.ownChoice) return stopped(events.length);
        // The decision's own codec turns the committed values back into its action.
        const kind = legalActions(world, s)[0]?.type;
        const fromCommitted = kind === undefined ? null : (ACTION_CODECS[kind].fromCommitted as ((own: readonly number[]) => Action) | null);
        if (!fromCommitted || !act(world, events.length, s, fromCommitted(obs.ownChoice), refused)) return stopped(events.length);
      } else {
        const options = legalActions(world, s);
        if (options.length === 0 || !act(world, events.length, s, rng.pick(options), refused)) return stopped(events.length);
      }
    }
  }
  return refused.length === 0 ? null : { refused, cost: refused.length };
}

/**
 * Applies an observed action on a sampled world. A refused one is noted in `refused` (with the hand the
 * seat held then: a refusal leaves the world as it was) and carried out regardless; false when the
 * world cannot carry it out at all.
 */
function act(world: Kernel, event: number, seat: Seat, action: Action, refused: Contradiction[]): boolean {
  // Legality as a value, not an exception: the repair replays refused actions by the thousand, and an
  // error's stack capture cost more than the rest of the refusal. Only the sentence is asked for
  // (detail false): the failed conditions are for explanations, not for the sampler.
  if (refusal(world, seat, action, false) === null) {
    commit(world, seat, action);
    return true;
  }
  const instead = action.type === "play" ? legalActions(world, seat).flatMap((a) => (a.type === "play" ? [a.card] : [])) : [];
  refused.push({ event, seat, held: [...(world.st.hands[seat] ?? [])], instead });
  try {
    commit(world, seat, action);
    return true;
  } catch {
    return false;
  }
}

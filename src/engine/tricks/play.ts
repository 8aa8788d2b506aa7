// The trick-play decision: play a card onto an open trick, open a new trick with it, or set it aside.
// Whether a card may go to a target is decided in one place (play-targets.ts: the *Refusal functions
// and the per-card evaluator built on them), which the list of legal plays, the random play drawn
// without listing and the explanation of an illegal one use, so they cannot disagree.

import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import { emit } from "../core/log.js";
import { pileAddCard } from "../flow/piles.js";
import { removeCard } from "../lists.js";
import type { DecisionHandler, Outcome, Refusal } from "../core/decision.js";
import { becauseLines, whyFalse, type ExplainContext } from "../explain/why-false.js";
import type { Expr, RulesetIR } from "../../ir/types.js";
import type { Env } from "../expr/types.js";
import type { Action, CardId, Seat } from "../types.js";
import type { Rng } from "../rng.js";
import { newTrick } from "./award.js";
import { faceDownPlay, playsFaceDown } from "./face-down.js";
import { flowFor } from "./flows.js";
import { trickNumber, type Trick } from "../core/trick.js";
import type { Mechanic } from "../core/mechanic.js";
import { SAFE } from "../rules/caps.js";
import { readsOnlyPublic } from "../rules/judged-reads.js";
import { asideEvent, playEvent, trickEvent } from "./events.js";
import { ruleLabel, trickRule, type TrickRule } from "../../ir/rule-ref.js";
import type { CompiledRules, RulesValues } from "../rules/types.js";
import type { StepCompileContext } from "../core/step-handler.js";
import { leadTable, type LeadTable } from "./lead-table.js";
import { drawFromTable, tableDraws, uniformDraws } from "./table-draw.js";
import { ALL_OPEN, FOLLOW_ONLY, NO_ASIDE_RULE, NO_SINGLE, OK, OPEN_EVERY, TARGET_ASIDE, TARGET_NEW, asideRefusal, nthAllowed, targetAt, beginTargets, cardTargets, followRefusal, openRefusal, singleTarget, targetRows, targetsBySuit, walkFollow } from "./play-targets.js";

// Its events, declared beside their handlers: re-exported so that declaration files reach them (src/index.ts).
export type { AsideEvent, PlayEvent, TrickEvent } from "./events.js";

/** Play a card onto the open trick with this id, or open a new trick. */
export interface PlayAction {
  readonly type: "play";
  readonly card: CardId;
  readonly target: number | "new";
}

/** Set a card aside into the pile named by the ruleset's `aside` slot. */
export interface AsideAction {
  readonly type: "aside";
  readonly card: CardId;
}

declare module "../types.js" {
  interface Actions {
    play: PlayAction;
    aside: AsideAction;
  }
}

export { TARGET_ASIDE, TARGET_NEW };
export { tableDraws, uniformDraws };

/**
 * Writes every legal play of `seat` into the buffers (card, target code) and returns how many: for
 * each hand card in order, the open tricks it may follow, then "new", then aside. The legal list and
 * the engine's allocation-free random play both read this one enumeration, so they agree on the order.
 * Each card's targets come from play-targets.ts cardTargets, the evaluator drawPlayBySuit uses too.
 * With `places`, each play's card's place in the hand is written there too.
 */
export function collectPlays(k: Kernel, seat: Seat, cards: Int32Array, targets: Int32Array, places: Int32Array | null = null): number {
  const hand = k.st.hands[seat]!;
  const open = k.st.openTricks;
  const suitOf = k.st.suitOf;
  const env = beginTargets(k, seat);
  const single = singleTarget(k);
  if (single !== NO_SINGLE) {
    const n = single === FOLLOW_ONLY ? followOnly(env, hand, open[0]!, suitOf, cards, targets, places) : openEvery(hand, cards, targets, places);
    endCards(env);
    return n;
  }
  const rows = targetRows();
  const ok = verdicts(rows);
  let n = 0;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    if (cardTargets(k, env, card, suitOf[card]!, ok, 0) === 0) continue;
    for (let r = 0; r < rows; r++) {
      if (ok[r] !== 2) continue;
      cards[n] = card;
      if (places !== null) places[n] = h;
      targets[n++] = targetAt(open, r);
    }
  }
  endCards(env);
  return n;
}

/**
 * collectPlays when every card's one possible target is the one open trick: each card answered by the
 * lifted `follow` as cardTargets answers it (the test per card, or once per suit where it reads the
 * card only through its suit), in hand order, without the per-target walk.
 */
function followOnly(env: Env, hand: readonly number[], trick: Trick, suitOf: Int32Array, cards: Int32Array, targets: Int32Array, places: Int32Array | null): number {
  const follow = walkFollow();
  const test = follow.test;
  const bySuit = follow.bySuit;
  const memo = bySuit ? verdicts(SUIT_SLOTS) : null;
  if (memo !== null) memo.fill(0, 0, SUIT_SLOTS);
  const id = trick.id;
  env.lead = trick.lead;
  env.trick = trick;
  let n = 0;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    let ok: boolean;
    const suit = suitOf[card]!;
    if (memo !== null && suit < SUIT_SLOTS && memo[suit] !== 0) ok = memo[suit] === 2;
    else {
      env.card = card;
      ok = test(env);
      if (memo !== null && suit < SUIT_SLOTS) memo[suit] = ok ? 2 : 1;
    }
    if (!ok) continue;
    cards[n] = card;
    if (places !== null) places[n] = h;
    targets[n++] = id;
  }
  return n;
}

/** Suits answered in followOnly's memo (a deck has a handful; a card of a later suit is answered alone). */
const SUIT_SLOTS = 32;

/** collectPlays when every card opens a new trick and has no other target. */
function openEvery(hand: readonly number[], cards: Int32Array, targets: Int32Array, places: Int32Array | null): number {
  for (let h = 0; h < hand.length; h++) {
    cards[h] = hand[h]!;
    if (places !== null) places[h] = h;
    targets[h] = TARGET_NEW;
  }
  return hand.length;
}

/**
 * A uniformly random entry of collectPlays' enumeration, found without building it, when every per-card rule
 * in force reads the card only through its suit (play-targets.ts targetsBySuit): then each card of a
 * suit has the same targets, the enumeration's length is a sum over the hand's suits, and its i-th
 * entry a walk over the hand. The targets of a suit are its first card's, answered by the same
 * evaluator on the same cards in the same order as collectPlays, so the one draw rng.int(n) gives the
 * play rng.pick(legal) gives, and any error a rule raises is the same. Writes the play into `out`
 * ([card, target code, the card's place in the hand]) and returns n (0: no legal play, nothing drawn), or -1 when the rules are not
 * all by suit (use collectPlays).
 */
export function drawPlayBySuit(k: Kernel, seat: Seat, rng: Rng, out: Int32Array): number {
  if (!targetsBySuit(k.rules)) return -1;
  if (k.rules !== tabledRules) {
    tabledRules = k.rules;
    tabled = leadTable(k);
  }
  if (tabled !== null) return drawFromTable(k, tabled, seat, rng, out);
  const open = k.st.openTricks;
  const hand = k.st.hands[seat]!;
  const suitOf = k.st.suitOf;
  // Each suit is asked once (per[suit], or drawSingle's yes[suit]), so the evaluator's per-suit memo is not needed.
  const env = beginTargets(k, seat, false);
  const single = singleTarget(k);
  if (single !== NO_SINGLE) return drawSingle(k, env, single, hand, open, suitOf, rng, out);
  const rows = targetRows();
  // ok[suit * rows + target]: the suit's answers (2 yes, 1 no); per[suit]: how many targets (-1: not yet).
  const ok = verdicts(k.ir.suits.length * rows);
  const per = perSuit(k.ir.suits.length);
  let n = 0;
  try {
    for (let h = 0; h < hand.length; h++) {
      const card = hand[h]!;
      const suit = suitOf[card]!;
      let t = per[suit]!;
      if (t < 0) t = per[suit] = cardTargets(k, env, card, suit, ok, suit * rows);
      n += t;
    }
  } finally {
    endCards(env);
  }
  if (n === 0) return 0;
  let i = rng.int(n);
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const suit = suitOf[card]!;
    const t = per[suit]!;
    if (i >= t) {
      i -= t;
      continue;
    }
    const r = nthAllowed(ok, suit * rows, rows, i);
    if (r < 0) break;
    out[0] = card;
    out[1] = targetAt(open, r);
    out[2] = h;
    return n;
  }
  throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
}

/** The rules drawPlayBySuit saw last and their lead table (lead-table.ts), kept to spare the lookup per play. */
let tabledRules: CompiledRules | null = null;
let tabled: LeadTable | null = null;

/**
 * drawPlayBySuit when every card has at most one target (singleTarget): a cycle's lead draws any card
 * of the hand; a later play draws among the cards whose suit the lifted `follow` accepts, each suit
 * answered at its first card in hand order, as cardTargets' memo answers it. Ends the walk.
 */
function drawSingle(k: Kernel, env: Env, single: number, hand: readonly number[], open: readonly Trick[], suitOf: Int32Array, rng: Rng, out: Int32Array): number {
  if (single === OPEN_EVERY) {
    endCards(env);
    const n = hand.length;
    if (n === 0) return 0;
    const i = rng.int(n);
    out[0] = hand[i]!;
    out[1] = TARGET_NEW;
    out[2] = i;
    return n;
  }
  const trick = open[0]!;
  const test = walkFollow().test;
  // yes[suit]: 1 the suit may follow, 0 not, -1 not yet answered.
  const yes = perSuit(k.ir.suits.length);
  let n = 0;
  try {
    env.lead = trick.lead;
    env.trick = trick;
    for (let h = 0; h < hand.length; h++) {
      const card = hand[h]!;
      const suit = suitOf[card]!;
      let m = yes[suit]!;
      if (m < 0) {
        env.card = card;
        m = yes[suit] = test(env) ? 1 : 0;
      }
      n += m;
    }
  } finally {
    endCards(env);
  }
  if (n === 0) return 0;
  let i = rng.int(n);
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    if (yes[suitOf[card]!] === 0 || i-- > 0) continue;
    out[0] = card;
    out[1] = trick.id;
    out[2] = h;
    return n;
  }
  throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
}

/** drawPlayBySuit's targets per suit, set to -1 for the `suits` entries a call uses. */
let perSuitBuffer = new Int32Array(16);

function perSuit(suits: number): Int32Array {
  if (perSuitBuffer.length < suits) perSuitBuffer = new Int32Array(suits * 2);
  const per = perSuitBuffer;
  for (let s = 0; s < suits; s++) per[s] = -1; // not fill(): a few entries, cheaper than the builtin's call
  return per;
}

/** The answers cardTargets writes (grown as needed; every entry read is written first). */
let verdictBuffer = new Uint8Array(64);

function verdicts(size: number): Uint8Array {
  if (verdictBuffer.length < size) verdictBuffer = new Uint8Array(size * 2);
  return verdictBuffer;
}

/**
 * How many targets each hand card has when that does not depend on the card (grid plays, caps.grid:
 * open and follow are plain true/false and nothing may be set aside). Then collectPlays' enumeration
 * is a grid, `k` targets per card in the same order, and entry i is found without building it.
 * -1 when the rules must be evaluated card by card.
 */
export function gridTargets(k: Kernel): number {
  const rules = k.rules;
  if (!rules.caps.grid) return -1;
  const open = k.st.openTricks.length;
  return (rules.followConst ? open : 0) + (rules.openConst && open < k.ir.tricks.maxOpen ? 1 : 0);
}

/** The action object for entry `i` of collectPlays' buffers (shared, immutable). */
export function playAt(k: Kernel, cards: Int32Array, targets: Int32Array, i: number): Action {
  return playAction(k, cards[i]!, targets[i]!);
}

/** The action object for `card` to the target code `target` (shared, immutable). */
export function playAction(k: Kernel, card: CardId, target: number): Action {
  if (target === TARGET_ASIDE) return k.actionTable.aside(card);
  return k.actionTable.play(card, target === TARGET_NEW ? "new" : target);
}

/**
 * Carries out a legal play of `seat`: `card`, at hand[at] (-1: search; a card played into a trick needs
 * its place), to the target code `target`
 * (an open trick's id, TARGET_NEW or TARGET_ASIDE), the play decision's apply. The random plays of
 * fast/random-plays.ts call it without an action object.
 */
export function playTo(k: Kernel, seat: Seat, card: CardId, at: number, target: number): Outcome {
  const st = k.st;
  const hand = st.hands[seat]!;
  let over: boolean;
  if (target === TARGET_ASIDE) {
    removeCard(hand, card, at);
    pileAddCard(k, k.rules.asidePile, seat, card);
    if (k.recording) emit(k, { type: "aside", seat, card, pile: k.rules.pileNames[k.rules.asidePile]! });
    over = flowFor(k).afterPlay(k, seat, undefined);
  } else {
    let trick: Trick | null = null;
    if (target !== TARGET_NEW) for (const t of st.openTricks) if (t.id === target) trick = t;
    over = playCard(k, seat, hand, at, trick);
  }
  // Nobody to play and trick play not over: it paused for steps after the trick (steps/during.ts).
  return over ? "tricks over" : st.actor < 0 ? "steps due" : "play on";
}

/** Plays hand[at] of `seat` into the open trick `into`, or a new one (null). True when trick play is over. */
export function playCard(k: Kernel, seat: Seat, hand: number[], at: number, into: Trick | null): boolean {
  const st = k.st;
  const card = hand[at]!;
  removeCard(hand, card, at);
  let trick = into;
  // Only a card joining a trick may lie face down (face-down.ts); the lead is always face up.
  const down = trick !== null && k.rules.faceDown !== null && playsFaceDown(k, seat, card, trick);
  if (trick === null) {
    trick = newTrick(k, card);
    st.openTricks.push(trick);
  }
  trick.add(seat, card, down);
  st.lastPlayDown = down;
  if (k.recording) recordPlay(k, seat, card, trick.id, down);
  const played = k.hooks.played;
  for (let i = 0; i < played.length; i++) played[i]!(k, seat, card);
  return flowFor(k).afterPlay(k, seat, trick);
}

/** The play event, out of line: playCard runs on every play, with or without recording. */
function recordPlay(k: Kernel, seat: Seat, card: CardId, trick: number, down: boolean): void {
  emit(k, down ? faceDownPlay(k, seat, card, trick) : { type: "play", seat, card, trick });
}

/** The open trick with this id, or undefined. */
function openTrick(open: readonly Trick[], id: number): Trick | undefined {
  for (let i = 0; i < open.length; i++) if (open[i]!.id === id) return open[i];
  return undefined;
}

function cardName(k: Kernel, card: CardId): string {
  return k.deck.cards[card]?.name ?? `#${card}`;
}

/**
 * A refusal by a rule expression; with `detail`, its failed conditions, read in the same context the
 * rule was evaluated in (module level, not a closure: explain runs for every refused action the
 * sampler replays).
 */
function refusedBy(k: Kernel, env: Env, detail: boolean | undefined, text: string, slot: TrickRule, expr: Expr): Refusal {
  const ref = trickRule(slot);
  const rule = ruleLabel(ref);
  if (!detail) return { text, rule, ref, because: [] };
  const ctx: ExplainContext = { rules: k.rules, ir: k.ir, env, cardName: (id) => cardName(k, id) };
  return { text, rule, ref, because: becauseLines(whyFalse(expr, ctx)) };
}

/** Plays and asides: one handler, since one enumeration lists both (a card's targets, then aside). */
export const trickPlay: DecisionHandler<"play" | "aside"> = {
  legal(k, seat) {
    const { cards, targets } = k.scratch;
    const n = collectPlays(k, seat, cards, targets);
    const out: Action[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = playAt(k, cards, targets, i);
    return out;
  },

  // Asked for every action applied from outside and every action the sampler replays on a world: the
  // card's name is looked up only for a refusal, and the trick found without a closure.
  explain(k, seat, action, detail) {
    const st = k.st;
    if (!st.hands[seat]!.includes(action.card)) return `seat ${seat} does not hold ${cardName(k, action.card)}`;
    const env = beginCards(k, seat);
    env.card = action.card;
    try {
      if (action.type === "aside") {
        const why = asideRefusal(k.rules, env);
        if (why === NO_ASIDE_RULE) return "this game has no rule for setting cards aside";
        return why === OK ? null : refusedBy(k, env, detail, `${cardName(k, action.card)} may not be set aside now (rule: tricks aside)`, "aside", k.ir.tricks.aside!.when);
      }
      if (action.target === "new") {
        const why = openRefusal(k, env);
        if (why === ALL_OPEN) return { text: `no new trick may be opened: ${st.openTricks.length} are open already`, rule: "tricks open at most", ref: trickRule("open at most"), because: [`open at most ${k.ir.tricks.maxOpen}`] };
        return why === OK ? null : refusedBy(k, env, detail, `${cardName(k, action.card)} may not open a new trick now (rule: tricks open)`, "open", k.ir.tricks.open);
      }
      const trick = openTrick(st.openTricks, action.target);
      if (!trick) return `there is no open trick with id ${String(action.target)} (the ids of the open tricks: ${st.openTricks.map((t) => t.id).join(", ") || "none"})`;
      env.lead = trick.lead;
      env.trick = trick;
      if (followRefusal(k.rules, env) === OK) return null;
      return refusedBy(k, env, detail, `${cardName(k, action.card)} may not be played onto trick ${trickNumber(trick.id)} led in ${k.ir.suits[trick.lead]} (rule: tricks follow)`, "follow", k.ir.tricks.follow);
    } finally {
      endCards(env);
    }
  },

  apply(k, seat, action): Outcome {
    if (action.type === "aside") return playTo(k, seat, action.card, -1, TARGET_ASIDE);
    const hand = k.st.hands[seat]!;
    return playTo(k, seat, action.card, hand.indexOf(action.card), action.target === "new" ? TARGET_NEW : action.target);
  },
};

/**
 * Trick play as a mechanic (assembly/mechanics.ts): plays and asides, and the events of a trick. Its
 * fast paths are declared per part of `tricks` (assembly/fast-caps.ts); what a seat sees of the
 * tricks is the kernel's (open tricks, tricks won).
 */
const trickPlayRules = {
  /** The pile a card set aside goes to (`aside into PILE`), or -1. */
  asidePile: (ir: RulesetIR, c: StepCompileContext): number => (ir.tricks.aside ? c.pileIndex(ir.tricks.aside.pile) : -1),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof trickPlayRules> {}
}

export const trickPlayMechanic = {
  name: "trickPlay",
  rules: trickPlayRules,
  // One enumeration lists a card's trick targets and its aside: one handler for both. (TypeScript
  // measures the handler's type parameter as invariant, so the shared handler needs the cast.)
  decisions: { play: trickPlay as DecisionHandler<"play">, aside: trickPlay as DecisionHandler<"aside"> },
  codecs: {
    play: {
      key: (a) => `p${a.card}>${a.target}`,
      describe: (a, card) => `plays ${card(a.card)} to ${a.target === "new" ? "a new trick" : `trick ${trickNumber(a.target)}`}`,
      fromCommitted: null,
    },
    aside: { key: (a) => `a${a.card}`, describe: (a, card) => `sets ${card(a.card)} aside`, fromCommitted: null },
  },
  events: { play: playEvent, aside: asideEvent, trick: trickEvent },
  caps: () => SAFE,
  // Plays are judged by the acting seat's hand and the table (SW3013); `stop when` too where it reads only
  // what every seat sees; not a first lead by the holder of a card (who leads tells where the card is:
  // each world is replayed, so that the card lies in the hand of the seat seen leading).
  judgedWorlds: (ir) => (ir.tricks.stopWhen === undefined || ir.tricks.stopWhen === null || readsOnlyPublic(ir.tricks.stopWhen, ir)) && ir.tricks.firstLead.kind !== "holder",
  view: null,
} satisfies Mechanic<"trickPlay", never, "play" | "aside">;

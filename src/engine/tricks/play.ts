// The trick-play decision: play a card onto an open trick, open a new trick with it, or set it aside.
// Whether a card may go to a target is decided in one place (the *Refusal functions below), which both
// the list of legal plays and the explanation of an illegal one use, so the two cannot disagree.

import type { Kernel } from "../core/kernel.js";
import { beginCards, endCards } from "../core/eval.js";
import { emit } from "../core/log.js";
import { removeCard } from "../lists.js";
import type { DecisionHandler, Outcome, Refusal } from "../core/decision.js";
import { becauseLines, whyFalse, type ExplainContext } from "../explain/why-false.js";
import type { Expr } from "../../ir/types.js";
import type { Env, PerCard, Value } from "../expr/types.js";
import { hoist } from "../expr/folds.js";
import type { CompiledRules } from "../rules/types.js";
import type { Action, CardId, Seat } from "../types.js";
import type { Rng } from "../rng.js";
import { newTrick } from "./award.js";
import { playsFaceDown } from "./face-down.js";
import { flowFor } from "./flows.js";
import { trickNumber, type Trick } from "../core/trick.js";
import type { Mechanic } from "../core/mechanic.js";
import { SAFE } from "../rules/caps.js";
import { asideEvent, playEvent, trickEvent } from "./events.js";
import { ruleLabel, trickRule, type TrickRule } from "../../ir/rule-ref.js";

/** Target codes in the buffers of collectPlays: a trick id (>= 0), or one of these. */
export const TARGET_NEW = -1;
export const TARGET_ASIDE = -2;

// Why a card may not go to a target (0: it may).
const OK = 0;
const NOT_FOLLOW = 1;
const NOT_OPEN = 2;
const ALL_OPEN = 3;
const NO_ASIDE_RULE = 4;
const NOT_ASIDE = 5;

/** May the card (env.card) join the trick led in env.lead? (`follow`) */
function followRefusal(rules: CompiledRules, env: Env): number {
  return (rules.followConst ?? rules.follow(env)) ? OK : NOT_FOLLOW;
}

/** May the card (env.card) open a new trick now? (fewer than `open at most` open, and `open`) */
function openRefusal(k: Kernel, env: Env): number {
  if (k.st.openTricks.length >= k.ir.tricks.maxOpen) return ALL_OPEN;
  return (k.rules.openConst ?? k.rules.open(env)) ? OK : NOT_OPEN;
}

/** May the card (env.card) be set aside? (`aside`) */
function asideRefusal(rules: CompiledRules, env: Env): number {
  if (!rules.asideWhen) return NO_ASIDE_RULE;
  return rules.asideWhen(env) ? OK : NOT_ASIDE;
}

/**
 * Writes every legal play of `seat` into the buffers (card, target code) and returns how many: for
 * each hand card in order, the open tricks it may follow, then "new", then aside. The legal list and
 * the engine's allocation-free random play both read this one enumeration, so they agree on the order.
 *
 * The rules are evaluated in their lifted form where compiled so (rules.*Lifted): the parts of a rule
 * that do not depend on the card (`count(hand where class = followClass) = 0`) are
 * computed once per open trick, or once for open and aside, instead of for every card. The reference
 * compilation has none and evaluates each rule whole per card, as the explanation of a refusal does.
 */
export function collectPlays(k: Kernel, seat: Seat, cards: Int32Array, targets: Int32Array): number {
  const rules = k.rules;
  const env = beginCards(k, seat);
  let n = 0;
  const open = k.st.openTricks;
  const hand = k.st.hands[seat]!;
  const follow = rules.followConst === null ? rules.followLifted : null;
  const many = open.length > 1;
  if (follow !== null) liftPerTrick(env, follow, open, many);
  env.lead = -1;
  env.trick = null;
  const canOpen = open.length < k.ir.tricks.maxOpen;
  const opens = rules.openConst === null ? rules.openLifted : null;
  if (opens !== null && canOpen && hand.length > 0) hoist(opens.hoisted, env);
  const aside = rules.asideLifted;
  if (aside !== null && hand.length > 0) hoist(aside.hoisted, env);
  // A test that reads the card only through its suit is evaluated once per suit (and trick): its
  // answers are kept in `memo` (0 not yet, 1 no, 2 yes), one row per open trick, then open, then aside.
  const suits = k.ir.suits.length;
  const memo = suitMemo(suits * (open.length + 2));
  const openRow = suits * open.length;
  const asideRow = openRow + suits;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    env.card = card;
    const suit = k.st.suitOf[card]!;
    for (let i = 0; i < open.length; i++) {
      const t = open[i]!;
      env.lead = t.lead;
      env.trick = t;
      let ok: boolean;
      if (follow === null) ok = followRefusal(rules, env) === OK;
      else if (follow.bySuit && memo[i * suits + suit] !== 0) ok = memo[i * suits + suit] === 2;
      else {
        if (many) restoreLifted(env, follow, i);
        ok = follow.test(env);
        if (follow.bySuit) memo[i * suits + suit] = ok ? 2 : 1;
      }
      if (ok) {
        cards[n] = card;
        targets[n++] = t.id;
      }
    }
    env.lead = -1;
    env.trick = null;
    if (canOpen) {
      let ok: boolean;
      if (opens === null) ok = openRefusal(k, env) === OK;
      else if (opens.bySuit && memo[openRow + suit] !== 0) ok = memo[openRow + suit] === 2;
      else {
        ok = opens.test(env);
        if (opens.bySuit) memo[openRow + suit] = ok ? 2 : 1;
      }
      if (ok) {
        cards[n] = card;
        targets[n++] = TARGET_NEW;
      }
    }
    let ok: boolean;
    if (aside === null) ok = asideRefusal(rules, env) === OK;
    else if (aside.bySuit && memo[asideRow + suit] !== 0) ok = memo[asideRow + suit] === 2;
    else {
      ok = aside.test(env);
      if (aside.bySuit) memo[asideRow + suit] = ok ? 2 : 1;
    }
    if (ok) {
      cards[n] = card;
      targets[n++] = TARGET_ASIDE;
    }
  }
  endCards(env);
  return n;
}

/**
 * A uniformly random entry of collectPlays' enumeration, found without building it, when every per-card rule
 * in force reads the card only through its suit (PerCard.bySuit, or a constant, or no aside rule):
 * then each card of a suit has the same targets, the enumeration's length is a sum over the hand's
 * suits, and its i-th entry a walk over the hand. The rules are evaluated for the same (suit, target)
 * pairs, on the same card (the hand's first of the suit) and in the same order as collectPlays'
 * per-suit memo evaluates them, so the one draw rng.int(n) gives the play rng.pick(legal) gives, and any
 * error a rule raises is the same. Writes the play into `out` ([card, target code]) and returns n
 * (0: no legal play, nothing drawn), or -1 when the rules are not all by suit (use collectPlays).
 */
export function drawPlayBySuit(k: Kernel, seat: Seat, rng: Rng, out: Int32Array): number {
  const rules = k.rules;
  const follow = rules.followConst === null ? rules.followLifted : null;
  const opens = rules.openConst === null ? rules.openLifted : null;
  const aside = rules.asideLifted;
  if (rules.followConst === null && (follow === null || !follow.bySuit)) return -1;
  if (rules.openConst === null && (opens === null || !opens.bySuit)) return -1;
  if (rules.asideWhen !== null && (aside === null || !aside.bySuit)) return -1;
  const open = k.st.openTricks;
  const hand = k.st.hands[seat]!;
  const suitOf = k.st.suitOf;
  const suits = k.ir.suits.length;
  const canOpen = open.length < k.ir.tricks.maxOpen;
  const env = beginCards(k, seat);
  // rows: the open tricks, then "new", then aside; ok[suit * rows + row] (as memo: 0 not yet, 1 no, 2 yes).
  const rows = open.length + 2;
  const ok = suitMemo(suits * rows);
  // targetsOf[suit]: how many targets a card of that suit has (-1 until its suit was evaluated).
  const per = perSuit(suits);
  let n = 0;
  try {
    const many = open.length > 1;
    if (follow !== null) liftPerTrick(env, follow, open, many);
    env.lead = -1;
    env.trick = null;
    if (opens !== null && canOpen && hand.length > 0) hoist(opens.hoisted, env);
    if (aside !== null && hand.length > 0) hoist(aside.hoisted, env);
    for (let h = 0; h < hand.length; h++) {
      const card = hand[h]!;
      const suit = suitOf[card]!;
      let t = per[suit]!;
      if (t < 0) {
        t = 0;
        env.card = card;
        const row = suit * rows;
        for (let i = 0; i < open.length; i++) {
          let yes: boolean;
          if (follow === null) yes = rules.followConst === true;
          else {
            const tr = open[i]!;
            env.lead = tr.lead;
            env.trick = tr;
            if (many) restoreLifted(env, follow, i);
            yes = follow.test(env);
          }
          ok[row + i] = yes ? 2 : 1;
          if (yes) t++;
        }
        env.lead = -1;
        env.trick = null;
        const yesOpen = canOpen && (opens === null ? rules.openConst === true : opens.test(env));
        ok[row + open.length] = yesOpen ? 2 : 1;
        if (yesOpen) t++;
        const yesAside = aside !== null && aside.test(env);
        ok[row + open.length + 1] = yesAside ? 2 : 1;
        if (yesAside) t++;
        per[suit] = t;
      }
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
    const row = suit * rows;
    for (let r = 0; r < rows; r++) {
      if (ok[row + r] !== 2 || i-- > 0) continue;
      out[0] = card;
      out[1] = r < open.length ? open[r]!.id : r === open.length ? TARGET_NEW : TARGET_ASIDE;
      return n;
    }
  }
  throw new Error("drawPlayBySuit: the draw fell outside the plays it counted");
}

/** drawPlayBySuit's targets per suit, set to -1 for the `suits` entries a call uses. */
let perSuitBuffer = new Int32Array(16);

function perSuit(suits: number): Int32Array {
  if (perSuitBuffer.length < suits) perSuitBuffer = new Int32Array(suits * 2);
  for (let i = 0; i < suits; i++) perSuitBuffer[i] = -1;
  return perSuitBuffer;
}

/** The per-suit answers of collectPlays, zeroed for the `size` entries a call uses (grown as needed). */
let memoBuffer = new Uint8Array(64);

function suitMemo(size: number): Uint8Array {
  if (memoBuffer.length < size) memoBuffer = new Uint8Array(size * 2);
  for (let i = 0; i < size; i++) memoBuffer[i] = 0;
  return memoBuffer;
}

/** The lifted parts of `follow` per open trick (one set per trick, kept for the card walk when several are open). */
const liftedPerTrick: Value[] = [];

function liftPerTrick(env: Env, follow: PerCard, open: readonly Trick[], many: boolean): void {
  const hoisted = follow.hoisted;
  for (let i = 0; i < open.length; i++) {
    const t = open[i]!;
    env.lead = t.lead;
    env.trick = t;
    hoist(hoisted, env);
    if (many) for (let j = 0; j < hoisted.length; j++) liftedPerTrick[i * hoisted.length + j] = env.locals[hoisted[j]!.slot]!;
  }
}

function restoreLifted(env: Env, follow: PerCard, i: number): void {
  const hoisted = follow.hoisted;
  for (let j = 0; j < hoisted.length; j++) env.locals[hoisted[j]!.slot] = liftedPerTrick[i * hoisted.length + j]!;
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
  if (k.recording) recordPlay(k, seat, card, trick.id, down);
  return flowFor(k).afterPlay(k, seat, trick);
}

/** The play event, out of line: playCard runs on every play, with or without recording. */
function recordPlay(k: Kernel, seat: Seat, card: CardId, trick: number, down: boolean): void {
  emit(k, { type: down ? "playDown" : "play", seat, card, trick });
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

  explain(k, seat, action, detail) {
    const st = k.st;
    const name = cardName(k, action.card);
    if (!st.hands[seat]!.includes(action.card)) return `seat ${seat} does not hold ${name}`;
    const env = beginCards(k, seat);
    env.card = action.card;
    try {
      if (action.type === "aside") {
        const why = asideRefusal(k.rules, env);
        if (why === NO_ASIDE_RULE) return "this game has no rule for setting cards aside";
        return why === OK ? null : refusedBy(k, env, detail, `${name} may not be set aside now (rule: tricks aside)`, "aside", k.ir.tricks.aside!.when);
      }
      if (action.target === "new") {
        const why = openRefusal(k, env);
        if (why === ALL_OPEN) return { text: `no new trick may be opened: ${st.openTricks.length} are open already`, rule: "tricks open at most", ref: trickRule("open at most"), because: [`open at most ${k.ir.tricks.maxOpen}`] };
        return why === OK ? null : refusedBy(k, env, detail, `${name} may not open a new trick now (rule: tricks open)`, "open", k.ir.tricks.open);
      }
      const trick = st.openTricks.find((t) => t.id === action.target);
      if (!trick) return `there is no open trick with id ${String(action.target)} (the ids of the open tricks: ${st.openTricks.map((t) => t.id).join(", ") || "none"})`;
      env.lead = trick.lead;
      env.trick = trick;
      if (followRefusal(k.rules, env) === OK) return null;
      return refusedBy(k, env, detail, `${name} may not be played onto trick ${trickNumber(trick.id)} led in ${k.ir.suits[trick.lead]} (rule: tricks follow)`, "follow", k.ir.tricks.follow);
    } finally {
      endCards(env);
    }
  },

  apply(k, seat, action): Outcome {
    const st = k.st;
    const hand = st.hands[seat]!;
    let over: boolean;
    if (action.type === "aside") {
      removeCard(hand, action.card, -1);
      st.piles[k.rules.asidePile]![seat]!.push(action.card);
      if (k.recording) emit(k, { type: "aside", seat, card: action.card, pile: k.rules.pileNames[k.rules.asidePile]! });
      over = flowFor(k).afterPlay(k, seat, undefined);
    } else {
      let trick: Trick | null = null;
      for (const t of st.openTricks) if (t.id === action.target) trick = t;
      over = playCard(k, seat, hand, hand.indexOf(action.card), trick);
    }
    // Nobody to play and trick play not over: it paused for steps after the trick (steps/during.ts).
    return over ? "tricks over" : st.actor < 0 ? "steps due" : "play on";
  },
};

/**
 * Trick play as a mechanic (assembly/mechanics.ts): plays and asides, and the events of a trick. Its
 * fast paths are declared per part of `tricks` (assembly/fast-caps.ts); what a seat sees of the
 * tricks is the kernel's (open tricks, tricks won).
 */
export const trickPlayMechanic = {
  name: "trickPlay",
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
  // Plays are judged by the acting seat's hand and the table (SW3013); `stop when` may read any hand.
  judgedWorlds: (ir) => ir.tricks.stopWhen === undefined || ir.tricks.stopWhen === null,
  view: null,
} satisfies Mechanic<"trickPlay", never, "play" | "aside">;

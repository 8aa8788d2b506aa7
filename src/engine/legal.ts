// Legal actions, from the compiled open / follow / aside rules (the one source of legality).

import type { Game } from "./game.js";
import type { Action, CardId, Seat } from "./types.js";

type PlayAction = Extract<Action, { type: "play" | "aside" }>;

/** Target codes in the buffers of collectPlays: a trick id (>= 0), or one of these. */
export const TARGET_NEW = -1;
export const TARGET_ASIDE = -2;

/**
 * Writes every legal play of `seat` into the buffers (card, target code) and returns how many: for
 * each hand card in order, the open tricks it may follow, then "new", then aside. legalPlays and the
 * engine's allocation-free random move both read this one enumeration, so they agree on the order.
 */
export function collectPlays(g: Game, seat: Seat, cards: Int32Array, targets: Int32Array): number {
  const st = g.st;
  const rules = g.rules;
  const env = g.env;
  env.epoch++;
  env.seat = seat;
  let n = 0;
  const open = st.openTricks;
  const canOpen = open.length < g.ir.tricks.maxOpen;
  const hand = st.hands[seat]!;
  const followConst = rules.followConst;
  const openConst = rules.openConst;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    env.card = card;
    for (let i = 0; i < open.length; i++) {
      const t = open[i]!;
      env.lead = t.lead;
      if (followConst ?? rules.follow(env)) {
        cards[n] = card;
        targets[n++] = t.id;
      }
    }
    env.lead = -1;
    if (canOpen && (openConst ?? rules.open(env))) {
      cards[n] = card;
      targets[n++] = TARGET_NEW;
    }
    if (rules.asideWhen && rules.asideWhen(env)) {
      cards[n] = card;
      targets[n++] = TARGET_ASIDE;
    }
  }
  env.card = -1;
  return n;
}

/**
 * How many targets each hand card has when that does not depend on the card: the open and follow
 * rules are plain true/false and nothing may be set aside. Then collectPlays' enumeration is a grid,
 * `k` targets per card in the same order, and entry i is found without building it (Game.randomGridPlay).
 * -1 when the rules must be evaluated card by card.
 */
export function uniformTargets(g: Game): number {
  const rules = g.rules;
  if (!rules.uniformLegal) return -1;
  const open = g.st.openTricks.length;
  return (rules.followConst ? open : 0) + (rules.openConst && open < g.ir.tricks.maxOpen ? 1 : 0);
}

/** The action object for entry `i` of collectPlays' buffers (shared, immutable). */
export function playAt(g: Game, cards: Int32Array, targets: Int32Array, i: number): Action {
  const target = targets[i]!;
  const card = cards[i]!;
  if (target === TARGET_ASIDE) return g.actionTable.aside(card);
  return g.actionTable.play(card, target === TARGET_NEW ? "new" : target);
}

export function legalPlays(g: Game, seat: Seat): Action[] {
  const { cards, targets } = g.scratch;
  const n = collectPlays(g, seat, cards, targets);
  const out: Action[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = playAt(g, cards, targets, i);
  return out;
}

/** Why a play is illegal, or null. */
export function checkPlay(g: Game, seat: Seat, action: PlayAction): string | null {
  const st = g.st;
  const env = g.env;
  const name = g.cardName(action.card);
  if (!st.hands[seat]!.includes(action.card)) return `seat ${seat} does not hold ${name}`;
  env.epoch++;
  env.seat = seat;
  env.card = action.card;
  env.lead = -1;
  try {
    if (action.type === "aside") {
      if (!g.rules.asideWhen) return "this game has no rule for setting cards aside";
      return g.rules.asideWhen(env) ? null : `${name} may not be set aside now (rule: tricks aside)`;
    }
    if (action.target === "new") {
      if (st.openTricks.length >= g.ir.tricks.maxOpen) return `no new trick may be opened: ${st.openTricks.length} are open already`;
      return g.rules.open(env) ? null : `${name} may not open a new trick now (rule: tricks open)`;
    }
    const trick = st.openTricks.find((t) => t.id === action.target);
    if (!trick) return `there is no open trick ${String(action.target)} (open: ${st.openTricks.map((t) => t.id).join(", ") || "none"})`;
    env.lead = trick.lead;
    return g.rules.follow(env) ? null : `${name} may not be played onto trick ${trick.id} led in ${g.ir.suits[trick.lead]} (rule: tricks follow)`;
  } finally {
    env.card = -1;
    env.lead = -1;
  }
}

/** Every way to choose `count` hand cards (ascending ids, in lexicographic order of hand positions). */
export function legalChoices(g: Game, seat: Seat, count: number, distinctSuits: boolean): Action[] {
  const hand = g.st.hands[seat]!;
  if (count === 1) {
    // One card: the hand itself, as shared action objects (the common case: a declaration, a discard).
    const out: Action[] = new Array(hand.length);
    for (let i = 0; i < hand.length; i++) out[i] = g.actionTable.chooseOne(hand[i]!);
    return out;
  }
  const picks: CardId[][] = [];
  walkChoices(hand, g.st.suitOf, count, distinctSuits, 0, [], picks);
  const out: Action[] = new Array(picks.length);
  for (let i = 0; i < picks.length; i++) out[i] = { type: "choose", cards: picks[i]! };
  return out;
}

// A plain recursive function rather than a closure: the play loop calls this on every choice.
function walkChoices(
  hand: readonly CardId[],
  suitOf: ArrayLike<number>,
  count: number,
  distinctSuits: boolean,
  from: number,
  pick: CardId[],
  out: CardId[][],
): void {
  if (pick.length === count) {
    out.push([...pick]);
    return;
  }
  for (let i = from; i <= hand.length - (count - pick.length); i++) {
    const c = hand[i]!;
    if (distinctSuits && sharesSuit(pick, c, suitOf)) continue;
    pick.push(c);
    walkChoices(hand, suitOf, count, distinctSuits, i + 1, pick, out);
    pick.pop();
  }
}

function sharesSuit(pick: readonly CardId[], c: CardId, suitOf: ArrayLike<number>): boolean {
  for (const p of pick) if (suitOf[p] === suitOf[c]) return true;
  return false;
}

/** Can the seat choose `count` hand cards (of different suits if asked)? Without building the choices. */
export function hasChoice(g: Game, seat: Seat, count: number, distinctSuits: boolean): boolean {
  const hand = g.st.hands[seat]!;
  if (hand.length < count) return false;
  if (!distinctSuits) return true;
  const suits = new Set<number>();
  for (const c of hand) suits.add(g.st.suitOf[c]!);
  return suits.size >= count;
}

export function checkChoice(g: Game, seat: Seat, cards: readonly CardId[], count: number, distinctSuits: boolean): string | null {
  const hand = g.st.hands[seat]!;
  if (cards.length !== count) return `choose exactly ${count} card(s), not ${cards.length}`;
  if (count > 1 && new Set(cards).size !== cards.length) return "the same card is chosen twice";
  for (const c of cards) if (!hand.includes(c)) return `seat ${seat} does not hold ${g.cardName(c)}`;
  if (distinctSuits && new Set(cards.map((c) => g.st.suitOf[c])).size !== cards.length) return "the chosen cards must all have different suits";
  return null;
}

/** Every distinct arrangement of `values` (equal values are not told apart), in a fixed order. */
export function legalOrders(values: readonly number[]): number[][] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[][] = [];
  const used = new Array<boolean>(sorted.length).fill(false);
  const pick: number[] = [];
  const walk = (): void => {
    if (pick.length === sorted.length) {
      out.push([...pick]);
      return;
    }
    for (let i = 0; i < sorted.length; i++) {
      // Skip a value equal to an unused earlier one, so duplicates give each arrangement once.
      if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
      used[i] = true;
      pick.push(sorted[i]!);
      walk();
      pick.pop();
      used[i] = false;
    }
  };
  walk();
  return out;
}

export function checkOrder(values: readonly number[], offered: readonly number[]): string | null {
  const a = [...values].sort((x, y) => x - y);
  const b = [...offered].sort((x, y) => x - y);
  if (a.length !== b.length || a.some((v, i) => v !== b[i])) {
    return `arrange exactly the values ${offered.join(", ")} (each once), not ${values.join(", ") || "nothing"}`;
  }
  return null;
}

// The round as one seat saw it, replayed over card tokens: a token is a card the viewer knows, or an
// unknown card that belongs to some seat's deal (or the leftover). Each event kind's sample part
// (core/event.ts) moves tokens as the event moved cards: cards the viewer saw bind the token they
// must be; cards it did not see move tokens chosen at random. What the tokens end up bound to says
// which cards each seat was dealt; the unbound ones are then filled with the unseen cards at random,
// and the sampler (view/sample.ts) replays the round on that deal to check every play was legal.
//
// One attempt can fail (a card the viewer saw cannot have been where it turned up, given the random
// choices made for moves it did not see); the sampler then tries again with other choices.

import type { Rng } from "../rng.js";
import type { CardId, Seat } from "../types.js";

/** The deal a token belongs to: a seat, or the leftover. */
export const LEFTOVER = -1;

class Token {
  /** The card, once known or bound; -1 while unknown. */
  card: CardId = -1;
  /** The event at which it came to where it is (-1: dealt there). */
  at = -1;
  /** Face up in a hand (an `expose` step): it leaves only by a move the viewer sees. */
  pinned = false;
  constructor(readonly deal: Seat) {}
}

/** Thrown (and caught by the sampler) when this attempt cannot explain what the viewer saw. */
export class Unexplained extends Error {}

export class Symbolic {
  /** Tokens in each seat's hand, and in each named place (pile of a seat, leftover, out of play). */
  readonly hands: Token[][] = [];
  private readonly places = new Map<string, Token[]>();
  /** The tokens each event with hidden cards moved (by event index), to give the replay its cards. */
  private readonly moved = new Map<number, Token[]>();
  /** Every token made, to fill the unknown ones at the end. */
  private readonly all: Token[] = [];
  /** The tokens fill() gave a card at random. */
  private open: Token[] = [];
  /** Each drawn card's token, built when a repair first asks (most samples never need it). */
  private drawnMap: Map<CardId, Token> | null = null;
  /** The token of each card bound so far (a card can be only one token). */
  private readonly bound = new Map<CardId, Token>();
  /** Where each token is now. */
  private readonly where = new Map<Token, Token[]>();
  /** The moves the viewer did not see, in order: from which place to which, at which event, which tokens. */
  private readonly unseenMoves: { readonly event: number; readonly from: Token[]; to: Token[] | null; readonly tokens: Token[] }[] = [];

  constructor(
    readonly viewer: Seat,
    private readonly rng: Rng,
  ) {}

  /** The deal: the viewer's own hand as known cards, every other seat `sizes[s]` unknown cards of its own. */
  deal(own: readonly CardId[], sizes: readonly number[], leftover: readonly CardId[] | number): void {
    for (let s = 0; s < sizes.length; s++) {
      const hand: Token[] = [];
      this.hands.push(hand);
      if (s === this.viewer) for (const c of own) this.add(hand, this.known(s, c));
      else for (let k = 0; k < sizes[s]!; k++) this.add(hand, this.token(s));
    }
    const rest = this.place("leftover");
    if (typeof leftover === "number") for (let k = 0; k < leftover; k++) this.add(rest, this.token(LEFTOVER));
    else for (const c of leftover) this.add(rest, this.known(LEFTOVER, c));
  }

  /** The tokens of a named place (created empty). */
  place(name: string): Token[] {
    let list = this.places.get(name);
    if (!list) this.places.set(name, (list = []));
    return list;
  }

  /** Puts tokens into a place (a hand, a pile), as of event `event`. */
  put(place: Token[], tokens: readonly Token[], event: number): void {
    for (const t of tokens) {
      t.at = event;
      this.add(place, t);
    }
    const last = this.unseenMoves[this.unseenMoves.length - 1];
    if (last && last.to === null && last.event === event) last.to = place;
  }

  /**
   * Takes the token of `card` from `from` (the token that is it, or an unknown one bound to it now).
   * Only tokens that were there before event `before` count (-1: all): the cards a seat passes in a
   * step where every seat passes at once are chosen before any arrives.
   */
  take(from: Token[], card: CardId, before = -1): Token {
    const at = from.findIndex((t) => t.card === card);
    if (at >= 0) {
      const t = this.remove(from, at);
      t.pinned = false;
      return t;
    }
    // Last seen somewhere else: it came here through moves nobody saw, if this attempt's choices for
    // them can be changed so (bring), else this attempt cannot explain it.
    const token = this.bound.get(card);
    if (token) {
      // A face-up card is where everyone sees it: no unseen move can have carried it.
      if (token.pinned) throw new Unexplained(`the face-up card ${card} is in another hand`);
      if (!this.bring(token, from, before < 0 ? Infinity : before)) throw new Unexplained(`card ${card} turned up where it cannot have been`);
      return this.remove(from, from.indexOf(token));
    }
    const unknown: number[] = [];
    for (let i = 0; i < from.length; i++) if (from[i]!.card < 0 && (before < 0 || from[i]!.at < before)) unknown.push(i);
    if (unknown.length === 0) throw new Unexplained(`no unknown card left to be ${card}`);
    const t = this.remove(from, unknown[this.rng.int(unknown.length)]!);
    this.bind(t, card);
    return t;
  }

  /**
   * The tokens of a move out of `from` of `count` cards: `cards` when the viewer saw them; otherwise
   * the face-up ones it saw go (`faceUp`) and the rest at random from the others. Recorded for
   * event `event`; only tokens there before event `before` (-1: all).
   */
  takeMove(from: Token[], cards: readonly CardId[] | null, faceUp: readonly CardId[] | undefined, count: number, event: number, before = -1): Token[] {
    if (cards) {
      const tokens = cards.map((c) => this.take(from, c, before));
      this.record(event, tokens);
      return tokens;
    }
    const open = (faceUp ?? []).map((c) => this.take(from, c, before));
    if (open.length > 0) this.record(event, open);
    return [...open, ...this.takeUnseen(from, count - open.length, event, before)];
  }

  /** `cards` are face up in `hand` (public): each takes its token there, which stays until seen leaving. */
  expose(hand: Token[], cards: readonly CardId[]): void {
    for (const c of cards) {
      const t = this.take(hand, c);
      this.add(hand, t);
      t.pinned = true;
    }
  }

  /**
   * Takes `count` tokens from `from` at random (cards the viewer did not see leave it), recorded for
   * event `event`; only tokens there before event `before` (-1: all).
   */
  takeUnseen(from: Token[], count: number, event: number, before = -1): Token[] {
    const out: Token[] = [];
    for (let k = 0; k < count; k++) {
      const eligible: number[] = [];
      for (let i = 0; i < from.length; i++) if (!from[i]!.pinned && (before < 0 || from[i]!.at < before)) eligible.push(i);
      if (eligible.length === 0) throw new Unexplained(`${count} cards cannot leave a place of ${from.length}`);
      out.push(this.remove(from, eligible[this.rng.int(eligible.length)]!));
    }
    this.moved.set(event, [...(this.moved.get(event) ?? []), ...out]);
    this.unseenMoves.push({ event, from, to: null, tokens: out });
    return out;
  }

  /** Records the tokens event `event` moved in view (the replay needs them when they are not all known to it). */
  record(event: number, tokens: readonly Token[]): void {
    this.moved.set(event, [...(this.moved.get(event) ?? []), ...tokens]);
  }

  /** `tokens` now show `cards` (a reveal): each known card claims its token, or binds an unknown one. */
  show(tokens: Token[], cards: readonly CardId[]): void {
    const pending = [...tokens];
    const left: CardId[] = [];
    for (const c of cards) {
      const at = pending.findIndex((t) => t.card === c);
      if (at >= 0) pending.splice(at, 1);
      else left.push(c);
    }
    for (const c of left) {
      const at = pending.findIndex((t) => t.card < 0);
      if (at < 0 || this.bound.has(c)) throw new Unexplained(`the shown card ${c} cannot be there`);
      this.bind(pending.splice(at, 1)[0]!, c);
    }
  }

  /** The cards event `event` moved, where every one is known by now; undefined otherwise. */
  cardsOf(event: number): CardId[] | undefined {
    const tokens = this.moved.get(event);
    if (!tokens || tokens.some((t) => t.card < 0)) return undefined;
    return tokens.map((t) => t.card);
  }

  /**
   * Gives every unknown token one of `unseen` (the cards the viewer never saw; their number must
   * match), at random, and returns each seat's deal and the leftover.
   */
  fill(unseen: CardId[], players: number): { hands: CardId[][]; leftover: CardId[] } {
    const open = this.all.filter((t) => t.card < 0);
    const pool = unseen.filter((c) => !this.bound.has(c));
    if (pool.length !== open.length) throw new Unexplained(`${pool.length} unseen cards for ${open.length} unknown places`);
    this.rng.shuffle(pool);
    open.forEach((t, i) => (t.card = pool[i]!));
    this.open = open;
    return this.dealt(players);
  }

  /** Each seat's deal and the leftover, as the tokens are bound and filled now. */
  dealt(players: number): { hands: CardId[][]; leftover: CardId[] } {
    const hands: CardId[][] = Array.from({ length: players }, () => []);
    const leftover: CardId[] = [];
    for (const t of this.all) (t.deal === LEFTOVER ? leftover : hands[t.deal]!).push(t.card);
    return { hands, leftover };
  }

  /**
   * Is `card` one that fill() drew at random (no event tied it to its token)? Any two such cards
   * can trade tokens and every token move still explains what the viewer saw: the sampler's repair
   * (view/repair.ts) swaps only these.
   */
  isDrawn(card: CardId): boolean {
    return this.drawn.has(card);
  }

  /** The cards fill() drew (in token order, then as trades left them). */
  drawnCards(): CardId[] {
    return [...this.drawn.keys()];
  }

  private get drawn(): Map<CardId, Token> {
    return (this.drawnMap ??= new Map(this.open.map((t) => [t.card, t])));
  }

  /** Two drawn cards trade tokens (and so deals, and the hidden moves that carried them). */
  swapDrawn(a: CardId, b: CardId): void {
    const ta = this.drawn.get(a);
    const tb = this.drawn.get(b);
    if (!ta || !tb) throw new Error(`swapDrawn: ${ta ? b : a} was not drawn`);
    ta.card = b;
    tb.card = a;
    this.drawn.set(a, tb);
    this.drawn.set(b, ta);
  }

  /**
   * Makes `token` be in `place` before event `before`, by changing earlier unseen moves: an unseen
   * move into `place` (before `before`) that carried an unknown token still lying there, from a place
   * the token can be brought to before that move, carried the token instead (the two swap). False when
   * no chain of unseen moves can.
   */
  private bring(token: Token, place: Token[], before: number, depth = 0): boolean {
    if (this.where.get(token) === place) return token.at < before;
    if (depth > 4) return false;
    for (let m = this.unseenMoves.length - 1; m >= 0; m--) {
      const move = this.unseenMoves[m]!;
      if (move.to !== place || move.event >= before) continue;
      const u = move.tokens.find((x) => x.card < 0 && this.where.get(x) === place && x.at === move.event);
      if (!u) continue;
      if (!this.bring(token, move.from, move.event, depth + 1)) continue;
      // Swap: the token went along this move; `u` stayed where the token was.
      const from = this.where.get(token)!;
      const tokenAt = token.at;
      this.remove(from, from.indexOf(token));
      this.remove(place, place.indexOf(u));
      token.at = move.event;
      this.add(place, token);
      u.at = tokenAt;
      this.add(from, u);
      move.tokens[move.tokens.indexOf(u)] = token;
      const moved = this.moved.get(move.event)!;
      moved[moved.indexOf(u)] = token;
      return true;
    }
    return false;
  }

  private add(place: Token[], t: Token): void {
    place.push(t);
    this.where.set(t, place);
  }

  private remove(place: Token[], at: number): Token {
    const t = place.splice(at, 1)[0]!;
    this.where.delete(t);
    return t;
  }

  private token(deal: Seat): Token {
    const t = new Token(deal);
    this.all.push(t);
    return t;
  }

  private known(deal: Seat, card: CardId): Token {
    const t = this.token(deal);
    this.bind(t, card);
    return t;
  }

  private bind(t: Token, card: CardId): void {
    t.card = card;
    this.bound.set(card, t);
  }
}

export type { Token };

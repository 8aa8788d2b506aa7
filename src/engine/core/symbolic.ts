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
import { blankRuns, LEFTOVER, Token, Unexplained, workingList, type Draw, type SymbolicShape } from "./symbolic-token.js";

export { LEFTOVER, Unexplained, type SymbolicShape };

export class Symbolic {
  /** Tokens in each seat's hand, and in each named place (pile of a seat, leftover, out of play). */
  readonly hands: Token[][] = [];
  private readonly places = new Map<string, Token[]>();
  /** The tokens each event with hidden cards moved (by event index), to give the replay its cards. */
  private moved = new Map<number, Token[]>();
  /** Every token made, to fill the unknown ones at the end. */
  private all: Token[] = [];
  /** The tokens fill() gave a card at random. */
  private open: Token[] = [];
  /** Each drawn card's token, built when a repair first asks (most samples never need it). */
  private drawnMap: Map<CardId, Token> | null = null;
  /** Every token an event moved (stayedWith), made when first asked: after the events, which alone move tokens. */
  private movedTokens: Set<Token> | null = null;
  /** The token of each card bound so far (a card can be only one token). */
  private bound = new Map<CardId, Token>();
  /** The cards a take bound to a token it picked at random among a place's unknown ones (isGuess). */
  private readonly guesses = new Set<CardId>();
  /** The moves the viewer did not see, in order: from which place to which, at which event, which tokens. */
  private readonly unseenMoves: { readonly event: number; readonly from: Token[]; to: Token[] | null; readonly tokens: Token[] }[] = [];

  /**
   * While tracing: the draws so far, every one among blank tokens; null when not tracing, or when
   * some draw or bind was not so (see traced()).
   */
  private draws: Draw[] | null;
  /** While tracing: the drawn moves' tokens a show bound to a card. */
  private readonly reveals: { readonly token: Token; readonly card: CardId }[] = [];
  /** Blank tokens left per deal (tracing only). */
  private readonly blanks = new Map<Seat, number>();
  /** The shape sealed after the round's events (undefined: not sealed; null: not traceable). */
  shape: SymbolicShape | null | undefined = undefined;

  constructor(
    readonly viewer: Seat,
    private readonly rng: Rng,
    /** Whether to trace the draws, to seal a shape (view/sample.ts deals further attempts from it). */
    trace = false,
    /**
     * Whether a card shown where this attempt's unseen moves did not carry it may change those moves
     * (show); false: the attempt is given up, as pure rejection does (view/sample.ts, maxRepairs 0).
     */
    private readonly bringShown = true,
  ) {
    this.draws = trace ? [] : null;
  }

  /**
   * A further attempt of a traced round: the same tokens and the same random draws, in the same
   * order from `rng`, as going through the events again would make (see traced()), ready to fill.
   */
  static again(shape: SymbolicShape, rng: Rng): Symbolic {
    const sym = new Symbolic(shape.viewer, rng);
    const deals = shape.deals;
    const cards = shape.cards;
    const all: Token[] = [];
    for (let i = 0; i < deals.length; i++) {
      const t = new Token(deals[i]!, i);
      t.card = cards[i]!;
      all.push(t);
    }
    // Each draw's candidates are its deal's blank tokens left, in the order they were made (seal's
    // blankOrder, by deal): a copy of that order, a draw's token taken out of its deal's run as
    // splice took it out of a list per deal (the same token at the same draw), without a list or
    // map per attempt.
    const order = shape.blankOrder;
    const from = shape.blankFrom;
    const runs = from.length - 1;
    // The order's copy, then each run's length left (at order.length + run).
    const work = workingList(order.length + runs);
    work.set(order);
    const left = order.length;
    for (let i = 0; i < runs; i++) work[left + i] = from[i + 1]! - from[i]!;
    let moves: Map<Token, Token> | null = null;
    const draws = shape.draws;
    for (let k = 0; k < draws.length; k++) {
      const d = draws[k]!;
      const slot = d.deal - LEFTOVER;
      const count = slot < runs ? work[left + slot]! : 0;
      if (count !== d.count) throw new Error("internal error: a traced draw has other candidates");
      const base = from[slot]!;
      const at = base + rng.int(count);
      const t = all[work[at]!]!;
      for (let j = at + 1; j < base + count; j++) work[j - 1] = work[j]!;
      work[left + slot] = count - 1;
      if (d.moved) (moves ??= new Map()).set(d.moved, t);
      else {
        t.card = d.card;
        sym.guesses.add(d.card);
      }
    }
    for (const r of shape.reveals) moves!.get(r.token)!.card = r.card;
    sym.all = all;
    // Read only from here on (fill asks which cards are bound; the replay which cards each event moved).
    sym.bound = shape.bound as Map<CardId, Token>;
    if (moves === null) sym.moved = shape.moved as Map<number, Token[]>;
    else for (const [event, tokens] of shape.moved) sym.moved.set(event, tokens.map((t) => moves!.get(t) ?? t));
    return sym;
  }

  /**
   * Seals the round's shape after its events (before the fill): a further attempt deals the same
   * from it (again()) when every random draw so far picked among blank tokens only: unknown, never
   * moved, not face up, all of one deal and all of that deal's blank tokens left. Blank tokens of a
   * deal are alike but for their order, and lie in their deal's place in the order they were made, so
   * the draw's k-th candidate is the deal's k-th blank token whatever the earlier draws picked;
   * every other token's card is fixed by the events. Anything else (a show binding an unknown card,
   * a move changed to explain a card) is not traced.
   */
  seal(): void {
    if (this.shape !== undefined) return;
    const draws = this.draws;
    if (draws === null) {
      this.shape = null;
      return;
    }
    // Every token an event moved is bound, or a drawn move (again() gives it its own token).
    const drawnMoves = new Set(draws.flatMap((d) => (d.moved ? [d.moved] : [])));
    for (const tokens of this.moved.values()) {
      if (tokens.some((t) => t.card < 0 && !drawnMoves.has(t))) {
        this.shape = null;
        return;
      }
    }
    // Unknown at the deal: every drawn token (a revealed move's card is bound again by again()).
    const cards = this.all.map((t) => t.card);
    for (const d of draws) cards[d.moved ? d.moved.index : this.bound.get(d.card)!.index] = -1;
    const deals = this.all.map((t) => t.deal);
    this.shape = { viewer: this.viewer, deals, cards, draws, reveals: this.reveals, bound: this.bound, moved: this.moved, ...blankRuns(deals, cards) };
  }

  /** While tracing: is every one of `candidates` blank, of one deal, and all of that deal's blank tokens left? Stops tracing if not. */
  private traced(candidates: readonly Token[]): Seat | null {
    if (this.draws === null) return null;
    const deal = candidates[0]?.deal;
    const ok = deal !== undefined && candidates.length === this.blanks.get(deal) && candidates.every((t) => t.card < 0 && t.at === -1 && !t.pinned && t.deal === deal);
    if (!ok) {
      this.draws = null;
      return null;
    }
    this.blanks.set(deal, candidates.length - 1);
    return deal;
  }

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
    if (this.draws !== null) for (const t of this.all) if (t.card < 0) this.blanks.set(t.deal, (this.blanks.get(t.deal) ?? 0) + 1);
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
      this.draws = null;
      // A face-up card is where everyone sees it: no unseen move can have carried it.
      if (token.pinned) throw new Unexplained(`the face-up card ${card} is in another hand`);
      if (!this.bring(token, from, before < 0 ? Infinity : before)) throw new Unexplained(`card ${card} turned up where it cannot have been`);
      return this.remove(from, from.indexOf(token));
    }
    const unknown: number[] = [];
    for (let i = 0; i < from.length; i++) if (from[i]!.card < 0 && (before < 0 || from[i]!.at < before)) unknown.push(i);
    if (unknown.length === 0) throw new Unexplained(`no unknown card left to be ${card}`);
    const deal = this.draws === null ? null : this.traced(unknown.map((i) => from[i]!));
    const t = this.remove(from, unknown[this.rng.int(unknown.length)]!);
    this.bind(t, card);
    this.guesses.add(card);
    if (deal !== null) this.draws?.push({ deal, count: unknown.length, card, moved: null });
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
      const deal = this.draws === null ? null : this.traced(eligible.map((i) => from[i]!));
      const t = this.remove(from, eligible[this.rng.int(eligible.length)]!);
      if (deal !== null) this.draws?.push({ deal, count: eligible.length, card: -1, moved: t });
      out.push(t);
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
    // Where this attempt's random choices for the unseen moves that filled the place do not explain
    // what it shows, they are changed so where they can be, as take() does (rejection would give the
    // attempt up: it threw away most first attempts of a round with cards played face down after a
    // pass, 15,069 in 80 greedy-seat games of the shipped rule-card game). A card seen before
    // somewhere else (passed by the viewer, say) is brought here along those moves.
    for (const c of cards) {
      const token = this.bound.get(c);
      if (token === undefined || token.place === tokens) continue;
      this.draws = null;
      if (!this.bringShown || token.pinned || !this.bring(token, tokens, Infinity, 0, cards)) throw new Unexplained(`the shown card ${c} cannot be there`);
    }
    const pending = [...tokens];
    const left: CardId[] = [];
    for (const c of cards) {
      const at = pending.findIndex((t) => t.card === c);
      if (at >= 0) pending.splice(at, 1);
      else left.push(c);
    }
    for (const c of left) {
      let at = pending.findIndex((t) => t.card < 0);
      // A card nobody saw before, where the moves carried known cards only: one of them stays behind
      // and an unknown token of the same place goes instead.
      if (at < 0 && this.bringShown && !this.bound.has(c)) {
        const swapped = this.unknownInto(tokens, cards);
        if (swapped !== null) {
          pending[pending.indexOf(swapped.known)] = swapped.unknown;
          at = pending.indexOf(swapped.unknown);
        }
      }
      if (at < 0 || this.bound.has(c)) throw new Unexplained(`the shown card ${c} cannot be there`);
      const t = pending.splice(at, 1)[0]!;
      this.bind(t, c);
      // Traced where the token is a drawn move's: which one it is follows from the events alone (the
      // first unknown one of the place, put there in the events' order), only its token is drawn.
      if (this.draws !== null) {
        if (this.draws.some((d) => d.moved === t)) this.reveals.push({ token: t, card: c });
        else this.draws = null;
      }
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
    // Loops, not filter and forEach: every attempt of the sampler fills (a closure and its calls each).
    const all = this.all;
    const open: Token[] = [];
    for (let i = 0; i < all.length; i++) if (all[i]!.card < 0) open.push(all[i]!);
    const bound = this.bound;
    const pool: CardId[] = [];
    for (let i = 0; i < unseen.length; i++) if (!bound.has(unseen[i]!)) pool.push(unseen[i]!);
    if (pool.length !== open.length) throw new Unexplained(`${pool.length} unseen cards for ${open.length} unknown places`);
    this.rng.shuffle(pool);
    for (let i = 0; i < open.length; i++) open[i]!.card = pool[i]!;
    this.open = open;
    return this.dealt(players);
  }

  /** Each seat's deal and the leftover, as the tokens are bound and filled now. */
  dealt(players: number): { hands: CardId[][]; leftover: CardId[] } {
    // A loop, not Array.from: every attempt and every trade of the sampler asks (about 1 µs less each).
    const hands: CardId[][] = [];
    for (let s = 0; s < players; s++) hands.push([]);
    const leftover: CardId[] = [];
    for (const t of this.all) (t.deal === LEFTOVER ? leftover : hands[t.deal]!).push(t.card);
    return { hands, leftover };
  }

  /**
   * Did a take bind `card` to a token it picked at random among the unknown ones of a place (a card
   * seen leaving a hand the viewer cannot see into: which of the hand's unknown cards it was, and so
   * when it came there, this attempt's choice)? The repair cannot trade it (it is not drawn), so
   * where a refused action is to blame on such cards only, another attempt may explain the round
   * where no trade can (view/sample.ts).
   */
  isGuess(card: CardId): boolean {
    return this.guesses.has(card);
  }

  /**
   * Is `card` one that fill() drew at random (no event tied it to its token)? Any two such cards
   * can trade tokens and every token move still explains what the viewer saw: the sampler's repair
   * (view/repair.ts) swaps only these.
   */
  isDrawn(card: CardId): boolean {
    return this.drawn.has(card);
  }

  /**
   * The seat whose hand drawn `card` lies in from the deal on, all round (its token dealt there and
   * moved by no event), or -1 (dealt to the leftover, or moved unseen: where it was at an event
   * depends on the event). A trade of two drawn cards swaps their tokens, so the card a trade hands
   * this token stays with the same seat all round too (view/repair.ts Blamed reads it so).
   */
  stayedWith(card: CardId): Seat {
    const t = this.drawn.get(card);
    if (!t) throw new Error(`stayedWith: ${card} was not drawn`);
    if (t.deal === LEFTOVER) return -1;
    return (this.movedTokens ??= new Set([...this.moved.values()].flat())).has(t) ? -1 : t.deal;
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
  private bring(token: Token, place: Token[], before: number, depth = 0, shown?: readonly CardId[]): boolean {
    if (token.place === place) return token.at < before;
    if (depth > 4) return false;
    for (let m = this.unseenMoves.length - 1; m >= 0; m--) {
      const move = this.unseenMoves[m]!;
      if (move.to !== place || move.event >= before) continue;
      // The token the move carried instead: an unknown one; for a show (`shown`: the cards it shows),
      // the first in the move's random order that is not face up and not shown (a known card the move
      // picked at random as well: under rejection, the move carried each as often).
      const u = move.tokens.find((x) => x.place === place && x.at === move.event && (shown === undefined ? x.card < 0 : !x.pinned && !shown.includes(x.card)));
      if (!u) continue;
      if (!this.bring(token, move.from, move.event, depth + 1)) continue;
      this.swapMoved(move, u, token);
      return true;
    }
    return false;
  }

  /**
   * For a show of `shown` in `place`, where no unknown token lies there: the latest unseen move into
   * it that carried a known card not shown carries instead an unknown token that lay where it came
   * from, drawn at random among them (so each as often as rejection keeps it). Null when none can.
   */
  private unknownInto(place: Token[], shown: readonly CardId[]): { known: Token; unknown: Token } | null {
    for (let m = this.unseenMoves.length - 1; m >= 0; m--) {
      const move = this.unseenMoves[m]!;
      if (move.to !== place) continue;
      const known = move.tokens.find((x) => x.place === place && x.at === move.event && x.card >= 0 && !x.pinned && !shown.includes(x.card));
      if (!known) continue;
      const stayed = move.from.filter((x) => x.card < 0 && x.at < move.event && !x.pinned);
      if (stayed.length === 0) continue;
      const unknown = stayed[this.rng.int(stayed.length)]!;
      this.swapMoved(move, known, unknown);
      return { known, unknown };
    }
    return null;
  }

  /** Unseen `move` carried `token` (lying where `carried` was then, and still) instead of `carried` (still where the move put it). */
  private swapMoved(move: { readonly event: number; readonly tokens: Token[] }, carried: Token, token: Token): void {
    const place = carried.place!;
    const from = token.place!;
    const tokenAt = token.at;
    this.remove(from, from.indexOf(token));
    this.remove(place, place.indexOf(carried));
    token.at = move.event;
    this.add(place, token);
    carried.at = tokenAt;
    this.add(from, carried);
    move.tokens[move.tokens.indexOf(carried)] = token;
    const moved = this.moved.get(move.event)!;
    moved[moved.indexOf(carried)] = token;
  }

  private add(place: Token[], t: Token): void {
    place.push(t);
    t.place = place;
  }

  private remove(place: Token[], at: number): Token {
    const t = place.splice(at, 1)[0]!;
    t.place = null;
    return t;
  }

  private token(deal: Seat): Token {
    const t = new Token(deal, this.all.length);
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

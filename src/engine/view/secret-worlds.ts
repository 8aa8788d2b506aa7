// Worlds of a round the seat has seen whole: every card's place is known to it (a drafted face-up
// layout; the symbolic deal draws nothing), so its worlds differ only by the secret values it does not
// know yet (`secret NAME ..., known to dealer`: steps/secrets.ts) and by their seed. A world that draws
// its own secret values is refused by the replay wherever the round answered a question under the true
// ones (a layout's clue: who would win the column), so late in a draft most worlds drawn so are
// refused (about 50 for one accepted, late in a draft of four colours and nine numbers, each or none).
// Here the values are drawn from those the round allows instead, and a world the round refuses is
// never built.
//
// Whether a world agrees with the round depends on its secret values alone: each combination of the
// unknown values (the product of the values each may be drawn as; one combination when every value is
// known) is replayed at most once, and its verdict kept, carried on from one observation of the seat
// to its next (Book). A world draws a combination uniformly from all of them and draws again while the
// round refuses it: rejection over combinations, whose draws do not depend on which verdicts are known
// yet, so the same Rng gives the same world however many worlds were drawn before; and its
// distribution is the one of drawing the values in the world and refusing the world (mode "reject" in
// view/sample.ts, the reference). The world is then the combination's replayed world with its own
// seed (its random source started afresh, as a world created with that seed would be, since neither
// its creation nor the replay drew from it). With one combination the seat's Rng draws only the seed,
// as the replay path does, so the same worlds come out as there.
//
// Where the view leaves cards to draw, the replay draws at random, secret choices are committed, or
// the values are too many to go through, nothing here applies (secretWorldsOf: null) and the worlds
// are drawn and replayed one by one (view/sample.ts).

import { createKernel } from "../assembly/create.js";
import { reseededKernel } from "../assembly/state.js";
import type { Kernel } from "../core/kernel.js";
import { Symbolic, Unexplained } from "../core/symbolic.js";
import { RuleError } from "../errors.js";
import { Rng } from "../rng.js";
import { secretChoices } from "../steps/secrets.js";
import type { CardId, DealSpec, GameEvent } from "../types.js";
import type { RulesetIR } from "../../ir/types.js";
import { declRule } from "../../ir/rule-ref.js";
import type { Prepared } from "./prepare.js";
import { eventsDeal, symbolicDeal } from "./prepare.js";
import { replay } from "./replay.js";
import { eventKey, eventKeys, sameText } from "./event-keys.js";

/** What sampling cost (view/sample.ts SampleStats): worlds returned, combinations drawn. */
interface SampleStats {
  samples: number;
  draws: number;
}

/**
 * How often a later observation found the book's events among its own by the event objects
 * themselves (`same`), by their fields (`alike`: an observation's redacted events are new objects)
 * or needed their text (`texts`), found the book's round start by its fields (`starts`), and how
 * often a book was carried on: for the tests that the paths run.
 */
export const BOOK_COUNTS = { same: 0, alike: 0, texts: 0, carried: 0, starts: 0 };

/** Most combinations of unknown values gone through; with more, each world draws its own (and is refused when wrong). */
export const MAX_SECRET_COMBINATIONS = 1024;

/** The seed of the replayed world of each combination (a world handed out gets its own). */
const TEMPLATE_SEED = 0;

/** Thrown by the random source given to what must not draw at random here (one object: no stack captured per throw). */
class Drew {}
const DREW = new Drew();

/**
 * A random source that refuses to draw (an empty shuffle is no draw): the symbolic deal and the replay
 * must draw nothing for a combination's verdict to hold in every world.
 */
class NoDraws extends Rng {
  /** Unset while Rng's constructor warms the state up (fields are set after it). */
  private readonly armed = true;
  override nextUint32(): number {
    if (this.armed) throw DREW;
    return super.nextUint32();
  }
}
const FORBIDDEN_RNG = new NoDraws(0);

/**
 * The combinations' replayed worlds of one seat's round up to some event, kept from one observation
 * to the next: a later observation of the same round (the same events so far, and more) carries each
 * world that agrees on over its new events only, instead of replaying the round again per combination.
 */
class Book {
  /** Per combination: its world replayed up to `length` events (the round agrees), null (refused), or undefined (not replayed). */
  readonly states: (Kernel | null | undefined)[];
  /** The events replayed, each as text (view/event-keys.ts; a later observation must start with the same ones). */
  eventKeys: string[];
  /** The events of the observation the book was last carried to, whose texts eventKeys are. */
  events: readonly GameEvent[];

  constructor(
    readonly start: RoundStart,
    readonly combos: readonly (readonly (readonly number[])[])[],
    eventKeys: string[],
    events: readonly GameEvent[],
  ) {
    this.states = new Array<Kernel | null | undefined>(combos.length).fill(undefined);
    this.eventKeys = eventKeys;
    this.events = events;
  }

  /**
   * The texts of `events` when the book's events are their first ones, else null. An event that is
   * the very object the book replayed has its text (a logged event is never changed: view/event-keys.ts),
   * so only the others are looked up: an observation shows the round so far, mostly as the logged
   * events themselves, and looking each one's text up cost more than the rest of the carry.
   */
  leads(events: readonly GameEvent[]): string[] | null {
    const mine = this.eventKeys;
    const n = mine.length;
    if (n > events.length) return null;
    const was = this.events;
    const keys = new Array<string>(events.length);
    for (let i = 0; i < n; i++) {
      const e = events[i]!;
      if (e === was[i]) {
        BOOK_COUNTS.same++;
        keys[i] = mine[i]!;
      } else if (sameText(e, was[i])) {
        // A redacted event shown again (a new object): the same text as the book's, made no more.
        BOOK_COUNTS.alike++;
        keys[i] = mine[i]!;
      } else {
        BOOK_COUNTS.texts++;
        if ((keys[i] = eventKey(e)) !== mine[i]) return null;
      }
    }
    for (let i = n; i < events.length; i++) keys[i] = eventKey(events[i]!);
    return keys;
  }
}

/** Per ruleset and seat, the latest book (one per seat: a book of another round or game is dropped). */
const books = new WeakMap<RulesetIR, Map<number, Book>>();

/**
 * What must be the same for two observations to share a book, besides the events: the seat, the
 * round's start (as text) and the deal seen (its cards, compared as they are: most of the text it was).
 */
class RoundStart {
  private constructor(
    private readonly key: string,
    /** The key read back: its fields, to compare without making the text (event-keys.ts sameText). */
    private readonly value: unknown,
    private readonly hands: readonly (readonly CardId[])[],
    private readonly leftover: readonly CardId[],
  ) {}

  static of(p: Prepared, deal: { hands: CardId[][]; leftover: CardId[] }): RoundStart {
    const key = JSON.stringify(startOf(p));
    // Copies: the deal's arrays go on into the worlds' deal specs.
    return new RoundStart(key, JSON.parse(key) as unknown, deal.hands.map((h) => h.slice()), deal.leftover.slice());
  }

  /** Whether `p` with `deal` starts the round as this does. */
  same(p: Prepared, deal: { hands: CardId[][]; leftover: CardId[] }): boolean {
    const hands = deal.hands;
    if (hands.length !== this.hands.length || !sameCards(deal.leftover, this.leftover)) return false;
    for (let s = 0; s < hands.length; s++) if (!sameCards(hands[s]!, this.hands[s]!)) return false;
    const start = startOf(p);
    if (sameText(start, this.value)) {
      BOOK_COUNTS.starts++;
      return true;
    }
    return JSON.stringify(start) === this.key;
  }
}

function startOf(p: Prepared): unknown[] {
  const o = p.obs;
  return [o.seat, o.players, o.round, o.dealer, p.resume, p.seen];
}

function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class SecretWorlds {
  /** Set when a replay drew at random: the verdicts do not hold for every world, and the worlds draw their own. */
  unusable = false;
  /** dealsWith's deal without the values, once made. */
  private dealBase: DealSpec | undefined;

  private constructor(
    private readonly p: Prepared,
    private readonly sym: Symbolic,
    private readonly deal: { hands: CardId[][]; leftover: CardId[] },
    private book: Book,
    /** The events of this observation as text: while the book's are these, its worlds are this observation's. */
    private readonly keys: string[],
  ) {}

  /** For this observation, or null where the worlds must draw their own values (see the top of the file). */
  static make(p: Prepared): SecretWorlds | null {
    const known = p.seen.secrets ?? [];
    // Committed secret choices are drawn per world at the end of the replay; a rule-card draft draws its deck per world.
    if (p.obs.committed.some((c) => c) || p.ir.ruleCards?.draft) return null;
    const sym = new Symbolic(p.obs.seat, FORBIDDEN_RNG);
    let deal: { hands: CardId[][]; leftover: CardId[] };
    try {
      deal = symbolicDeal(p, sym);
    } catch (err) {
      if (err instanceof Drew || err instanceof Unexplained) return null;
      throw err;
    }
    if (sym.drawnCards().length > 0) return null;
    let perSeat = books.get(p.ir);
    if (!perSeat) books.set(p.ir, (perSeat = new Map()));
    let book = perSeat.get(p.obs.seat);
    const carried = book && book.start.same(p, deal) ? book.leads(p.events) : null;
    if (book && carried) {
      BOOK_COUNTS.carried++;
      const w = new SecretWorlds(p, sym, deal, book, carried);
      w.carryOn();
      return w;
    }
    const keys = eventKeys(p.events);
    // The values each secret may be drawn as, read in a world of this deal (it draws the unknown ones itself).
    const choices = known.some((v) => v === null) ? secretChoices(createKernel(p.ir, { players: p.obs.players, seed: TEMPLATE_SEED, deals: dealsOf(p, sym, deal, known), record: false }, p.resume)) : [];
    let combos: (readonly number[])[][] = [[]];
    for (let i = 0; i < known.length; i++) {
      const options = known[i] !== null ? [known[i]!] : (choices[i] ?? []);
      if (combos.length * options.length > MAX_SECRET_COMBINATIONS) return null;
      combos = combos.flatMap((c) => options.map((v) => [...c, v]));
    }
    if (combos.length === 0) return null;
    book = new Book(RoundStart.of(p, deal), combos, keys, p.events);
    perSeat.set(p.obs.seat, book);
    return new SecretWorlds(p, sym, deal, book, keys);
  }

  /**
   * A world of this observation: a combination drawn at random among all, again while the round
   * refuses it, then that combination's world with a seed drawn after it. After `maxAttempts` draws
   * refused in a row, every combination is replayed and one the round allows is drawn among those
   * (uniform too); a RuleError when the round refuses them all. Which verdicts are known already
   * changes nothing drawn.
   */
  world(rng: Rng, maxAttempts: number, stats?: SampleStats): Kernel | null {
    const total = this.book.combos.length;
    // Given up (a replay drew at random): the caller draws as if nothing had been tried here.
    const start = rng.clone();
    const giveUp = (): null => {
      rng.rewind(start);
      return null;
    };
    let template: Kernel | null = null;
    let drawn = 0;
    for (; drawn < maxAttempts && template === null; drawn++) {
      // One combination (every value known): no draw, so the seat's Rng draws what the replay path draws.
      template = this.verdict(total === 1 ? 0 : rng.int(total));
      if (this.unusable) return giveUp();
    }
    if (stats) stats.draws += drawn;
    if (template === null) {
      const agreeing: Kernel[] = [];
      for (let c = 0; c < total; c++) {
        const v = this.verdict(c);
        if (this.unusable) return giveUp();
        if (v) agreeing.push(v);
      }
      if (agreeing.length === 0) {
        const p = this.p;
        throw new RuleError("no-consistent-sample", declRule("sampler"), 0, `no secret values consistent with seat ${p.obs.seat}'s observation (round ${p.obs.round}): the round refuses each of the ${total} combinations`);
      }
      template = agreeing[rng.int(agreeing.length)]!;
    }
    const seed = rng.nextUint32();
    if (stats) stats.samples++;
    return reseededKernel(template, seed);
  }

  /**
   * The book's worlds carried over the events it has not replayed yet: the same verdicts and worlds
   * as replaying the round from its start (the replay is the same actions in the same order, and it
   * draws nothing). A world that cannot be carried on is forgotten (replayed afresh if drawn).
   */
  private carryOn(): void {
    const book = this.book;
    const from = book.eventKeys.length;
    book.eventKeys = this.keys;
    book.events = this.p.events;
    if (from === this.keys.length) return;
    for (let c = 0; c < book.states.length; c++) {
      const world = book.states[c];
      if (!world) continue;
      book.states[c] = this.replayed(world, from);
    }
  }

  /** The combination's replayed world (null: the round refuses it), replaying it the first time. */
  private verdict(c: number): Kernel | null {
    // The book has moved on to a later observation: this one goes on with a book of its own.
    if (this.book.eventKeys !== this.keys) this.book = new Book(this.book.start, this.book.combos, this.keys, this.p.events);
    const book = this.book;
    const known = book.states[c];
    if (known !== undefined) return known;
    const p = this.p;
    const world = createKernel(p.ir, { players: p.obs.players, seed: TEMPLATE_SEED, deals: this.dealsWith(book.combos[c]!) }, p.resume);
    const verdict = this.replayed(world, 1);
    if (verdict === undefined) {
      this.unusable = true;
      return null;
    }
    book.states[c] = verdict;
    return verdict;
  }

  /** The round's deal of the combination's world (dealsOf), its parts other than the values made once per observation. */
  private dealsWith(secrets: readonly (readonly number[])[]): DealSpec[] {
    const p = this.p;
    const base = (this.dealBase ??= dealsOf(p, this.sym, this.deal, [])[p.obs.round - 1]!);
    const deals: DealSpec[] = [];
    deals[p.obs.round - 1] = p.seen.secrets ? { ...base, secrets } : base;
    return deals;
  }

  /** `world` replayed from event `from` on: itself (it agrees), null (refused), undefined (it drew at random). */
  private replayed(world: Kernel, from: number): Kernel | null | undefined {
    const p = this.p;
    let wrong;
    try {
      wrong = replay(world, p.obs, p.events, p.handlers, (i) => this.sym.cardsOf(i), FORBIDDEN_RNG, from);
    } catch (err) {
      if (!(err instanceof Drew)) throw err;
      return undefined;
    }
    // A world whose random source was drawn from is not the same world under another seed.
    if (!world.st.rng.sameState(new Rng(TEMPLATE_SEED))) return undefined;
    return wrong === null ? world : null;
  }
}

/** The round's deal of a world: the symbolic deal, what the seat saw (and its events tell), and the secret values given. */
function dealsOf(p: Prepared, sym: Symbolic, deal: { hands: CardId[][]; leftover: CardId[] }, secrets: readonly (readonly number[] | null)[]): DealSpec[] {
  const deals: DealSpec[] = [];
  deals[p.obs.round - 1] = { ...deal, ...p.seen, ...eventsDeal(p, (i) => sym.cardsOf(i)), ...(p.seen.secrets ? { secrets } : {}) };
  return deals;
}

/** Per observation object (through its Prepared): the search bots draw many worlds from one observation. */
const made = new WeakMap<Prepared, SecretWorlds | null>();

/** The observation's secret worlds, or null where its worlds draw their own secret values. */
export function secretWorldsOf(p: Prepared): SecretWorlds | null {
  let w = made.get(p);
  if (w === undefined) made.set(p, (w = SecretWorlds.make(p)));
  return w && !w.unusable ? w : null;
}

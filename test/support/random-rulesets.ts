// Random fixture rulesets for differential and property tests: a small deck and trick-taking rules
// drawn from every kind of option the IR offers today (lead rules, ties, trumps, winner tiers of one or
// several keys, which card of the winner order wins (pick), direction of play, face-down plays, several
// open tricks, continuous play, asides, stop conditions, steps before trick play, orders and shows,
// rule cards in force every round or drafted per round, read by `active(N)` in trumps and scores,
// won tricks kept apart with a trick value, other seats' values).
// Some draws give rules that deadlock or never let a card win; the engine must then stop with a
// RuleError, the same on every path.
import fc from "fast-check";
import type { Expr, RuleCardsIR, RulesetIR, StepIR, TrickStepsIR, TricksIR } from "../../src/ir/types.js";
import { bin, bool, call, count, not, num, ref, ruleset, where } from "./ir-build.js";

const SUITS = ["red", "blue", "green", "gold"];
const rankOf = (coll: Expr): Expr => ({ k: "of", field: "rank", coll });

const trumps: readonly Expr[] = [
  bool(false),
  bin("and", bin("!=", ref("suit"), ref("lead")), bin("!=", ref("rank"), num(0))),
  bin("=", ref("suit"), { k: "suit", v: 3 }),
  bin("=", ref("rank"), num(1)),
  // Rule card 2 makes the 1s trumps (in the rounds it is in force).
  bin("and", call("active", num(2)), bin("=", ref("rank"), num(1))),
  // The suit of the card turned up (`turn up a card`): none when no card is turned up.
  bin("in", ref("suit"), { k: "of", field: "suit", coll: ref("turned") }),
];

const winnerSets: readonly TricksIR["winner"][] = [
  [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
  [
    { keys: [{ dir: "highest", key: ref("rank") }], where: ref("trump") },
    { keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) },
  ],
  [{ keys: [{ dir: "lowest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
  // Every card may win: highest rank, ties by suit index through the key.
  [{ keys: [{ dir: "highest", key: bin("-", bin("*", ref("rank"), num(4)), ref("suit")) }], where: bool(true) }],
  // A tier that depends on the game (the round): judged live, never tabled.
  [{ keys: [{ dir: "highest", key: bin("*", ref("rank"), ref("round")) }], where: bin("=", ref("suit"), ref("lead")) }],
  // One tier of several keys (trumps first, then the lowest suit, then the highest rank): a total order.
  [{ keys: [{ dir: "highest", key: { k: "if", c: ref("trump"), t: num(1), e: num(0) } }, { dir: "lowest", key: ref("suit") }, { dir: "highest", key: ref("rank") }], where: bool(true) }],
  // A tier of two keys, then a tier of one: cards of neither come last.
  [
    { keys: [{ dir: "lowest", key: bin("mod", ref("rank"), num(3)) }, { dir: "highest", key: ref("rank") }], where: ref("trump") },
    { keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) },
  ],
];

/** Which cards joining a trick lie face down: none, all, or those not of the lead suit (a rule that reads the card). */
const faceDowns: readonly (Expr | null)[] = [null, null, bool(true), bin("!=", ref("suit"), ref("lead"))];

/** Which card of the order wins: the best most often, else the second, or a pick that depends on the lead. */
const picks: readonly Expr[] = [num(1), num(1), num(2), { k: "if", c: bin("=", ref("lead"), { k: "suit", v: 0 }), t: num(3), e: num(1) }];

const follows: readonly Expr[] = [
  bool(true),
  bin("=", ref("suit"), ref("lead")),
  bin("or", bin("=", ref("suit"), ref("lead")), bin("=", call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead")))), num(0))),
];
const opens: readonly Expr[] = [
  bool(true),
  not(bin("in", ref("suit"), ref("openSuits"))),
  // Public table state: gold may not open a trick until a gold card has fallen, unless the hand holds nothing else.
  bin(
    "or",
    bin("or", bin("!=", ref("suit"), { k: "suit", v: 3 }), bin(">", count(where(ref("playedCards"), bin("=", ref("suit"), { k: "suit", v: 3 }))), num(0))),
    bin("=", count(where(ref("hand"), bin("!=", ref("suit"), { k: "suit", v: 3 }))), num(0)),
  ),
];

const stepsBefore: readonly (readonly StepIR[])[] = [
  [],
  [
    { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true },
    { kind: "reveal", pile: "kept" },
    // The declared card is shown, then played after all.
    { kind: "return", pile: "kept" },
  ],
  [{ kind: "choose", count: num(2), pile: "kept", distinctSuits: true, secret: false }],
  [{ kind: "order", name: "bid", values: { k: "list", items: [num(1), num(2), num(3)] }, secret: true }],
  [{ kind: "pass", count: num(2), to: "left" }],
  // Calls: an open one with a special word and a condition over the calls so far, and a secret one.
  [
    {
      kind: "call",
      name: "guess",
      from: num(0),
      to: num(3),
      words: [{ word: "nil", value: -1 }],
      unless: bin("=", call("sum", { k: "seats", e: ref("guess") }), num(3)),
      secret: false,
    },
  ],
  [{ kind: "call", name: "hidden", from: num(1), to: num(2), words: [], unless: null, secret: true }],
  // Values noted from the hands: an open one (every seat learns how many gold cards each holds, which
  // the sampler's worlds must agree with) and a secret one (its seat's own until the round is scored).
  [
    { kind: "note", name: "golds", value: count(where(ref("hand"), bin("=", ref("suit"), { k: "suit", v: 3 }))), secret: false },
    { kind: "note", name: "held", value: count(ref("hand")), secret: true },
  ],
  [
    { kind: "pass", count: num(1), to: "right" },
    { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true },
    { kind: "pass", count: num(1), to: "left" },
  ],
  [
    { kind: "expose", count: num(2) },
    { kind: "pass", count: num(1), to: "left" },
    { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true },
  ],
  // A card turned up in the dealer's hand (face up until it leaves it), or from the leftover.
  [
    { kind: "turnCard", from: "dealer" },
    { kind: "pass", count: num(1), to: "left" },
  ],
  [{ kind: "turnCard", from: "leftover" }],
  // An auction: order up the turned suit, then name another; the dealer picks the card up when ordered.
  [
    { kind: "turnCard", from: "leftover" },
    {
      kind: "auction",
      name: "colour",
      laps: [
        { offer: { k: "of", field: "suit", coll: ref("turned") }, unless: null },
        { offer: ref("suits"), unless: bin(">", count(where(ref("turned"), bin("in", ref("suit"), ref("colour")))), num(0)) },
      ],
      suits: true,
    },
    { kind: "pickUp", when: bin(">", count(where(ref("turned"), bin("in", ref("suit"), ref("colour")))), num(0)) },
    // The seat after the declarer sits the round out (its hand laid down).
    { kind: "sitOut", cond: bin("=", ref("seat"), { k: "atSeat", seat: "declarer", e: { k: "atSeat", seat: "left", e: ref("seat") } }) },
  ],
  // A bid-and-hold auction over a list of numbers; the winner's left neighbour sits the round out.
  [
    { kind: "auction", name: "level", laps: [{ offer: { k: "list", items: [num(2), num(3), num(5), num(8)] }, unless: null }], suits: false, hold: true },
    { kind: "sitOut", cond: bin("=", ref("seat"), { k: "atSeat", seat: "declarer", e: { k: "atSeat", seat: "left", e: ref("seat") } }) },
  ],
];

/** Steps during trick play (only without `complete at`: the engine refuses them together). */
const stepsDuring: readonly (readonly TrickStepsIR[])[] = [
  [],
  [{ trick: num(1), steps: [{ kind: "pass", count: num(1), to: "left" }] }],
  [
    { trick: null, steps: [{ kind: "reveal", pile: "kept" }] },
    { trick: bin("+", num(1), num(1)), steps: [{ kind: "expose", count: num(1) }] },
  ],
  [{ trick: null, steps: [{ kind: "remove", count: num(1) }] }],
];

/** Steps over held tricks after trick play (with `stop when`, hands still hold cards to form a trick). */
const stepsAfter: readonly (readonly StepIR[])[] = [
  [],
  [{ kind: "handTrick" }],
  [{ kind: "giveTricks", to: "left" }],
  [{ kind: "handTrick" }, { kind: "giveTricks", to: "right" }],
];

const scores: readonly Expr[] = [
  ref("tricks"),
  bin("-", count(ref("won")), call("sum", rankOf(where(ref("won"), bin("=", ref("suit"), { k: "suit", v: 0 }))))),
  bin("+", count(ref("kept")), ref("tricks")),
  // Rule card 3 doubles the tricks; each rule card in force is worth a point.
  bin("+", bin("*", ref("tricks"), { k: "if", c: call("active", num(3)), t: num(2), e: num(1) }), count(ref("activeRules"))),
  // Tricks kept apart: the sum of the trick values (below, when one is drawn), or the tricks held.
  bin("+", ref("trickPoints"), ref("tricks")),
  // Other seats' values: the right neighbour's tricks, and the fewest tricks of any seat.
  bin("+", bin("-", ref("tricks"), { k: "atSeat", seat: "right", e: ref("tricks") }), call("min", { k: "seats", e: ref("trickPoints") })),
];

const IDS = Array.from({ length: 30 }, (_, i) => i + 1);
const ruleCardOptions: readonly (RuleCardsIR | undefined)[] = [
  undefined,
  { ids: IDS, always: [2, 3], draft: null },
  {
    ids: IDS,
    always: [],
    draft: {
      offer: num(2),
      keep: num(1),
      skipLeftOfDealer: bin("=", ref("players"), num(5)),
      extra: { k: "if", c: bin("=", ref("players"), num(3)), t: num(1), e: num(0) },
    },
  },
  { ids: IDS, always: [3], draft: { offer: num(3), keep: num(2), skipLeftOfDealer: bool(false), extra: num(0) } },
];

/** What one held trick is worth: its high cards, the last played trick twice. */
const trickValue: Expr = bin(
  "*",
  count(where(ref("cards"), bin(">", ref("rank"), num(3)))),
  { k: "if", c: bin("and", ref("played"), bin("=", ref("number"), ref("playedTricks"))), t: num(2), e: num(1) },
);

/** The drawn player count, within the ruleset's range (a fixture with teams is for 4 players only). */
export function playersFor(ir: RulesetIR, drawn: number): number {
  return Math.min(ir.players.max, Math.max(ir.players.min, drawn));
}

export interface RandomRuleset {
  readonly ir: RulesetIR;
  /** What was drawn, for a failing case's message. */
  readonly label: string;
}

export const randomRuleset: fc.Arbitrary<RandomRuleset> = fc
  .record({
    firstLead: fc.constantFrom<TricksIR["firstLead"]>({ kind: "leftOfDealer" }, { kind: "dealer" }, { kind: "seat", seat: 1 }, { kind: "path", hops: ["right", "dealer"] }, { kind: "holder", suit: 1, rank: 3 }),
    nextLead: fc.constantFrom<TricksIR["nextLead"]>({ kind: "winner" }, { kind: "nextSeat" }, { kind: "highestUniqueRank", suitOrder: [2, 0, 1, 3] }, { kind: "rightOfWinner" }),
    ties: fc.constantFrom<TricksIR["ties"]>("first", "last"),
    trump: fc.integer({ min: 0, max: trumps.length - 1 }),
    winner: fc.integer({ min: 0, max: winnerSets.length - 1 }),
    pick: fc.integer({ min: 0, max: picks.length - 1 }),
    faceDown: fc.constantFrom(0, 0, 1, 2),
    direction: fc.constantFrom<TricksIR["direction"]>("clockwise", "clockwise", "counterclockwise", "alternating"),
    maxOpen: fc.constantFrom(1, 1, 2),
    completeAt: fc.constantFrom<number | null>(null, null, 3),
    // Plain `true` rules more often than the others, so that many draws run the fast paths.
    open: fc.constantFrom(0, 0, 1, 2),
    follow: fc.constantFrom(0, 0, 1, 2),
    aside: fc.constantFrom(false, false, true),
    stopWhen: fc.boolean(),
    steps: fc.integer({ min: 0, max: stepsBefore.length - 1 }),
    during: fc.integer({ min: 0, max: stepsDuring.length - 1 }),
    reserve: fc.constantFrom(false, false, true),
    show: fc.boolean(),
    score: fc.integer({ min: 0, max: scores.length - 1 }),
    trickValue: fc.boolean(),
    after: fc.integer({ min: 0, max: stepsAfter.length - 1 }),
    trickGoesTo: fc.constantFrom<TricksIR["trickGoesTo"]>(undefined, undefined, "leftOfWinner", "rightOfWinner"),
    // "layout": a 5 x 5 face-up layout drafted column by column (with fewer than 5 players, the rest of each column leaves the round).
    dealEach: fc.constantFrom<number | null | "layout">(null, 6, "layout"),
    ruleCards: fc.integer({ min: 0, max: ruleCardOptions.length - 1 }),
    // A secret suit (or none) the dealer knows, trumps until it is revealed after trick play.
    secret: fc.constantFrom(false, false, true),
    // Two teams of two (4 players only; partners score their tricks together), or hidden partnerships
    // (the holder of the highest card of the first suit against the rest: no step may move hand cards).
    teams: fc.constantFrom<false | true | "hidden">(false, false, true, "hidden"),
    // Task chips: three kinds, drafted at the game's start, picked each round (not by the dealer), completed after trick play.
    tasks: fc.constantFrom(false, false, true),
    end: fc.constantFrom(0, 0, 1, 2),
    // Each mechanic that turns a fast path off is drawn often; together they would leave almost no
    // draw on the fast paths (1 in 80 for the cycle loop), so a third of the draws leave them all out.
    plain: fc.constantFrom(true, false, false),
  })
  .map((drawn) => {
    const plain = drawn.plain ? { ...drawn, pick: 0, faceDown: 0, during: 0, reserve: false, aside: false, follow: 0, open: 0 } : drawn;
    const hidden = plain.teams === "hidden";
    // Hidden partnerships are decided by the hands dealt: no layout, no step moving hand cards.
    const o = hidden ? { ...plain, dealEach: plain.dealEach === "layout" ? null : plain.dealEach } : plain;
    const movesHands = (s: StepIR): boolean => s.kind === "pass" || s.kind === "pickUp" || s.kind === "sitOut";
    const steps = hidden ? stepsBefore[o.steps]!.filter((s) => !movesHands(s)) : stepsBefore[o.steps]!;
    const hasBid = steps.some((s) => s.kind === "order");
    const counts = o.teams === true ? [4] : [3, 4, 5];
    const ir = ruleset({
      name: "Random fixture",
      players: { min: counts[0]!, max: counts[counts.length - 1]! },
      rounds: num(o.end > 0 ? 4 : 2),
      suits: SUITS,
      decks: counts.map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 0, to: 6 } })),
      deal:
        o.dealEach === "layout"
          ? { each: num(0), leftover: "shown", layout: { rows: num(5), columns: num(5) } }
          : { each: o.dealEach === null ? null : num(o.dealEach), leftover: "shown" },
      piles: [
        { name: "kept", visibility: "owner" },
        { name: "aside", visibility: "public" },
      ],
      firstDealer: { kind: "random" },
      nextDealer: { kind: "clockwise" },
      // A card set aside for the last trick needs cycle play, like the steps during trick play.
      beforeTricks: [...(o.completeAt === null && o.reserve ? [...steps, { kind: "reserve" as const }] : steps), ...(o.tasks ? [{ kind: "pickTask" as const, exceptDealer: true }] : [])],
      ...(o.completeAt === null && o.during > 0 ? { trickSteps: hidden ? stepsDuring[o.during]!.map((b) => ({ ...b, steps: b.steps.filter((s) => !movesHands(s)) })) : stepsDuring[o.during]! } : {}),
      afterTricks: [...(o.tasks ? [{ kind: "completeTasks" as const, dealerCopies: true }] : []), ...(o.secret ? [...stepsAfter[o.after]!, { kind: "revealSecret" as const, name: "lucky" }] : stepsAfter[o.after]!)],
      ...(o.tasks
        ? {
            tasks: {
              kinds: [
                { name: "none", holds: bin("=", ref("tricks"), num(0)), worth: num(3) },
                { name: "two", holds: bin(">=", ref("tricks"), num(2)), worth: bin("-", ref("players"), num(1)) },
                { name: "noFirst", holds: bin("and", bin(">", ref("tricks"), num(0)), bin("=", count(where(ref("won"), bin("=", ref("suit"), { k: "suit", v: 0 }))), num(0))), worth: num(2) },
              ],
              each: num(2),
              copies: num(4),
            },
          }
        : {}),
      ...(o.secret ? { secrets: [{ name: "lucky", values: ref("suits"), none: true, type: "suits", knownTo: "dealer" }] } : {}),
      shows: hasBid && o.show ? [{ order: "bid", at: bin("+", bin("mod", ref("tricks"), num(3)), num(1)), when: bin(">", ref("tricks"), num(0)) }] : [],
      tricks: {
        firstLead: o.firstLead,
        nextLead: o.nextLead,
        maxOpen: o.maxOpen,
        completeAt: o.completeAt === null ? null : num(o.completeAt),
        open: opens[o.open]!,
        follow: follows[o.follow]!,
        aside: o.aside ? { pile: "aside", when: bin("=", ref("rank"), num(0)) } : null,
        trump: o.secret ? bin("or", trumps[o.trump]!, bin("in", ref("suit"), ref("lucky"))) : trumps[o.trump]!,
        winner: winnerSets[o.winner]!,
        ties: o.ties,
        pick: picks[o.pick]!,
        faceDown: faceDowns[o.faceDown]!,
        // Alternating play needs cycle flow.
        direction: o.direction === "alternating" && o.completeAt !== null ? "clockwise" : o.direction,
        stopWhen: o.stopWhen ? bin("<=", count(ref("hand")), num(1)) : null,
        ...(o.trickGoesTo ? { trickGoesTo: o.trickGoesTo } : {}),
      },
      ...(o.trickValue ? { trickValue } : {}),
      score: o.teams ? bin("+", scores[o.score]!, { k: "atSeat", seat: "partner", e: scores[o.score]! }) : scores[o.score]!,
      ...(o.teams ? { teams: { names: ["north_south", "east_west"], ...(hidden ? { holder: { suit: 0, rank: 6 } } : {}) } } : {}),
      // The game ends once a total reaches 8 (at the latest after 4 rounds), or also goes on while tied.
      ...(o.end > 0 ? { end: { when: bin(">=", ref("total"), num(8)), unlessTied: o.end === 2, roundsIsGuard: false } } : {}),
      ...(ruleCardOptions[o.ruleCards] ? { ruleCards: ruleCardOptions[o.ruleCards]! } : {}),
    });
    return { ir, label: JSON.stringify(o) };
  });

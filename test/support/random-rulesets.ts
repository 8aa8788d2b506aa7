// Random fixture rulesets for differential and property tests: a small deck and trick-taking rules
// drawn from every kind of option the IR offers today (lead rules, ties, trumps, winner tiers, several
// open tricks, continuous play, asides, stop conditions, steps before trick play, orders and shows,
// won tricks kept apart with a trick value).
// Some draws give rules that deadlock or never let a card win; the engine must then stop with a
// RuleError, the same on every path.
import fc from "fast-check";
import type { Expr, RulesetIR, StepIR, TricksIR } from "../../src/ir/types.js";
import { bin, bool, call, count, not, num, ref, ruleset, where } from "./ir-build.js";

const SUITS = ["red", "blue", "green", "gold"];
const rankOf = (coll: Expr): Expr => ({ k: "of", field: "rank", coll });

const trumps: readonly Expr[] = [
  bool(false),
  bin("and", bin("!=", ref("suit"), ref("lead")), bin("!=", ref("rank"), num(0))),
  bin("=", ref("suit"), { k: "suit", v: 3 }),
  bin("=", ref("rank"), num(1)),
];

const winnerSets: readonly TricksIR["winner"][] = [
  [{ dir: "highest", key: ref("rank"), where: bin("=", ref("suit"), ref("lead")) }],
  [
    { dir: "highest", key: ref("rank"), where: ref("trump") },
    { dir: "highest", key: ref("rank"), where: bin("=", ref("suit"), ref("lead")) },
  ],
  [{ dir: "lowest", key: ref("rank"), where: bin("=", ref("suit"), ref("lead")) }],
  // Every card may win: highest rank, ties by suit index through the key.
  [{ dir: "highest", key: bin("-", bin("*", ref("rank"), num(4)), ref("suit")), where: bool(true) }],
  // A tier that depends on the game (the round): judged live, never tabled.
  [{ dir: "highest", key: bin("*", ref("rank"), ref("round")), where: bin("=", ref("suit"), ref("lead")) }],
];

const follows: readonly Expr[] = [
  bool(true),
  bin("=", ref("suit"), ref("lead")),
  bin("or", bin("=", ref("suit"), ref("lead")), bin("=", call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead")))), num(0))),
];
const opens: readonly Expr[] = [bool(true), not(bin("in", ref("suit"), ref("openSuits")))];

const stepsBefore: readonly (readonly StepIR[])[] = [
  [],
  [
    { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true },
    { kind: "reveal", pile: "kept" },
  ],
  [{ kind: "choose", count: num(2), pile: "kept", distinctSuits: true, secret: false }],
  [{ kind: "order", name: "bid", values: { k: "list", items: [num(1), num(2), num(3)] }, secret: true }],
  [{ kind: "pass", count: num(2), to: "left" }],
  [
    { kind: "pass", count: num(1), to: "right" },
    { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true },
    { kind: "pass", count: num(1), to: "left" },
  ],
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
  // Tricks kept apart: the sum of the trick values (below, when one is drawn), or the tricks held.
  bin("+", ref("trickPoints"), ref("tricks")),
  // Other seats' values: the right neighbour's tricks, and the fewest tricks of any seat.
  bin("+", bin("-", ref("tricks"), { k: "at", seat: "right", e: ref("tricks") }), call("min", { k: "seats", e: ref("trickPoints") })),
];

/** What one held trick is worth: its high cards, the last played trick twice. */
const trickValue: Expr = bin(
  "*",
  count(where(ref("cards"), bin(">", ref("rank"), num(3)))),
  { k: "if", c: bin("and", ref("played"), bin("=", ref("number"), ref("playedTricks"))), t: num(2), e: num(1) },
);

export interface RandomRuleset {
  readonly ir: RulesetIR;
  /** What was drawn, for a failing case's message. */
  readonly label: string;
}

export const randomRuleset: fc.Arbitrary<RandomRuleset> = fc
  .record({
    firstLead: fc.constantFrom<TricksIR["firstLead"]>({ kind: "leftOfDealer" }, { kind: "dealer" }, { kind: "seat", seat: 1 }),
    nextLead: fc.constantFrom<TricksIR["nextLead"]>({ kind: "winner" }, { kind: "nextSeat" }, { kind: "highestUniqueRank", suitOrder: [2, 0, 1, 3] }),
    ties: fc.constantFrom<TricksIR["ties"]>("first", "last"),
    trump: fc.integer({ min: 0, max: trumps.length - 1 }),
    winner: fc.integer({ min: 0, max: winnerSets.length - 1 }),
    maxOpen: fc.constantFrom(1, 1, 2),
    completeAt: fc.constantFrom<number | null>(null, null, 3),
    // Plain `true` rules more often than the others, so that many draws run the fast paths.
    open: fc.constantFrom(0, 0, 1),
    follow: fc.constantFrom(0, 0, 1, 2),
    aside: fc.constantFrom(false, false, true),
    stopWhen: fc.boolean(),
    steps: fc.integer({ min: 0, max: stepsBefore.length - 1 }),
    show: fc.boolean(),
    score: fc.integer({ min: 0, max: scores.length - 1 }),
    trickValue: fc.boolean(),
    after: fc.integer({ min: 0, max: stepsAfter.length - 1 }),
    trickGoesTo: fc.constantFrom<TricksIR["trickGoesTo"]>(undefined, undefined, "leftOfWinner", "rightOfWinner"),
    dealEach: fc.constantFrom<number | null>(null, 6),
  })
  .map((o) => {
    const steps = stepsBefore[o.steps]!;
    const hasBid = steps.some((s) => s.kind === "order");
    const ir = ruleset({
      name: "Random fixture",
      players: { min: 3, max: 5 },
      rounds: num(2),
      suits: SUITS,
      decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 0, to: 6 } })),
      deal: { each: o.dealEach === null ? null : num(o.dealEach), leftover: "shown" },
      piles: [
        { name: "kept", visibility: "owner" },
        { name: "aside", visibility: "public" },
      ],
      firstDealer: { kind: "random" },
      nextDealer: { kind: "clockwise" },
      beforeTricks: steps,
      afterTricks: stepsAfter[o.after]!,
      shows: hasBid && o.show ? [{ order: "bid", at: bin("+", bin("mod", ref("tricks"), num(3)), num(1)), when: bin(">", ref("tricks"), num(0)) }] : [],
      tricks: {
        firstLead: o.firstLead,
        nextLead: o.nextLead,
        maxOpen: o.maxOpen,
        completeAt: o.completeAt === null ? null : num(o.completeAt),
        open: opens[o.open]!,
        follow: follows[o.follow]!,
        aside: o.aside ? { pile: "aside", when: bin("=", ref("rank"), num(0)) } : null,
        trump: trumps[o.trump]!,
        winner: winnerSets[o.winner]!,
        ties: o.ties,
        stopWhen: o.stopWhen ? bin("<=", count(ref("hand")), num(1)) : null,
        ...(o.trickGoesTo ? { trickGoesTo: o.trickGoesTo } : {}),
      },
      ...(o.trickValue ? { trickValue } : {}),
      score: scores[o.score]!,
    });
    return { ir, label: JSON.stringify(o) };
  });

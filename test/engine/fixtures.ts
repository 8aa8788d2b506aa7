// Hand-built IRs for engine tests, independent of the language front-end.
import type { RulesetIR } from "../../src/ir/types.js";
import { bin, call, not, num, ref, ruleset, where } from "../support/ir-build.js";

const SUITS = ["green", "brown", "red", "blue", "yellow", "violet"];
const five = [0, 1, 2, 3, 4];
const six = [0, 1, 2, 3, 4, 5];

/** Sticheln Classic as IR (rules/sticheln.md §2–§3). */
export function classicIR(): RulesetIR {
  const pile = bin("+", ref("won"), ref("misery"));
  const bad = { k: "of", field: "suit", coll: ref("misery") } as const;
  return ruleset({
    name: "Sticheln Classic (fixture)",
    players: { min: 3, max: 8 },
    rounds: num(5),
    suits: SUITS,
    decks: [
      { players: 3, suits: five, ranks: { from: 0, to: 8 } },
      { players: 4, suits: five, ranks: { from: 0, to: 11 } },
      { players: 5, suits: five, ranks: { from: 0, to: 14 } },
      { players: 6, suits: six, ranks: { from: 0, to: 14 } },
      { players: 7, suits: six, ranks: { from: 0, to: 17 } },
      { players: 8, suits: six, ranks: { from: 0, to: 18 } },
    ],
    deal: { each: { k: "if", c: bin("=", ref("players"), num(8)), t: num(14), e: num(15) }, leftover: "shown" },
    piles: [{ name: "misery", visibility: "owner" }, { name: "won", visibility: "owner" }],
    lets: [
      { name: "pile", expr: pile },
      { name: "bad", expr: bad },
    ],
    firstDealer: { kind: "random" },
    nextDealer: { kind: "ranked", keys: [{ dir: "lowest", expr: ref("total") }, { dir: "lowest", expr: ref("roundScore") }] },
    beforeTricks: [
      { kind: "choose", count: num(1), pile: "misery", distinctSuits: false, secret: true },
      { kind: "reveal", pile: "misery" },
    ],
    tricks: {
      nextLead: { kind: "winner" },
      open: { k: "bool", v: true },
      follow: { k: "bool", v: true },
      trump: bin("and", bin("!=", ref("suit"), ref("lead")), bin("!=", ref("rank"), num(0))),
      winner: [
        { keys: [{ dir: "highest", key: ref("rank") }], where: ref("trump") },
        { keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) },
      ],
    },
    score: bin(
      "-",
      call("count", where(ref("pile"), not(bin("in", ref("suit"), ref("bad"))))),
      call("sum", { k: "of", field: "rank", coll: where(ref("pile"), bin("in", ref("suit"), ref("bad"))) }),
    ),
  });
}

/** Sticheln Hat Trick as IR (rules/sticheln.md §5). */
export function hatTrickIR(): RulesetIR {
  const rbg = [0, 1, 2];
  const bestColour = call("max", { k: "for", name: "s", coll: ref("suits"), body: call("count", where(ref("won"), bin("=", ref("suit"), ref("s")))) });
  const notOpenSuit = not(bin("in", ref("suit"), ref("openSuits")));
  return ruleset({
    name: "Sticheln Hat Trick (fixture)",
    players: { min: 4, max: 7 },
    rounds: num(5),
    suits: ["red", "blue", "green"],
    decks: [
      { players: 4, suits: rbg, ranks: { from: 1, to: 20 } },
      { players: 5, suits: rbg, ranks: { from: 1, to: 20 } },
      { players: 6, suits: rbg, ranks: { from: 1, to: 20 } },
      { players: 7, suits: rbg, ranks: { from: 0, to: 20 } },
    ],
    deal: { each: null, leftover: "hidden" },
    piles: [{ name: "won", visibility: "public" }, { name: "passed", visibility: "public" }],
    firstDealer: { kind: "random" },
    nextDealer: { kind: "clockwise" },
    tricks: {
      nextLead: { kind: "highestUniqueRank", suitOrder: [0, 1, 2] },
      maxOpen: 2,
      open: notOpenSuit,
      follow: bin("=", ref("suit"), ref("lead")),
      aside: { pile: "passed", when: bin("and", bin("=", ref("openTricks"), num(2)), notOpenSuit) },
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
      stopWhen: bin("=", call("count", ref("hand")), num(1)),
    },
    score: bin("-", bin("-", bin("*", num(2), bestColour), call("count", ref("won"))), bin("*", num(2), call("count", ref("passed")))),
  });
}

/**
 * A Stichling-like game (rules/stichling.md §4) without the bid: up to 4 open tricks, a trick completes
 * at 4 cards, play carries on clockwise, a card goes onto a foreign trick only when 4 are open and
 * none has its colour. Scores one point per trick.
 */
export function openTricksIR(): RulesetIR {
  const suits4 = [0, 1, 2, 3];
  const deck = (players: number, to: number) => ({ players, suits: suits4, ranks: { from: 1, to } });
  return ruleset({
    name: "Open tricks (fixture)",
    players: { min: 2, max: 5 },
    rounds: num(3),
    suits: ["green", "yellow", "violet", "blue"],
    decks: [deck(2, 6), deck(3, 9), deck(4, 12), deck(5, 15)],
    deal: { each: num(12), leftover: "hidden" },
    piles: [],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    tricks: {
      nextLead: { kind: "nextSeat" },
      maxOpen: 4,
      completeAt: num(4),
      open: { k: "bool", v: true },
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("and", bin("=", ref("openTricks"), num(4)), not(bin("in", ref("suit"), ref("openSuits"))))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: ref("tricks"),
  });
}

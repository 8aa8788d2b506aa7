// Small hand-built rulesets (IR) for the simulation, log and replay tests, so those tests do not
// depend on the language front-end. Each is as small as the behaviour under test allows.
import type { RulesetIR } from "../../src/ir/types.js";
import { bin, bool, count, num, ref, ruleset, where } from "./ir-build.js";

/** Follow the lead suit if you can. */
const followIfAble = bin("or", bin("=", ref("suit"), ref("lead")), bin("=", count(where(ref("hand"), bin("=", ref("suit"), ref("lead")))), num(0)));

/**
 * 2–4 players, red and green 1..players+2 (red1..red4 and green1..green4 with 2 players), 3 cards each, 2 rounds, seat 0 deals first. Before the
 * tricks every seat secretly puts 1 card into its `kept` pile, then `kept` is revealed; 2 tricks of
 * must-follow, highest of the lead suit wins. Score: tricks won.
 */
export function tinyIR(): RulesetIR {
  // Enough cards for 3 each at every player count: 2 suits x (players + 2) ranks.
  const deck = (players: number) => ({ players, suits: [0, 1], ranks: { from: 1, to: players + 2 } });
  return ruleset({
    name: "Tiny",
    players: { min: 2, max: 4 },
    rounds: num(2),
    suits: ["red", "green"],
    decks: [deck(2), deck(3), deck(4)],
    deal: { each: num(3), leftover: "hidden" },
    piles: [{ name: "won", visibility: "owner" }, { name: "kept", visibility: "owner" }],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    beforeTricks: [
      { kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true },
      { kind: "reveal", pile: "kept" },
    ],
    tricks: {
      nextLead: { kind: "winner" },
      open: bool(true),
      follow: followIfAble,
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: ref("tricks"),
  });
}

/**
 * Continuous flow with asides: up to 2 open tricks of 2 cards, play carries on clockwise, a rank-1
 * card may be set aside instead of played; incomplete tricks are discarded at the round's end.
 */
export function asideIR(): RulesetIR {
  const base = tinyIR();
  return {
    ...base,
    name: "Aside",
    rounds: num(1),
    piles: [{ name: "won", visibility: "owner" }, { name: "passed", visibility: "public" }],
    beforeTricks: [],
    tricks: {
      ...base.tricks,
      nextLead: { kind: "nextSeat" },
      maxOpen: 2,
      completeAt: num(2),
      // A card opens a trick only in a suit not already open, so some play is always legal.
      open: { k: "not", e: bin("in", ref("suit"), ref("openSuits")) },
      follow: bin("=", ref("suit"), ref("lead")),
      aside: { pile: "passed", when: bin("=", ref("rank"), num(1)) },
    },
    score: bin("-", ref("tricks"), count(ref("passed"))),
  };
}

/** Nobody may follow: the second seat of every game is left without a legal action. */
export function deadlockIR(): RulesetIR {
  const base = tinyIR();
  return { ...base, name: "Deadlock", beforeTricks: [], tricks: { ...base.tricks, follow: bool(false) } };
}

/** Strict following with no way out: a game deadlocks when a seat holds no card of the lead suit. */
export function sometimesStuckIR(): RulesetIR {
  const base = tinyIR();
  return { ...base, name: "Sometimes stuck", beforeTricks: [], tricks: { ...base.tricks, follow: bin("=", ref("suit"), ref("lead")) } };
}

// Small hand-built rulesets that give the bots every kind of decision the engine offers, apart from
// what the shipped rulesets happen to use: a secret order with a face-up entry (Stichling-like bid),
// a public choice made one seat after another, cards set aside, several open tricks.
import type { RulesetIR } from "../../src/ir/types.js";
import { bin, num, ref } from "../support/ir-build.js";
import { asideIR, tinyIR } from "../support/sim-fixtures.js";
import { openTricksIR } from "../engine/fixtures.js";

/** openTricksIR plus a secret bid: each seat orders [1, 2, 3]; the k-th trick won shows and scores entry ((k-1) mod 3)+1. */
export function bidIR(): RulesetIR {
  const base = openTricksIR();
  const up = bin("+", bin("mod", bin("-", ref("tricks"), num(1)), num(3)), num(1));
  return {
    ...base,
    name: "Bid (fixture)",
    rounds: num(2),
    lets: [{ name: "up", expr: up }],
    beforeTricks: [{ kind: "order", name: "bid", values: { k: "list", items: [num(1), num(2), num(3)] }, secret: true }],
    shows: [{ order: "bid", at: ref("up"), when: bin(">", ref("tricks"), num(0)) }],
    score: { k: "if", c: bin(">", ref("tricks"), num(0)), t: { k: "index", coll: ref("bid"), i: ref("up") }, e: num(0) },
  };
}

/** tinyIR with the choice made openly, one seat after another (not secret, no reveal needed). */
export function openChoiceIR(): RulesetIR {
  const base = tinyIR();
  return {
    ...base,
    name: "Open choice (fixture)",
    piles: [{ name: "won", visibility: "owner" }, { name: "kept", visibility: "public" }],
    beforeTricks: [{ kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: false }],
  };
}

export const FIXTURES: readonly (readonly [string, () => RulesetIR])[] = [
  ["tiny (secret choice, must follow)", tinyIR],
  ["aside (cards set aside, two open tricks)", asideIR],
  ["open tricks (continuous flow, four open)", openTricksIR],
  ["bid (secret order, face-up entries)", bidIR],
  ["open choice (sequential public choice)", openChoiceIR],
];

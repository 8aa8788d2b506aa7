// ISMCTS's bidding (issue 24): a bid's or a call's values open progressively in the search tree
// (bots/widening.ts), in the order the rules list them, read off the legal actions alone; on a small
// bid-and-hold fixture (no classic) the bot's first bid stays among the options it could compare.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { RewardRange, TreeNode, edgeKey, select } from "../../src/bots/ismcts-tree.js";
import { WIDEN_MIN, openOptions, widened } from "../../src/bots/widening.js";
import { ismctsBot } from "../../src/bots/ismcts.js";
import { decisionContext } from "../../src/sim/play.js";
import { compileIn } from "../lang/helpers.js";

const VALUES = Array.from({ length: 30 }, (_, i) => 10 + i);

const lanterns = `game "Lantern bidding (fixture)"
players 3..3
suits sun moon star
deck sun moon star 1..8
deal 6 each
before tricks {
  auction level: [${VALUES.join(", ")}], bid and hold
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
  winner: highest rank where suit = lead
  stop when: count(level) = 0
}
score: if seat = seat of declarer and count(level) > 0 then (if tricks >= sum(level) / 10 then sum(level) else 0 - sum(level)) else 0
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const bidsOf = (values: readonly (number | null)[]): Action[] => values.map((value) => ({ type: "bid", value }));

describe("progressive widening of bids and calls", () => {
  it("opens a few options first and about √n after n visits, never more than there are", () => {
    expect(openOptions(1, 45)).toBe(WIDEN_MIN);
    expect(openOptions(100, 45)).toBe(10);
    expect(openOptions(400, 45)).toBe(20);
    expect(openOptions(10_000, 45)).toBe(45);
    for (let n = 1; n < 500; n++) expect(openOptions(n + 1, 45)).toBeGreaterThanOrEqual(openOptions(n, 45));
  });

  it("widens bids and calls with more than a few values, nothing else", () => {
    expect(widened(bidsOf([null, ...VALUES]))).toBe(true);
    expect(widened(VALUES.map((value): Action => ({ type: "call", value })))).toBe(true);
    expect(widened(bidsOf([null, 10]))).toBe(false);
    expect(widened(VALUES.map((card): Action => ({ type: "choose", cards: [card] })))).toBe(false);
  });

  it("tries only the open options at a node, the first ones in the rules' order", () => {
    const legal = bidsOf([null, ...VALUES]);
    const node = new TreeNode();
    const range = new RewardRange();
    const rng = new Rng(3);
    for (let n = 1; n <= 200; n++) {
      const pick = select(node, 0, legal, 0.7, range, rng);
      const at = legal.indexOf(pick.action);
      expect(at, `visit ${n}`).toBeLessThan(openOptions(n, legal.length));
      pick.edge.visits++;
      pick.edge.total += at === 1 ? 1 : 0;
      range.add(pick.edge.total / pick.edge.visits);
    }
    // A value beyond the open ones was never even offered.
    const far = node.edges.get(edgeKey(0, legal[legal.length - 1]!));
    expect(far?.visits ?? 0).toBe(0);
    expect(node.edges.get(edgeKey(0, legal[openOptions(200, legal.length) - 1]!))!.visits).toBeGreaterThan(0);
  });

  it("leaves other decisions unwidened: every option is tried before any twice", () => {
    const legal = Array.from({ length: 20 }, (_, i): Action => ({ type: "play", card: i, target: "new" }));
    const node = new TreeNode();
    const range = new RewardRange();
    const rng = new Rng(4);
    const seen = new Set<Action>();
    for (let n = 0; n < legal.length; n++) {
      const pick = select(node, 1, legal, 0.7, range, rng);
      seen.add(pick.action);
      pick.edge.visits++;
    }
    expect(seen.size).toBe(legal.length);
  });
});

describe("ISMCTS bidding with widening", () => {
  it("names only values its budget opened at the first bid of an auction, deterministically per seed", () => {
    const ir = irOf(lanterns);
    const bot = ismctsBot({ iterations: 60, worlds: 20 });
    for (const seed of [1, 2, 3]) {
      const g = Game.create(ir, { players: 3, seed, firstDealer: 2 });
      const legal = g.legalActions(1);
      expect(legal.length).toBe(VALUES.length + 1);
      const a = bot.choose(decisionContext(g, 1), legal, new Rng(seed));
      const b = bot.choose(decisionContext(g, 1), legal, new Rng(seed));
      expect(b).toEqual(a);
      expect(legal.indexOf(a), `seed ${seed}`).toBeLessThan(openOptions(60, legal.length));
    }
  });
});

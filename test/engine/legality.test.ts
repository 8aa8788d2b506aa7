// One legality source: the actions legalActions lists are exactly the ones whyIllegal accepts. Every
// listed action is accepted (and can be applied); every other action of the game's vocabulary is
// refused with a reason (and apply refuses it with that reason), whoever offers it, whenever.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { IllegalActionError, RuleError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action, Seat } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

/** Equal actions have equal keys (a choice is the same whatever order its cards are listed in). */
function key(a: Action): string {
  switch (a.type) {
    case "choose":
      return `choose ${[...a.cards].sort((x, y) => x - y).join(",")}`;
    case "order":
      return `order ${a.values.join(",")}`;
    case "play":
      return `play ${a.card}>${a.target}`;
    case "aside":
      return `aside ${a.card}`;
    case "keep":
      return `keep ${[...a.rules].sort((x, y) => x - y).join(",")}`;
    case "call":
      return `call ${a.value}`;
    case "discard":
      return `discard ${a.card}`;
    case "bid":
      return `bid ${a.value ?? "pass"}`;
    case "take":
      return `take ${a.card}`;
    case "clue":
      return `clue ${a.leader}`;
    case "draftTask":
    case "pickTask":
    case "finishTask":
      return `${a.type} ${a.task}`;
  }
}

/** Actions of every type around the current position: right and wrong cards, targets, counts and arrangements. */
function candidates(g: Game, seat: Seat, legal: readonly Action[], rng: Rng): Action[] {
  const deck = g.cards.map((c) => c.id);
  const hand = g.state().hands[seat]!;
  const some = (list: readonly number[], n: number) => Array.from({ length: n }, () => list[rng.int(list.length)]!).filter((x) => x !== undefined);
  const cards = [...new Set([...hand, ...some(deck, 6)])];
  const targets: (number | "new")[] = ["new", 99, ...g.openTricks().map((t) => t.id)];
  const out: Action[] = [...legal];
  for (const card of cards) {
    for (const target of targets) out.push({ type: "play", card, target });
    out.push({ type: "aside", card });
    out.push({ type: "take", card });
    out.push({ type: "clue", leader: card % 7 });
    out.push({ type: "draftTask", task: card % 9 - 1 }, { type: "pickTask", task: card % 9 - 1 }, { type: "finishTask", task: card % 9 - 1 });
  }
  for (let n = 0; n <= 3; n++) {
    for (let i = 0; i < 4; i++) out.push({ type: "choose", cards: some(n % 2 === 0 ? hand : deck, n) });
  }
  if (hand.length > 0) out.push({ type: "choose", cards: [hand[0]!, hand[0]!] });
  const order = legal.find((a) => a.type === "order");
  const values = order?.type === "order" ? order.values : [1, 2, 3];
  out.push({ type: "order", values: [...values].reverse() }, { type: "order", values: values.slice(1) }, { type: "order", values: [...values, values[0] ?? 1] });
  out.push({ type: "order", values: values.map((v, i) => (i === 0 ? v + 1 : v)) });
  out.push({ type: "bogus" } as unknown as Action);
  return out;
}

/** Checks the whole vocabulary for every seat at the game's current position. */
function checkPosition(g: Game, rng: Rng): number {
  let refused = 0;
  for (let seat = 0; seat < g.players; seat++) {
    const legal = g.legalActions(seat);
    const listed = new Set(legal.map(key));
    expect(listed.size, "no action is listed twice").toBe(legal.length);
    expect(legal.length > 0, `seat ${seat}: listed actions exactly when it is to act`).toBe(g.canAct(seat));
    for (const action of candidates(g, seat, legal, rng)) {
      const why = g.whyIllegal(seat, action);
      if (listed.has(key(action))) {
        expect(why, `${key(action)} is listed for seat ${seat} but refused`).toBeNull();
      } else {
        expect(typeof why, `${key(action)} is not listed for seat ${seat} but accepted`).toBe("string");
        expect(why!.length).toBeGreaterThan(0);
        // apply refuses it with the same reason (checked on a sample: each check clones the game).
        // (The sentence of the refusal: the failed conditions are for explanations, not for apply.)
        if (refused++ % 7 === 0) expect(() => g.clone().apply(seat, action)).toThrow(new IllegalActionError(`illegal action for seat ${seat}: ${g.whyIllegal(seat, action, { detail: true })!.text}`));
      }
    }
    // Every listed action can be carried out.
    for (const action of legal.slice(0, 3)) g.clone().apply(seat, action);
  }
  return refused;
}

function walk(ir: RulesetIR, players: number, seed: number, checkEvery: number): { positions: number; refused: number } {
  let g: Game;
  try {
    g = Game.create(ir, { players, seed });
  } catch (err) {
    // A random ruleset may not even deal (too few cards): the engine says so with a RuleError.
    if (err instanceof RuleError) return { positions: 0, refused: 0 };
    throw err;
  }
  const rng = new Rng(seed);
  let positions = 0;
  let refused = 0;
  try {
    for (let step = 0; !g.isOver; step++) {
      if (step % checkEvery === 0) {
        refused += checkPosition(g, rng);
        positions++;
      }
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
  } catch (err) {
    // A random ruleset may deadlock: the engine then stops it with a RuleError, which is fine here.
    if (!(err instanceof RuleError)) throw err;
    return { positions, refused };
  }
  refused += checkPosition(g, rng); // and once the game is over: nothing is legal
  return { positions: positions + 1, refused };
}

describe("one legality source: listed actions are exactly the accepted ones", () => {
  for (const file of rulesetFiles()) {
    it(file, () => {
      const ir = loadRuleset(file);
      let refused = 0;
      for (const players of [ir.players.min, ir.players.max]) refused += walk(ir, players, 7, 13).refused;
      expect(refused).toBeGreaterThan(100);
    });
  }

  it("on random fixture rulesets", () => {
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir }, drawnPlayers, seed) => {
        const players = playersFor(ir, drawnPlayers);
        walk(ir, players, seed, 7);
      }),
      { numRuns: 40 },
    );
  });
});

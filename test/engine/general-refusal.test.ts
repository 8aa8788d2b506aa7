// The general path's check of an action applied from outside (Game.apply, the sampler's replays) in
// trick play reads the trick-play decision directly (assembly/act.ts refusal): it must give the very
// answers the generic dispatch gives (canAct, the decision asked for, the registry's handler), on the
// shipped Stich-Meister game, Stich-Meister card sets and the random fixture rulesets, and it must run
// (trickRefusals counts it). The trick rules a rule card changes (tricks/rules-now.ts) are read the
// same as the generic lookup of the last override in force, for every set of cards in force.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import { canAct, refusal, toAct, trickRefusals } from "../../src/engine/assembly/act.js";
import { DECISIONS } from "../../src/engine/assembly/decisions.js";
import { trickPlay } from "../../src/engine/tricks/play.js";
import { asRuleError } from "../../src/engine/core/log.js";
import { directionNow, nextLeadNow, trickGoesToNow } from "../../src/engine/tricks/rules-now.js";
import type { ActionType, DecisionHandler, Refusal } from "../../src/engine/core/decision.js";
import type { Action, Seat } from "../../src/engine/types.js";
import type { RulesetIR, TricksIR } from "../../src/ir/types.js";
import { loadRuleset, randomStichMeisterCardSets, stichMeisterWith } from "../support/rulesets.js";
import { playersFor, randomRuleset } from "../support/random-rulesets.js";

const kernelOf = (g: Game): Kernel => (g as unknown as { k: Kernel }).k;

/** The generic check as it was before trick play was read directly: the reference. */
function genericRefusal(k: Kernel, seat: Seat, action: Action, detail: boolean): Refusal | null {
  if (!canAct(k, seat)) return { text: `it is not seat ${seat}'s turn (waiting for ${toAct(k).join(", ")})`, because: [] };
  if (action.type !== "play" && action.type !== "aside") return { text: `seat ${seat} must play a card now, not ${action.type}`, because: [] };
  let r: string | Refusal | null;
  try {
    r = (DECISIONS[action.type] as DecisionHandler<ActionType>).explain(k, seat, action, detail);
  } catch (err) {
    throw asRuleError(k, err);
  }
  return typeof r === "string" ? { text: r, because: [] } : r;
}

/** Either answer, or the error it raised, as comparable data. */
function outcome(f: () => Refusal | null): unknown {
  try {
    return { answer: f() };
  } catch (err) {
    return { error: String(err) };
  }
}

/** Plays and asides of every seat around a trick-play position: held and other cards, every target, and one action of another kind. */
function candidates(g: Game, rng: Rng): { seat: Seat; action: Action }[] {
  const out: { seat: Seat; action: Action }[] = [];
  const st = g.state();
  const targets: (number | "new")[] = ["new", 999, ...g.openTricks().map((t) => t.id)];
  for (let seat = 0; seat < g.players; seat++) {
    const cards = [...st.hands[seat]!.slice(0, 4), rng.int(g.cards.length)];
    for (const card of cards) {
      for (const target of targets) out.push({ seat, action: { type: "play", card, target } });
      out.push({ seat, action: { type: "aside", card } });
    }
    out.push({ seat, action: { type: "choose", cards: cards.slice(0, 1) } });
  }
  return out;
}

/** Plays `games` random games of `ir`, comparing both checks at every trick-play position; returns how many positions were compared. */
function compareOn(ir: RulesetIR, players: number, seed: number, games: number): number {
  let compared = 0;
  for (let i = 0; i < games; i++) {
    const g = Game.create(ir, { players, seed: seed + i });
    const k = kernelOf(g);
    const rng = new Rng(seed * 7 + i);
    for (let step = 0; step < 2_000 && !g.isOver; step++) {
      if (k.st.phase === "tricks" && step % 3 === 0) {
        for (const { seat, action } of candidates(g, rng)) {
          for (const detail of [false, true]) {
            const before = trickRefusals.count;
            const fast = outcome(() => refusal(k, seat, action, detail));
            expect(trickRefusals.count).toBe(before + 1);
            expect(fast, `${ir.name}, game ${seed + i}, seat ${seat}, ${JSON.stringify(action)}`).toEqual(outcome(() => genericRefusal(k, seat, action, detail)));
          }
        }
        compared++;
      }
      let seat = g.singleActor();
      if (seat < 0) seat = g.toAct()[0]!;
      try {
        g.applyRandom(seat, rng);
      } catch {
        break; // a random ruleset's rule error ends that game; the positions before it were compared
      }
    }
  }
  return compared;
}

describe("the trick-play check read directly (assembly/act.ts refusal)", () => {
  it("the registry's handler of plays and asides is the trick-play decision it reads", () => {
    expect(DECISIONS.play).toBe(trickPlay);
    expect(DECISIONS.aside).toBe(trickPlay);
  });

  it("answers as the generic dispatch on the shipped Stich-Meister game", () => {
    const ir = loadRuleset("rulesets/stich-meister/game.stich");
    expect(compareOn(ir, 4, 11, 3)).toBeGreaterThan(10);
    expect(compareOn(ir, 3, 12, 2)).toBeGreaterThan(5);
  });

  it("answers as the generic dispatch on Stich-Meister card sets", () => {
    let compared = 0;
    for (const cards of randomStichMeisterCardSets(26, 8)) {
      const ir = stichMeisterWith(cards);
      if (ir) compared += compareOn(ir, 4, 100 + compared, 1);
    }
    expect(compared).toBeGreaterThan(25);
  });

  it("answers as the generic dispatch on random rulesets", () => {
    let compared = 0;
    fc.assert(
      fc.property(randomRuleset, fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 2 ** 30 }), ({ ir }, drawn, seed) => {
        compared += compareOn(ir, playersFor(ir, drawn), seed, 1);
      }),
      { numRuns: 25, seed: 2611 },
    );
    expect(compared).toBeGreaterThan(25);
  });
});

/** The generic lookup the three readers replaced: the last override in force that sets `key`, else the ruleset's own value. */
function genericNow<K extends "nextLead" | "direction" | "trickGoesTo">(t: TricksIR, active: readonly number[], key: K): TricksIR[K] {
  const by = t.byCard ?? [];
  for (let i = by.length - 1; i >= 0; i--) {
    const o = by[i]! as Record<string, unknown> & { card: number };
    if (o[key] !== undefined && active.includes(o.card)) return o[key] as TricksIR[K];
  }
  return t[key];
}

describe("the trick rules a rule card changes (tricks/rules-now.ts)", () => {
  it("read as the last override in force, for every set of the overriding cards in force", () => {
    const ir = loadRuleset("rulesets/stich-meister/game.stich");
    const by = ir.tricks.byCard ?? [];
    expect(by.length).toBeGreaterThan(2);
    // Two overrides of each rule beside the game's own, so the last one in force must win.
    const doubled: TricksIR = {
      ...ir.tricks,
      byCard: [...by, { card: 90, nextLead: { kind: "leftOfWinner" } } as never, { card: 91, direction: "counterclockwise" } as never, { card: 92, trickGoesTo: "winner" } as never],
    };
    for (const tricks of [ir.tricks, doubled]) {
      const cards = [...(tricks.byCard ?? []).map((o) => o.card), 7];
      for (let mask = 0; mask < 1 << cards.length; mask++) {
        const active = cards.filter((_, i) => mask & (1 << i)).sort((a, b) => a - b);
        const k = { ir: { ...ir, tricks }, st: { activeRules: active } } as unknown as Kernel;
        expect(nextLeadNow(k)).toEqual(genericNow(tricks, active, "nextLead"));
        expect(directionNow(k)).toEqual(genericNow(tricks, active, "direction"));
        expect(trickGoesToNow(k)).toEqual(genericNow(tricks, active, "trickGoesTo"));
      }
    }
    // Without overrides, the ruleset's own values.
    const plain = { ir: { ...ir, tricks: { ...ir.tricks, byCard: undefined } }, st: { activeRules: [35, 36, 37] } } as unknown as Kernel;
    expect(directionNow(plain)).toBe(ir.tricks.direction);
    expect(nextLeadNow(plain)).toBe(ir.tricks.nextLead);
    expect(trickGoesToNow(plain)).toBe(ir.tricks.trickGoesTo);
  });
});

// The `return PILE to hand` step (the worked example of docs/architecture.md): every seat takes its
// pile's cards back into its hand; whoever could see the pile sees them come back, the others only
// how many. From the language to the engine, the sampler and the report.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";

/** Each seat declares a card into `shown` (revealed, or kept hidden), then takes it back. */
function declareAndReturn(reveal: boolean): string {
  return `game "Declare and keep"
players 3..4
suits red blue green
deck red blue green 0..7
deal 6 each
pile shown: owner
before tricks {
  each player secretly chooses 1 card from hand into shown
  ${reveal ? "reveal shown" : ""}
  return shown to hand
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: count(won)
`;
}

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  expect(r.diagnostics).toEqual([]);
  return r.ir!;
}

/** Every seat declares its lowest card. */
function declared(g: Game): number[] {
  const cards: number[] = [];
  for (let s = 0; s < g.players; s++) {
    const card = g.observe(s).hand[0]!;
    cards.push(card);
    g.apply(s, { type: "choose", cards: [card] });
  }
  return cards;
}

describe("return PILE to hand", () => {
  it("is written and lowered as a step, and checks its pile", () => {
    expect(irOf(declareAndReturn(true)).beforeTricks.map((s) => s.kind)).toEqual(["choose", "reveal", "return"]);
    expect(irOf(declareAndReturn(true)).beforeTricks[2]).toEqual({ kind: "return", pile: "shown" });
    expect(where(compileIn(declareAndReturn(true).replace("return shown", "return showm")))).toEqual(["SW2003@10:10"]);
  });

  it("puts the pile's cards back into each hand, in card order, and empties the pile", () => {
    const g = Game.create(irOf(declareAndReturn(true)), { players: 3, seed: 4 });
    const dealt = g.state().hands.map((h) => [...h]);
    declared(g);
    expect(g.state().phase).toBe("tricks");
    expect(g.state().hands).toEqual(dealt);
    expect(g.state().piles["shown"]).toEqual([[], [], []]);
  });

  it("shows the returned cards to everyone when the pile was revealed", () => {
    const g = Game.create(irOf(declareAndReturn(true)), { players: 3, seed: 4 });
    const cards = declared(g);
    const back = g.events.find((e) => e.type === "return")!;
    expect(back).toEqual({ type: "return", pile: "shown", shown: true, cards: cards.map((c) => [c]), counts: [1, 1, 1] });
    for (let viewer = 0; viewer < 3; viewer++) expect(g.observe(viewer).events).toContainEqual(back);
    expect(g.describe(back)).toBe(`shown back to hand: ${cards.map((c, s) => `seat ${s} ${g.cardName(c)}`).join(", ")}`);
  });

  it("shows each seat only its own cards when the pile was hidden, and how many the others took back", () => {
    const g = Game.create(irOf(declareAndReturn(false)), { players: 3, seed: 4 });
    const cards = declared(g);
    for (let viewer = 0; viewer < 3; viewer++) {
      const back = g.observe(viewer).events.find((e) => e.type === "return")!;
      expect(back).toEqual({ type: "return", pile: "shown", shown: false, cards: cards.map((c, s) => (s === viewer ? [c] : null)), counts: [1, 1, 1] });
    }
    // A sampled world agrees with what the seat saw, and does not know the others' cards.
    const world = g.sampleHidden(0, new Rng(1));
    expect(world.observe(0)).toEqual(g.observe(0));
  });

  it("appears in the replay report as the engine describes it", () => {
    const g = Game.create(irOf(declareAndReturn(true)), { players: 3, seed: 4 });
    declared(g);
    const round = buildReplayReport(g, "declare.stich").rounds[0]!;
    expect(round.notes.map((n) => n.text)).toEqual([g.describe(g.events.find((e) => e.type === "return")!)]);
  });
});

// The engine's invariants (cards conserved, legality, replay, no leaks, sampling) hold with the step.
engineProperties("return step, revealed pile", irOf(declareAndReturn(true)));
engineProperties("return step, hidden pile", irOf(declareAndReturn(false)));

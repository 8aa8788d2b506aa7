// Bids and calls (`each player [secretly] calls NAME from A..B [, WORD ...] [unless COND]`) on a small
// fixture ruleset that is no classic: from the language to the engine, the observation, the
// sampler, the log, the replay report and the bots.
import { describe, expect, it } from "vitest";
import { getBot } from "../../src/bots/registry.js";
import { decisionContext } from "../../src/sim/play.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { writeLog } from "../../src/sim/log.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";

/** Each seat guesses its tricks (or says "zero"); the dealer may not make the guesses add up to the hand. */
function guessing(opts: { secret?: boolean; unless?: string; words?: string; score?: string } = {}): string {
  return `game "Guess and take"
players 3..4
suits red blue green
deck red blue green 1..8
deal 5 each
before tricks {
  each player ${opts.secret ? "secretly " : ""}calls guess from 0..5${opts.words ?? ", zero"}${opts.unless ?? " unless seat = seat of dealer and sum(guess of each player) = 5"}
}
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: ${opts.score ?? "if guess = zero then (if tricks = 0 then 5 else -5) else if tricks = guess then 2 + guess else 0"}
`;
}

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  expect(r.diagnostics).toEqual([]);
  return r.ir!;
}

/** Seats call in turn: each the first value the test gives it. */
function callAll(g: Game, values: readonly number[]): void {
  for (const v of values) {
    const seat = g.toAct()[0]!;
    g.apply(seat, { type: "call", value: v });
  }
}

describe("calls", () => {
  it("lower to a call step: the range, the words as negative numbers, the condition", () => {
    const step = irOf(guessing({ words: ", zero, pass" })).beforeTricks[0]!;
    expect(step).toMatchObject({ kind: "call", name: "guess", from: { k: "num", v: 0 }, to: { k: "num", v: 5 }, words: [{ word: "zero", value: -1 }, { word: "pass", value: -2 }], secret: false });
    expect(irOf(guessing()).score).toMatchObject({ k: "if", c: { k: "bin", op: "=", l: { k: "ref", name: "guess" }, r: { k: "num", v: -1 } } });
  });

  it("are checked: a word or call name clashing with another name, a condition that is no truth value", () => {
    expect(where(compileIn(guessing({ words: ", red", score: "guess" })))).toEqual(["SW2006@7:38"]);
    expect(where(compileIn(guessing({ words: ", zero, zero" })))).toEqual(["SW2005@7:44"]);
    expect(where(compileIn(guessing({ unless: " unless guess + 1" })))).toEqual(["SW3001@7:50"]);
    expect(where(compileIn(guessing({ unless: "", score: "0" }).replace("calls guess", "calls won")))).toEqual(["SW2006@7:21"]);
  });

  it("are made in turn from the dealer's left, and the condition refuses what the calls so far forbid", () => {
    const g = Game.create(irOf(guessing()), { players: 3, seed: 3 });
    const dealer = g.state().dealer;
    expect(g.toAct()).toEqual([(dealer + 1) % 3]);
    callAll(g, [2, 1]);
    // The dealer may not make the guesses add up to 5.
    expect(g.toAct()).toEqual([dealer]);
    expect(g.legalActions(dealer).map((a) => (a.type === "call" ? a.value : null))).toEqual([0, 1, 3, 4, 5, -1]);
    expect(g.whyIllegal(dealer, { type: "call", value: 2 })).toBe("2 is not allowed now (the call's 'unless' condition holds for it)");
    expect(g.whyIllegal(dealer, { type: "call", value: 9 })).toBe("call one of 0, 1, 2, 3, 4, 5, zero, not 9");
    g.apply(dealer, { type: "call", value: -1 });
    expect(g.observe(0).calls["guess"]).toEqual([0, 1, 2].map((s) => (s === dealer ? -1 : s === (dealer + 1) % 3 ? 2 : 1)));
    expect(g.events.filter((e) => e.type === "call").map((e) => g.describe(e))).toEqual([
      `seat ${(dealer + 1) % 3} calls guess: 2`,
      `seat ${(dealer + 2) % 3} calls guess: 1`,
      `seat ${dealer} calls guess: zero`,
    ]);
  });

  it("are read in scoring: a 'zero' that takes no trick scores 5", () => {
    const ir = irOf(guessing());
    const g = Game.create(ir, { players: 3, seed: 3 });
    callAll(g, [-1, -1, -1]);
    const rng = new Rng(2);
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    const won = g.state().tricksWon;
    expect(g.result()!.roundScores[0]).toEqual(won.map((t) => (t === 0 ? 5 : -5)));
  });

  it("when secret, are hidden from the others until the round is scored, and sampled among the calls the seat could make", () => {
    const g = Game.create(irOf(guessing({ secret: true, unless: "" })), { players: 3, seed: 5 });
    expect(g.toAct()).toEqual([0, 1, 2]);
    g.apply(0, { type: "call", value: 4 });
    g.apply(1, { type: "call", value: 0 });
    g.apply(2, { type: "call", value: -1 });
    expect(g.observe(1).calls["guess"]).toEqual([null, 0, null]);
    const seen = g.observe(1).events.filter((e) => e.type === "call");
    expect(seen.map((e) => (e.type === "call" ? e.value : "?"))).toEqual([null, 0, null]);
    // A world sampled for seat 1 agrees with what it saw and draws the others' calls itself.
    const drawn = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const world = g.sampleHidden(1, new Rng(i));
      expect(world.observe(1)).toEqual(g.observe(1));
      drawn.add(JSON.stringify(world.observe(0).calls["guess"]));
    }
    expect(drawn.size).toBeGreaterThan(1);
    // Scoring the round shows them to everyone, in one public event before the scores.
    const rng = new Rng(4);
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    expect(g.observe(1).calls["guess"]).toEqual([4, 0, -1]);
    const reveal = g.observe(2).events.find((e) => e.type === "callReveal");
    expect(reveal).toEqual({ type: "callReveal", name: "guess", values: [4, 0, -1] });
    expect(g.sampleHidden(1, new Rng(9)).observe(1)).toEqual(g.observe(1));
  });

  it("are written to the log and replayed from it; the replay report notes them", () => {
    const ir = irOf(guessing());
    const g = Game.create(ir, { players: 3, seed: 3 });
    callAll(g, [2, 1, 0]);
    const log = writeLog(g, { ruleset: "guess.stich" });
    expect(log.actions.slice(0, 3).map((a) => ("call" in a ? a.call : null))).toEqual([2, 1, 0]);
    const again = replayLog(ir, log);
    expect(again.observe(0)).toEqual(g.observe(0));
    const notes = buildReplayReport(g, "guess.stich").rounds[0]!.notes.map((n) => n.text);
    expect(notes).toEqual(g.events.filter((e) => e.type === "call").map((e) => g.describe(e)));
  });

  it("are decided by every bot through the generic decision path", () => {
    const ir = irOf(guessing({ secret: true }));
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const g = Game.create(ir, { players: 3, seed: 8 });
      const seat = g.toAct()[0]!;
      const action = getBot(spec).choose(decisionContext(g, seat), g.legalActions(seat), new Rng(1));
      expect(action.type, spec).toBe("call");
      expect(g.whyIllegal(seat, action), spec).toBeNull();
    }
  });

  it("is in the fuzzer's corpus, as a seed that checks clean", () => {
    expect(compileIn(shippedCorpus()["fuzz-seeds/calls.stich"]!).diagnostics).toEqual([]);
  });
});

engineProperties("open calls with a word and a condition", irOf(guessing()));
engineProperties("secret calls", irOf(guessing({ secret: true, unless: "" })));

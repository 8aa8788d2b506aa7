// Values noted at a step (`each player [secretly] notes NAME = EXPR`, `dealer|declarer [secretly] notes
// ...`) on a small fixture ruleset that is no classic: from the language to the engine, the
// observation, the sampler (an open note over a hand tells every seat something), the log, the replay
// report and the rules sheet.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { writeLog } from "../../src/sim/log.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";

/** Every seat's red cards are noted in the open (a trick rule reads them); the dealer's best rank in secret. */
function counting(opts: { open?: string; secret?: string; follow?: string; score?: string } = {}): string {
  return `game "Count the reds"
players 3..4
suits red blue green
deck red blue green 1..8
deal 5 each
before tricks {
  ${opts.open ?? "each player notes reds = count(hand where suit = red)"}
  ${opts.secret ?? "dealer secretly notes best = max(rank of hand)"}
}
tricks {
  follow: ${opts.follow ?? "suit = lead or count(hand where suit = lead) = 0 or reds of left > 3"}
}
score: ${opts.score ?? "tricks * reds + best"}
`;
}

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  expect(r.diagnostics).toEqual([]);
  return r.ir!;
}

function playOut(g: Game, seed: number, moves = Infinity): void {
  const rng = new Rng(seed);
  for (let i = 0; i < moves && !g.isOver; i++) {
    const s = g.toAct()[0]!;
    g.apply(s, rng.pick(g.legalActions(s)));
  }
}

describe("noted values", () => {
  it("lower to a note step: the name, the value, secret or open, the one seat", () => {
    const [open, secret] = irOf(counting()).beforeTricks;
    expect(open).toEqual({ kind: "note", name: "reds", value: expect.objectContaining({ k: "call", fn: "count" }), secret: false });
    expect(secret).toMatchObject({ kind: "note", name: "best", secret: true, by: "dealer" });
    expect(irOf(counting({ open: "each player secretly notes reds = 1", follow: "suit = lead or reds > 3" })).beforeTricks[0]).toMatchObject({ secret: true });
  });

  it("are checked: a name clash, a value that is no number, a secret note read by a trick rule, 'declarer' without an auction", () => {
    expect(where(compileIn(counting({ open: "each player notes red = 1" })))).toContain("SW2006@7:21");
    expect(where(compileIn(counting({ secret: "dealer notes reds = 2" })))).toContain("SW2005@8:16");
    expect(where(compileIn(counting({ open: "each player notes reds = hand" })))).toEqual(["SW3001@7:28"]);
    expect(where(compileIn(counting({ follow: "best of dealer > 2 or suit = lead" })))).toEqual(["SW3013@11:11"]);
    expect(where(compileIn(counting({ secret: "declarer notes best = 1" })))).toEqual(["SW4007@8:3"]);
  });

  it("are worked out when the step runs, with no decision, and read in trick rules and scoring", () => {
    const g = Game.create(irOf(counting()), { players: 3, seed: 4 });
    const st = g.state();
    const reds = st.hands.map((h) => h.filter((c) => g.cardName(c).startsWith("red")).length);
    // The first decision is a play: nobody was asked for the notes.
    expect(g.legalActions(g.toAct()[0]!).every((a) => a.type === "play")).toBe(true);
    expect(g.observe(1).calls["reds"]).toEqual(reds);
    expect(g.events.filter((e) => e.type === "note" && e.name === "reds").map((e) => g.describe(e))).toEqual(reds.map((r, s) => `seat ${s} notes reds: ${r}`));
    playOut(g, 2);
    const best = g.observe(0).calls["best"]!;
    const won = g.state().tricksWon;
    expect(g.result()!.roundScores[0]).toEqual(won.map((t, s) => t * reds[s]! + (best[s] ?? 0)));
  });

  it("when secret, are seen by the noting seat only until the round is scored", () => {
    const g = Game.create(irOf(counting()), { players: 3, seed: 4 });
    const dealer = g.state().dealer;
    const other = (dealer + 1) % 3;
    const best = g.observe(dealer).calls["best"]![dealer]!;
    expect(best).toBeGreaterThan(0);
    expect(g.observe(other).calls["best"]).toEqual([null, null, null]);
    expect(g.observe(other).events.some((e) => e.type === "note" && e.name === "best")).toBe(false);
    playOut(g, 5);
    expect(g.observe(other).calls["best"]![dealer]).toBe(best);
    expect(g.observe(other).events.find((e) => e.type === "callReveal")).toMatchObject({ name: "best" });
  });

  it("when open and computed from a hand, hold in every world the sampler draws: the worlds differ, the notes do not", () => {
    const g = Game.create(irOf(counting()), { players: 3, seed: 4 });
    playOut(g, 3, 2);
    const seen = g.observe(0);
    const hands = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const world = g.sampleHidden(0, new Rng(i));
      expect(world.observe(0).calls["reds"]).toEqual(seen.calls["reds"]);
      hands.add(JSON.stringify(world.state().hands));
    }
    expect(hands.size).toBeGreaterThan(1);
  });

  it("are made again by a replay from the log, which holds no decision for them; the replay report and the rules sheet tell them", () => {
    const ir = irOf(counting());
    const g = Game.create(ir, { players: 3, seed: 7 });
    playOut(g, 1);
    const log = writeLog(g, { ruleset: "reds.stich" });
    expect(log.actions.every((a) => "play" in a)).toBe(true);
    const again = replayLog(ir, log);
    expect(again.events).toEqual(g.events);
    const notes = buildReplayReport(g, "reds.stich").rounds[0]!.notes.map((n) => n.text);
    expect(notes).toEqual(expect.arrayContaining(g.events.filter((e) => e.type === "note").map((e) => g.describe(e))));
  });

  it("is in the fuzzer's corpus, as a seed that checks clean", () => {
    expect(compileIn(shippedCorpus()["fuzz-seeds/notes.stich"]!).diagnostics).toEqual([]);
  });
});

// The ruleset-wide properties on the fixture: its open note over the hands is what a sampled world
// must agree with (resampled worlds give the very observation).
engineProperties("noted values fixture", irOf(counting()));

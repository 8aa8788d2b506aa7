import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { readLog } from "../../src/sim/log-read.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { renderReplayReport } from "../../src/sim/replay-report-text.js";
import { asideIR, tinyIR } from "../support/sim-fixtures.js";
import { assertMatchesSchema } from "../support/schemas.js";

const log = () => readLog(readFileSync(join(import.meta.dirname, "fixtures", "tiny-game.log.json"), "utf8"));

/**
 * The one round of asideIR (2 players) used below: red1 is set aside, and green4 opens a trick nobody
 * can join before the hands run out, so it is discarded. Seat 1 (left of dealer 0) leads.
 */
function playAsideRound(ir: RulesetIR): Game {
  const probe = Game.create(ir, { players: 2, seed: 1 });
  const id = (n: string) => probe.parseCard(n)!;
  const game = Game.create(ir, { players: 2, seed: 1, deals: [{ hands: [[id("red1"), id("red2"), id("green4")], [id("red3"), id("red4"), id("green1")]] }] });
  game.apply(1, { type: "play", card: id("red3"), target: "new" });
  game.apply(0, { type: "aside", card: id("red1") });
  game.apply(1, { type: "play", card: id("green1"), target: "new" });
  game.apply(0, { type: "play", card: id("red2"), target: 0 });
  game.apply(1, { type: "play", card: id("red4"), target: "new" });
  game.apply(0, { type: "play", card: id("green4"), target: 1 });
  return game;
}

describe("replay report", () => {
  it("lists each round's dealer, choices, tricks with winners, and scores", () => {
    const report = buildReplayReport(replayLog(tinyIR(), log()), "tiny.stich");
    assertMatchesSchema("replay-report", report);
    expect(report).toMatchObject({ ruleset: "tiny.stich", name: "Tiny", players: 2, seed: 1, actions: 12, over: true, toAct: [] });
    expect(report.rounds[0]).toEqual({
      round: 1,
      dealer: 0,
      notes: [],
      choices: [
        // Each choice names the step that asked for it.
        { seat: 0, pile: "kept", cards: ["green2"], step: "before tricks step 1 (choose into kept)", afterTricks: 0, afterPlays: 0 },
        { seat: 1, pile: "kept", cards: ["green1"], step: "before tricks step 1 (choose into kept)", afterTricks: 0, afterPlays: 0 },
      ],
      reveals: [{ pile: "kept", afterTricks: 0, afterPlays: 0 }],
      asides: [],
      orders: [],
      shows: [],
      tricks: [
        {
          trick: 0,
          number: 1,
          plays: [
            { seat: 1, card: "red3", turn: 1, holder: 1 },
            { seat: 0, card: "red4", turn: 2, holder: 0 },
          ],
          winner: 0,
          heldBy: 0,
        },
        {
          trick: 1,
          number: 2,
          plays: [
            { seat: 0, card: "red1", turn: 3, holder: 0 },
            { seat: 1, card: "green4", turn: 4, holder: 0 },
          ],
          winner: 0,
          heldBy: 0,
        },
      ],
      scores: [2, 0],
      totals: [2, 0],
    });
    expect(report.rounds[1]).toMatchObject({ round: 2, dealer: 1, scores: [2, 0], totals: [4, 0] });
    expect(report.result).toEqual({ totals: [4, 0], winners: [0] });
  });

  it("renders one line per trick", () => {
    const text = renderReplayReport(buildReplayReport(replayLog(tinyIR(), log()), "tiny.stich"));
    expect(text).toBe(
      [
        "Tiny (tiny.stich): 2 players, seed 1, 12 actions",
        "",
        "round 1 - dealer: seat 0",
        "  seat 0 chooses green2 into kept [before tricks step 1 (choose into kept)]",
        "  seat 1 chooses green1 into kept [before tricks step 1 (choose into kept)]",
        "  reveal kept",
        "  trick 1: seat 1 red3, seat 0 red4 -> won by seat 0",
        "  trick 2: seat 0 red1, seat 1 green4 -> won by seat 0",
        "  scores: 2 0",
        "  totals: 2 0",
        "",
        "round 2 - dealer: seat 1",
        "  seat 0 chooses red2 into kept [before tricks step 1 (choose into kept)]",
        "  seat 1 chooses red4 into kept [before tricks step 1 (choose into kept)]",
        "  reveal kept",
        "  trick 1: seat 0 green3, seat 1 green2 -> won by seat 0",
        "  trick 2: seat 0 green1, seat 1 red1 -> won by seat 0",
        "  scores: 2 0",
        "  totals: 4 0",
        "",
        "result: totals 4 0; winner: seat 0",
        "",
      ].join("\n"),
    );
  });

  it("shows the trick on the table when a partial log stops mid-trick", () => {
    const partial = { ...log(), actions: log().actions.slice(0, 3), result: undefined };
    const report = buildReplayReport(replayLog(tinyIR(), partial), "tiny.stich");
    assertMatchesSchema("replay-report", report);
    expect(report.over).toBe(false);
    expect(report.result).toBeUndefined();
    expect(report.rounds).toHaveLength(1);
    expect(report.rounds[0]?.scores).toBeUndefined();
    expect(report.rounds[0]?.tricks).toEqual([{ trick: 0, number: 1, plays: [{ seat: 1, card: "red3", turn: 1, holder: 1 }], winner: "open" }]);
    expect(report.toAct).toEqual([0]);
    expect(renderReplayReport(report)).toContain("  trick 1: seat 1 red3 -> still open\n\nnot over: the log ends here; to act: seat 0\n");
  });

  it("reports asides and tricks discarded at the end of a round", () => {
    const game = playAsideRound(asideIR());
    const report = buildReplayReport(game, "aside.stich");
    assertMatchesSchema("replay-report", report);
    const [round] = report.rounds;
    expect(round?.asides).toEqual([{ seat: 0, pile: "passed", card: "red1", afterTricks: 0, afterPlays: 1 }]);
    const plays = (t: { plays: readonly { seat: number; card: string }[] }) => t.plays.map((p) => [p.seat, p.card]);
    expect(round?.tricks.map((t) => [t.trick, plays(t), t.winner])).toEqual([
      [0, [[1, "red3"], [0, "red2"]], 1],
      [1, [[1, "green1"], [0, "green4"]], 0],
      [2, [[1, "red4"]], "discarded"],
    ]);
    // Continuous flow is rendered play by play, with the marker holder, and the aside where it happened.
    expect(renderReplayReport(report)).toContain(
      [
        "round 1 - dealer: seat 0",
        "    1. seat 1 red3 opens trick 1 (marker: seat 1)",
        "  seat 0 sets red1 aside into passed",
        "    2. seat 1 green1 opens trick 2 (marker: seat 1)",
        "    3. seat 0 red2 -> trick 1 (marker: seat 1); trick 1 won by seat 1",
        "    4. seat 1 red4 opens trick 3 (marker: seat 1)",
        "    5. seat 0 green4 -> trick 2 (marker: seat 0); trick 2 won by seat 0",
        "  trick 3 discarded: seat 1 red4",
        "  scores: 0 1",
      ].join("\n"),
    );
  });

  it("lists the after-tricks steps of a continuous round after its discarded tricks, as they happened", () => {
    // The same round as above, with `after tricks { reveal passed }`: the engine discards trick 3 when
    // the hands run out, then runs the step.
    const game = playAsideRound({ ...asideIR(), afterTricks: [{ kind: "reveal" as const, pile: "passed" }] });
    const types = game.events.map((e) => e.type);
    expect(types.slice(types.lastIndexOf("play"))).toEqual(["play", "trick", "trick", "reveal", "roundEnd", "gameEnd"]);
    expect(renderReplayReport(buildReplayReport(game, "aside.stich"))).toContain(
      [
        "    5. seat 0 green4 -> trick 2 (marker: seat 0); trick 2 won by seat 0",
        "  trick 3 discarded: seat 1 red4",
        "  reveal passed",
        "  scores: 0 1",
      ].join("\n"),
    );
  });

  it("shows an event of a kind it has no section for as the engine's line for it, never drops it", () => {
    const game = replayLog(tinyIR(), log());
    // The same game, with an event of a kind nobody has written a report section for.
    const planted = [...game.events];
    planted.splice(1, 0, { type: "mystery", seat: 1 } as unknown as (typeof planted)[number]);
    const view = new Proxy(game, { get: (g, key) => (key === "events" ? planted : Reflect.get(g, key, g)) });
    const report = buildReplayReport(view, "tiny.stich");
    expect(report.rounds[0]!.notes).toEqual([{ text: 'an event of unknown type "mystery"', afterTricks: 0, afterPlays: 0 }]);
    expect(renderReplayReport(report)).toContain('  an event of unknown type "mystery"');
    // A known kind the report has a section for is not repeated as a note.
    expect(buildReplayReport(game, "tiny.stich").rounds.every((r) => r.notes.length === 0)).toBe(true);
  });
});

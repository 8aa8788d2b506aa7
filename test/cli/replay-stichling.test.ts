// `stichwerk replay` on the hand-written log of Stichling's rulebook Example 2
// (rulesets/stichling/examples/example-2.log.json): play by play, marker holders, open tricks.
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";

const RULESET = "rulesets/stichling/stichling.stich";
const LOG = "rulesets/stichling/examples/example-2.log.json";

describe("stichwerk replay (continuous play, several open tricks)", () => {
  it("shows every play with its trick and marker holder, the face-up bid card, and the tricks still open", () => {
    const r = runCli(["replay", RULESET, LOG]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      [
        "  seat 0 orders bid: 3 1 2 [before tricks step 1 (order bid)]",
        "  seat 1 orders bid: 1 2 3 [before tricks step 1 (order bid)]",
        "  seat 2 orders bid: 2 3 1 [before tricks step 1 (order bid)]",
        "  seat 3 orders bid: 3 2 1 [before tricks step 1 (order bid)]",
        "    1. seat 0 green8 opens trick 1 (marker: seat 0)",
        "    2. seat 1 green7 opens trick 2 (marker: seat 1)",
        "    3. seat 2 green3 -> trick 1 (marker: seat 0)",
        "    4. seat 3 yellow1 opens trick 3 (marker: seat 3)",
        "    5. seat 0 green2 -> trick 1 (marker: seat 0)",
        "    6. seat 1 yellow2 -> trick 3 (marker: seat 1)",
        "    7. seat 2 yellow4 -> trick 3 (marker: seat 2)",
        "    8. seat 3 violet5 opens trick 4 (marker: seat 3)",
        "    9. seat 0 violet1 -> trick 4 (marker: seat 3)",
        "   10. seat 1 blue9 -> trick 1 (marker: seat 0); trick 1 won by seat 0",
        "  seat 0 shows bid[1] = 3",
        "  trick 2 still open (marker: seat 1): seat 1 green7",
        "  trick 3 still open (marker: seat 2): seat 3 yellow1, seat 1 yellow2, seat 2 yellow4",
        "  trick 4 still open (marker: seat 3): seat 3 violet5, seat 0 violet1",
        "",
        "not over: the log ends here; to act: seat 2",
      ].join("\n"),
    );
  });

  it("gives the same in JSON, with the holder after every play", () => {
    const r = runCli(["replay", RULESET, LOG, "--json"]);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.flow).toBe("continuous");
    const [round] = report.rounds;
    expect(round.tricks[0]).toMatchObject({ trick: 0, number: 1, winner: 0, heldBy: 0 });
    expect(round.tricks[0].plays.map((p: { holder: number }) => p.holder)).toEqual([0, 0, 0, 0]);
    expect(round.shows).toEqual([{ seat: 0, name: "bid", position: 1, value: 3, afterTricks: 1, afterPlays: 10 }]);
  });
});

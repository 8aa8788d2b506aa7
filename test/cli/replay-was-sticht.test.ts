// `stichwerk replay` on the pinned Was Sticht? game (rulesets/was-sticht/pinned/): round 1 dealt the
// rules file's worked example's trumps (red and 5) and a fixed layout by the log's deal, then greedy
// bots to the end. The report must show the round as a person follows it (the layout, each pick, each
// clue asked and answered, the reveal, the chips chosen, each trick, the tasks completed or not) and
// match the golden text. After an intended change: UPDATE_GOLDEN=1 npx vitest run test/cli/replay-was-sticht.test.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runCli } from "../support/cli.js";

const RULESET = "rulesets/was-sticht/was-sticht.stich";
const LOG = "rulesets/was-sticht/pinned/greedy-4p-seed-7-red-5.log.json";
const GOLDEN = join(ROOT, "test", "golden", "replay", "was-sticht-greedy-4p-seed-7-red-5.txt");

describe("stichwerk replay on a pinned Was Sticht? game", () => {
  const r = runCli(["replay", RULESET, LOG]);

  it("replays cleanly and matches the golden report", () => {
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(GOLDEN, r.stdout);
    expect(existsSync(GOLDEN), `missing ${GOLDEN}: run with UPDATE_GOLDEN=1 to create it`).toBe(true);
    expect(r.stdout).toBe(readFileSync(GOLDEN, "utf8"));
  });

  it("tells round 1 in the order it was played, the trumps named only at their reveal", () => {
    const round1 = r.stdout.slice(r.stdout.indexOf("round 1 - dealer: seat 3"), r.stdout.indexOf("round 2 - "));
    const lines = round1.split("\n");
    const at = (re: RegExp): number => {
      const i = lines.findIndex((l) => re.test(l));
      expect(i, String(re)).toBeGreaterThanOrEqual(0);
      return i;
    };
    const order = [
      at(/^  seat 3 drafts the task chip '\w+' \[tasks\]$/),
      at(/^  seat 3 looks at the secret trumpColour$/),
      at(/^  the layout, 4 rows by 9 columns, face up: column 1: blue2 blue9 red1 red5; /),
      at(/^  seat 0 takes red1 from column 1 \[deal layout\]$/),
      at(/^  seat 3 asks who would win column 1 led by seat 3 \(red5 red1 blue2 blue9\): seat 3 \[deal layout\]$/),
      at(/^  seat 3 asks who would win column 9 /),
      at(/^  the secret trumpColour is revealed: red$/),
      at(/^  the secret trumpNumber is revealed: 5$/),
      at(/^  seat 0's task this round: 'mostTricks'$/),
      at(/^  trick 1: seat 0 yellow6, seat 1 green5, seat 2 yellow3, seat 3 yellow9 -> won by seat 1$/),
      at(/^  trick 9: /),
      at(/^  seat 3 \(the dealer\) completes its task chip 'exactly2'/),
      at(/^  seat 0's task 'mostTricks' is not completed this round$/),
      at(/^  scores: 0 0 0 1$/),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Before the reveal no line names a trump value (the draws say only who looked).
    const reveal = at(/is revealed/);
    for (const line of lines.slice(0, reveal)) expect(line).not.toMatch(/trump\w*[: ]+(red|blue|green|yellow|none|\d)\b/);
  });
});

// Golden playthroughs: one seeded game of every shipped ruleset at its smallest and largest player
// count, played by random bots and rendered as the replay report, must match the file in test/golden/.
// A change in rules, engine or rendering shows up as a readable diff. After an intended change:
//   UPDATE_GOLDEN=1 npx vitest run test/rulesets/golden.test.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { Game, Rng, buildReplayReport, renderReplayReport } from "../../src/index.js";
import { loadRuleset, ROOT, rulesetFiles } from "../support/rulesets.js";
import { playRandom } from "../support/play.js";

const update = process.env["UPDATE_GOLDEN"] === "1";

describe("golden playthroughs", () => {
  for (const file of rulesetFiles()) {
    const ir = loadRuleset(file);
    for (const players of new Set([ir.players.min, ir.players.max])) {
      const golden = join(ROOT, "test", "golden", `${basename(file, ".stich")}-${players}p.txt`);
      it(`${file} with ${players} players (seed 1) matches ${basename(golden)}`, () => {
        const game = playRandom(Game.create(ir, { players, seed: 1 }), new Rng(1));
        const text = renderReplayReport(buildReplayReport(game, file));
        if (update) writeFileSync(golden, text);
        expect(existsSync(golden), `missing ${golden}: run with UPDATE_GOLDEN=1 to create it`).toBe(true);
        expect(text).toBe(readFileSync(golden, "utf8"));
      });
    }
  }
});

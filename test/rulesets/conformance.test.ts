// Every shipped ruleset: compiles clean, and keeps the engine invariants at every legal player count.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { compileFile, loadRuleset, rulesetFiles } from "../support/rulesets.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { playRandom } from "../support/play.js";

const files = rulesetFiles();

describe("shipped rulesets", () => {
  it("include the whole Sticheln family", () => {
    for (const f of ["classic", "aggravated", "hazy", "delayed", "reverse", "mild", "hat-trick"]) {
      expect(files).toContain(`rulesets/sticheln/${f}.stich`);
    }
  });

  for (const file of files) {
    it(`${file} compiles without diagnostics`, () => {
      expect(compileFile(file).diagnostics).toEqual([]);
    });

    it(`${file} plays 50 random games at every player count`, () => {
      const ir = loadRuleset(file);
      for (let players = ir.players.min; players <= ir.players.max; players++) {
        for (let seed = 1; seed <= 50; seed++) {
          const g = playRandom(Game.create(ir, { players, seed }), new Rng(seed));
          expectResultAddsUp(ir, g);
        }
      }
    });
  }
});

for (const file of files) engineProperties(file, loadRuleset(file));

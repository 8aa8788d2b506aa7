// Every shipped ruleset: compiles clean, and keeps the engine invariants at every legal player count.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { compileFile, loadRuleset, ROOT, rulesetFiles } from "../support/rulesets.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { playRandom } from "../support/play.js";
import { hiddenTeamsProperties } from "../support/hidden-teams.js";

const files = rulesetFiles();

describe("shipped rulesets", () => {
  it("include the whole Sticheln family", () => {
    for (const f of ["classic", "aggravated", "hazy", "delayed", "reverse", "mild", "hat-trick"]) {
      expect(files).toContain(`rulesets/sticheln/${f}.stich`);
    }
  });

  it("include every classic of issue 24, and every file of rulesets/classics/ is among them", () => {
    const classics = files.filter((f) => f.startsWith("rulesets/classics/"));
    for (const f of ["whist", "spades", "euchre", "doppelkopf"]) expect(classics).toContain(`rulesets/classics/${f}.stich`);
    expect(classics.sort()).toEqual(rulesetFiles(`${ROOT}/rulesets/classics`).sort());
  });

  it("run the hidden partnerships' property over every ruleset with them, doppelkopf included", () => {
    expect(hiddenTeamFiles).toContain("rulesets/classics/doppelkopf.stich");
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

// The conformance properties over every shipped ruleset, the classics included: cards conserved, a
// legal action for exactly the seats to act until the end, exact replay, no leaks, sampled worlds
// consistent with the observation; and, for hidden partnerships, no unrevealed team in any view and
// sampled worlds that keep each seat's team (test/support/hidden-teams.ts).
const hiddenTeamFiles = files.filter((f) => loadRuleset(f).teams?.holder !== undefined);
for (const file of files) engineProperties(file, loadRuleset(file));
for (const file of hiddenTeamFiles) hiddenTeamsProperties(file, loadRuleset(file), 15);

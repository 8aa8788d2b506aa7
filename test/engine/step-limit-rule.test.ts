// Issue 22, item 5: a runaway game's error named the rule "apply" (the engine's own word for applying
// an action) when the step limit was reached at an action. It names the rule the action answers: the
// step awaited ("after trick block 1 step 1 (remove from the trick)") or "tricks" while a card is to
// be played, which an editor and the command line find in the source (locateRule), and the seed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, Game, locateRule, Rng, RuleError, sourcePlace } from "../../src/index.js";
import { playRandom } from "../support/play.js";
import { ROOT, runCli } from "../support/cli.js";

const CARD = "rulesets/stich-meister/cards/34-winner-removes-a-card.stich";
const GAME = "rulesets/stich-meister";
const readFile = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("the step limit names the rule at hand", () => {
  // The rule card on its own (over its base, with its game's folder as root): a step after every trick.
  const text = readFile(CARD);
  const { ir, sources, diagnostics } = compile(text, { file: CARD, readFile, root: GAME });

  it("never 'apply': the step awaited or the trick loop, each found in the source, with the seed", () => {
    expect(diagnostics).toEqual([]);
    const rules = new Set<string>();
    const places = new Set<string | undefined>();
    for (let maxSteps = 5; maxSteps < 400; maxSteps += 3) {
      let error: unknown;
      try {
        playRandom(Game.create(ir!, { players: 4, seed: 7, maxSteps }), new Rng(maxSteps));
      } catch (e) {
        error = e;
      }
      expect(error, `maxSteps ${maxSteps}`).toBeInstanceOf(RuleError);
      const e = error as RuleError;
      expect(e.code).toBe("step-limit");
      expect(e.message).toContain("reproduce with seed 7");
      rules.add(e.rule);
      const at = locateRule(sources!, e.ref);
      places.add(at && sourcePlace(at));
    }
    expect(rules).not.toContain("apply");
    // A limit reached at the winner's removal names that step; one reached at a play, the trick loop.
    expect(rules).toContain("after trick block 1 step 1 (remove from the trick)");
    expect(rules).toContain("tricks");
    // The card's step is found in the card's file (its line and column); the trick loop in the base
    // (the rule that leads each trick, as nothing else ends it there).
    expect(places).toContain(`${CARD}:5:3`);
    expect([...places].filter((p) => p !== `${CARD}:5:3`).every((p) => p?.startsWith("rulesets/stich-meister/base.stich:"))).toBe(true);
  });

  it("the command line gives a failed game's rule with its line", () => {
    const r = runCli(["simulate", "test/cli/fixtures/deadlock.stich", "--players", "2", "--games", "2"]);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/\[no-legal-action\] .*\(rule: tricks \(open \/ follow \/ aside\); reproduce with seed \d+\) at test\/cli\/fixtures\/deadlock\.stich:9:3/);
  });

  it("the command line gives a failed rule card step's line in the card's file (put in force with --with)", () => {
    const r = runCli(["simulate", "test/cli/fixtures/card-game.stich", "--with", "cards/9-too-many.stich", "--players", "3", "--games", "2"]);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(/\[no-legal-choice\] .*\(rule: before tricks step 1 \(choose into extra\); reproduce with seed \d+\) at test\/cli\/fixtures\/cards\/9-too-many\.stich:4:3/);
  });
});

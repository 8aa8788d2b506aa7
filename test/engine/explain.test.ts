// "Why is this card illegal?": the engine's refusal names the rule and the conditions of it that
// failed, in the ruleset's words with the values they read (explain/why-false.ts), for the library
// (Game.whyIllegal with { detail: true }, explainHand) and the CLI (`replay --explain`).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, explainHand, Game, locateRule, Rng, type Refusal, type RulesetIR } from "../../src/index.js";
import { ROOT, runCli } from "../support/cli.js";
import { loadRuleset, rulesetFiles } from "../support/rulesets.js";

const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(join(ROOT, path), "utf8");
  } catch {
    return undefined;
  }
};

function withCards(base: string, cards: readonly string[]): RulesetIR {
  const r = compile(readFile(base)!, { file: base, readFile, with: cards });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.ir!;
}

/** Plays a seeded random game and hands every refusal of a hand card (while a seat plays) to `each`. */
function refusalsOf(ir: RulesetIR, players: number, seed: number, each: (r: Refusal, g: Game, seat: number) => void): number {
  const g = Game.create(ir, { players, seed });
  const rng = new Rng(seed);
  let n = 0;
  while (!g.isOver) {
    const seat = g.toAct()[0]!;
    for (const c of explainHand(g, seat) ?? []) {
      for (const r of c.refusals) {
        n++;
        each(r, g, seat);
      }
    }
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  return n;
}

describe("why is this card illegal", () => {
  it("Stichling: the follow rule's failed conditions with their values", () => {
    const ir = loadRuleset("rulesets/stichling/stichling.stich");
    const seen: Refusal[] = [];
    refusalsOf(ir, 4, 3, (r) => void seen.push(r));
    const follow = seen.find((r) => r.rule === "tricks follow")!;
    expect(follow.text).toMatch(/^\w+\d+ may not be played onto trick \d+ led in \w+ \(rule: tricks follow\)$/);
    expect(follow.because[0]).toBe("none of these holds: suit = lead or openTricks = 4 and suit not in openSuits");
    expect(follow.because[1]).toMatch(/^ {2}suit = lead is false \(suit is (green|yellow|violet|blue), lead is (green|yellow|violet|blue)\)$/);
    // Either four tricks are not open, or the card's colour is among them.
    expect(follow.because.slice(2).join("\n")).toMatch(/openTricks = 4 is false \(openTricks is [0-3]\)|suit not in openSuits is false/);
  });

  it("Stich-Meister with rule card 28: the card's condition and the rule before it", () => {
    const ir = withCards("rulesets/stich-meister/base.stich", ["cards/28-forced-trumping.stich"]);
    const seen: Refusal[] = [];
    refusalsOf(ir, 4, 5, (r) => void seen.push(r));
    const follow = seen.find((r) => r.rule === "tricks follow")!;
    expect(follow.because[0]).toMatch(/^rule card 28 is in force, so the rule is follow and \(isTrump or /);
    expect(follow.because.join("\n")).toMatch(/class = followClass is false \(class is \d, followClass is \d\)/);
    // The one-line form carries the same conditions.
    expect(seen.length).toBeGreaterThan(50);
  });

  it("every refusal by a rule of every shipped game names at least one failed condition", () => {
    for (const file of rulesetFiles()) {
      const ir = loadRuleset(file);
      const n = refusalsOf(ir, ir.players.min, 11, (r) => {
        if (r.rule === undefined) return;
        expect(r.because.length, `${file}: ${r.text}`).toBeGreaterThan(0);
        // Each deepest line is a condition with its outcome (nothing left unexplained).
        const leaves = r.because.filter((l, i) => !(r.because[i + 1] ?? "").startsWith(`${l.match(/^ */)![0]}  `));
        for (const leaf of leaves) expect(leaf, `${file}: ${r.text}`).toMatch(/ is (false|true)( \(.*\))?$|^open at most \d+$/);
      });
      if (!["rulesets/sticheln/classic.stich"].includes(file)) continue;
      // Sticheln has no duty to follow: nothing is ever refused while playing.
      expect(n).toBe(0);
    }
  });

  it("one line: whyIllegal without detail joins the conditions", () => {
    const ir = loadRuleset("rulesets/stichling/stichling.stich");
    let checked = 0;
    refusalsOf(ir, 4, 3, (r, g, seat) => {
      if (r.rule !== "tricks follow" || checked++ > 0) return;
      const card = g.parseCard(r.text.split(" ")[0]!)!;
      const trick = Number(/onto trick (\d+)/.exec(r.text)![1]) - 1; // the text numbers tricks from 1, the target is the id
      expect(g.whyIllegal(seat, { type: "play", card, target: trick })).toBe(`${r.text}: ${r.because.map((l) => l.trim()).join("; ")}`);
    });
    expect(checked).toBeGreaterThan(0);
  });

  it("the rule of 'no new trick' is found in the source (open at most)", () => {
    const text = readFile("rulesets/stichling/stichling.stich")!;
    const { sources } = compile(text, { file: "rulesets/stichling/stichling.stich", readFile });
    const loc = locateRule(sources!, { k: "tricks", rule: "open at most" });
    expect(loc && text.slice(loc.span.offset, loc.span.offset + loc.span.length)).toMatch(/^open at most 4/);
  });
});

describe("stichwerk replay --explain", () => {
  const log = "rulesets/stich-meister/pinned/greedy-4p-seed-7.log.json";
  it("lists each card of the seat to play with its targets or the rule that refuses it and where it is", () => {
    // Find a position in the pinned Stich-Meister game where some card is illegal.
    let out = "";
    for (let at = 20; at < 60 && !out.includes(": illegal"); at++) {
      const r = runCli(["replay", "rulesets/stich-meister/game.stich", log, "--explain", "--at", String(at)]);
      expect(r.status, r.stderr).toBe(0);
      out = r.stdout;
    }
    expect(out).toMatch(/^after \d+ action\(s\): round 1, seat \d to act\nseat \d holds /);
    expect(out).toMatch(/\n {2}\w+\d+: legal \(trick \d+\)\n/);
    expect(out).toMatch(/\n {2}\w+\d+: illegal\n {4}\w+\d+ may not be played onto trick \d+ led in \w+ \(rule: tricks follow\) at rulesets\/stich-meister\/base\.stich:\d+:3\n/);
    expect(out).toContain("class = followClass is false");
  });

  it("--at needs --explain and a position inside the log", () => {
    expect(runCli(["replay", "rulesets/stich-meister/game.stich", log, "--at", "3"]).status).toBe(2);
    const r = runCli(["replay", "rulesets/stich-meister/game.stich", log, "--explain", "--at", "99999"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/has only \d+ actions/);
  });
});

// Steps during trick play: `after trick K { ... }` and `after each trick { ... }` run once a cycle of
// play has completed its tricks, before the next lead. Trick play pauses for their decisions and then
// resumes with the leader the completed trick gave; the fast paths stay off.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { capsOf } from "../../src/engine/assembly/fast-caps.js";
import type { RulesetIR, TrickStepsIR } from "../../src/ir/types.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { bin, call, num, ref, ruleset, where } from "../support/ir-build.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";
import { formatRuleset } from "../../src/index.js";
import { compileIn, where as placesOf } from "../lang/helpers.js";

/** Must-follow trick play with the given steps during it: 4 suits 1..8, 3 to 5 players, 6 cards each, a hidden pile `kept`. */
function during(blocks: readonly TrickStepsIR[]): RulesetIR {
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  return ruleset({
    name: "Steps during trick play (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(6), leftover: "hidden" },
    piles: [{ name: "kept", visibility: "owner" }],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    trickSteps: blocks,
    tricks: {
      nextLead: { kind: "winner" },
      open: { k: "bool", v: true },
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      winner: [{ keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) }],
    },
    score: bin("+", ref("tricks"), call("count", ref("kept"))),
  });
}

const PASS_AFTER_2: TrickStepsIR = { trick: num(2), steps: [{ kind: "pass", count: num(1), to: "left" }] };
const KEEP_EACH: TrickStepsIR = { trick: null, steps: [{ kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true }] };
const REVEAL_EACH: TrickStepsIR = { trick: null, steps: [{ kind: "reveal", pile: "kept" }] };

/** Plays the first legal action of whoever is to act until `until` holds. */
function playUntil(g: Game, until: (g: Game) => boolean): void {
  while (!until(g)) {
    const s = g.toAct()[0]!;
    g.apply(s, g.legalActions(s)[0]!);
  }
}

const tricksDone = (g: Game): number => g.events.filter((e) => e.type === "trick").length;

describe("after trick K { STEP... }", () => {
  it("pauses trick play once trick K is complete, runs the steps, then the winner leads", () => {
    const g = Game.create(during([PASS_AFTER_2]), { players: 4, seed: 3 });
    playUntil(g, (x) => tricksDone(x) === 2);
    expect(g.state().phase).toBe("choose");
    expect(g.toAct()).toEqual([0, 1, 2, 3]);
    expect(g.state().openTricks).toEqual([]);
    expect(g.state().hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    const lastTrick = g.events.filter((e) => e.type === "trick").at(-1)!;
    const winner = lastTrick.type === "trick" ? lastTrick.winner! : -1;
    const before = g.state().hands.map((h) => [...h]);
    for (let s = 0; s < 4; s++) g.apply(s, { type: "choose", cards: [before[s]![0]!] });
    expect(g.state().phase).toBe("tricks");
    expect(g.toAct()).toEqual([winner]);
    for (let s = 0; s < 4; s++) expect(g.state().hands[s]).toContain(before[(s + 3) % 4]![0]);
    // Once only: no pause after trick 3.
    playUntil(g, (x) => tricksDone(x) === 3);
    expect(g.state().phase).toBe("tricks");
    expect(g.events.filter((e) => e.type === "pass")).toHaveLength(4);
  });

  it("runs after the round's last trick too, before the steps after trick play", () => {
    const ir = during([{ trick: num(6), steps: [{ kind: "reveal", pile: "kept" }] }]);
    const g = Game.create({ ...ir, beforeTricks: [{ kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true }], deal: { each: num(7), leftover: "hidden" } }, { players: 3, seed: 5 });
    playUntil(g, (x) => x.state().round === 2);
    const round1 = g.events.slice(0, g.events.findIndex((e) => e.type === "roundEnd"));
    const kinds = round1.map((e) => e.type);
    expect(kinds.filter((t) => t === "trick")).toHaveLength(6);
    expect(kinds.indexOf("reveal")).toBe(kinds.lastIndexOf("trick") + 1);
  });

  it("with several tricks in one cycle, runs once the K-th is among them", () => {
    const ir = during([{ trick: num(2), steps: [{ kind: "reveal", pile: "kept" }] }]);
    const two: RulesetIR = { ...ir, beforeTricks: [{ kind: "choose", count: num(1), pile: "kept", distinctSuits: false, secret: true }], tricks: { ...ir.tricks, maxOpen: 2 } };
    for (let seed = 1; seed <= 6; seed++) {
      const g = Game.create(two, { players: 4, seed });
      playUntil(g, (x) => x.state().round === 2);
      const round1 = g.events.slice(0, g.events.findIndex((e) => e.type === "roundEnd"));
      expect(round1.filter((e) => e.type === "reveal")).toHaveLength(1);
      const reveal = round1.findIndex((e) => e.type === "reveal");
      expect(round1.slice(0, reveal).filter((e) => e.type === "trick").length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("after each trick { STEP... }", () => {
  it("runs after every trick; trick play ends when the steps empty the hands", () => {
    const g = Game.create(during([KEEP_EACH]), { players: 3, seed: 7 });
    playUntil(g, (x) => x.state().round === 2);
    const round1 = g.events.slice(0, g.events.findIndex((e) => e.type === "roundEnd"));
    // 6 cards: trick, keep one, three times.
    expect(round1.map((e) => e.type).filter((t) => t === "trick" || t === "choose")).toEqual(["trick", "choose", "choose", "choose", "trick", "choose", "choose", "choose", "trick", "choose", "choose", "choose"]);
  });

  it("blocks due together run in declaration order", () => {
    const g = Game.create(during([KEEP_EACH, REVEAL_EACH]), { players: 3, seed: 2 });
    playUntil(g, (x) => tricksDone(x) === 1 && x.state().phase === "tricks");
    const kinds = g.events.map((e) => e.type);
    expect(kinds.slice(kinds.indexOf("trick"))).toEqual(["trick", "choose", "choose", "choose", "reveal"]);
  });

  it("turns the fast paths off", () => {
    const plain = (ir: RulesetIR): RulesetIR => ({ ...ir, tricks: { ...ir.tricks, follow: { k: "bool", v: true } } });
    expect(capsOf(plain(during([REVEAL_EACH])))).toEqual({ grid: false, cycles: false, rankTable: false, handCounts: false, inlinePlays: false });
    expect(capsOf(plain(during([])))).toEqual({ grid: true, cycles: true, rankTable: true, handCounts: true, inlinePlays: true });
  });

  it("is refused together with 'complete at' by the engine", () => {
    const ir = during([REVEAL_EACH]);
    expect(() => Game.create({ ...ir, tricks: { ...ir.tricks, completeAt: num(3) } }, { players: 3, seed: 1 })).toThrow(/steps after a trick need every trick to complete at the end of a cycle of play/);
  });

  it("is played by every bot, and sampled worlds agree mid-round", () => {
    const ir = during([PASS_AFTER_2, KEEP_EACH]);
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
    }
    const g = Game.create(ir, { players: 4, seed: 4 });
    playUntil(g, (x) => tricksDone(x) === 2 && x.state().phase === "choose");
    for (let viewer = 0; viewer < 4; viewer++) expect(g.sampleHidden(viewer, new Rng(viewer)).observe(viewer)).toEqual(g.observe(viewer));
  });
});

engineProperties("pass after trick 2", during([PASS_AFTER_2]));
engineProperties("keep after each trick, pass after trick 2", during([KEEP_EACH, PASS_AFTER_2]));

describe("after trick K / after each trick (the language)", () => {
  const text = (rest: string) => `game "During"
players 3..5
suits red blue green gold
deck red blue green gold 1..8
deal 6 each
pile kept: owner
${rest}
score: tricks
`;

  it("lowers to trickSteps, in declaration order", () => {
    const r = compileIn(text("after trick 2 + 1 {\n  each player passes 1 card to the left\n}\nafter each trick {\n  reveal kept\n}\ntricks {\n  winner: highest rank\n}"));
    expect(r.diagnostics).toEqual([]);
    expect(r.ir!.trickSteps).toEqual([
      { trick: { k: "bin", op: "+", l: num(2), r: num(1) }, steps: [{ kind: "pass", count: num(1), to: "left" }] },
      { trick: null, steps: [{ kind: "reveal", pile: "kept" }] },
    ]);
  });

  it("leaves the IR of a ruleset without them as it was", () => {
    const r = compileIn(text("tricks {\n  winner: highest rank\n}"));
    expect(r.diagnostics).toEqual([]);
    expect("trickSteps" in r.ir!).toBe(false);
  });

  it("checks the trick number, the steps, and refuses 'complete at'", () => {
    expect(placesOf(compileIn(text("after trick red {\n  reveal kept\n}")))).toEqual(["SW3001@7:13"]);
    expect(placesOf(compileIn(text("after each trick {\n  reveal nothing\n}")))[0]).toMatch(/^SW2009@8:/);
    expect(placesOf(compileIn(text("after each trick {\n  reveal kept\n}\ntricks {\n  complete at 3 cards\n}")))).toEqual(["SW4007@7:1"]);
  });

  it("formats like the other step blocks", () => {
    const messy = text("after   trick 2+1 {\neach player passes 1 card to the left\n}\nafter each  trick {\n      reveal kept\n}\nbefore tricks {\n each player exposes 2 cards\n}");
    const r = formatRuleset(messy);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.text).toContain("after trick 2 + 1 {\n  each player passes 1 card to the left\n}\nafter each trick {\n  reveal kept\n}\nbefore tricks {\n  each player exposes 2 cards\n}");
    expect(compileIn(r.text).ir).toEqual(compileIn(messy).ir);
  });

  it("keeps 'trick' usable as a name", () => {
    expect(compileIn(text("let trick = 2")).diagnostics).toEqual([]);
  });
});

// Who leads after a trick and which way play goes in it: `lead: ..., then right of winner` (the seat
// before the winner clockwise leads next) and `direction: clockwise | counterclockwise |
// alternating` (trick 1 clockwise, trick 2 counter-clockwise, ...; who leads is not affected).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { GameEvent } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { getBot } from "../../src/bots/registry.js";
import { playGame } from "../../src/sim/play.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";

function text(lead: string, direction: string | null, extra = ""): string {
  return `game "Turn order (fixture)"
players 3..5
rounds 2
suits red blue green gold
deck red blue green gold 1..9
deal 6 each
score: count(won)
tricks {
  lead: left of dealer, then ${lead}
  # No duty to follow: the sampler then need not infer voids (what these tests are not about).
  follow: true
${direction ? `  direction: ${direction}\n` : ""}${extra}}
`;
}

function rulesetOf(lead: string, direction: string | null): RulesetIR {
  const r = compileIn(text(lead, direction));
  if (!r.ir) throw new Error(`fixture does not compile: ${where(r).join(", ")}`);
  return r.ir;
}

/** The completed tricks of a random game, with their number in the round (1-based). */
function playedTricks(ir: RulesetIR, players: number, seed: number): { n: number; e: Extract<GameEvent, { type: "trick" }> }[] {
  const g = Game.create(ir, { players, seed });
  const rng = new Rng(seed + 7);
  while (!g.isOver) g.applyRandom(g.toAct()[0]!, rng);
  const out: { n: number; e: Extract<GameEvent, { type: "trick" }> }[] = [];
  let n = 0;
  for (const e of g.events) {
    if (e.type === "roundStart") n = 0;
    if (e.type === "trick") out.push({ n: ++n, e });
  }
  return out;
}

const step = (seat: number, dir: 1 | -1, players: number) => (seat + dir + players) % players;

describe("turn order", () => {
  for (const [direction, dirOf] of [
    [null, () => 1],
    ["clockwise", () => 1],
    ["counterclockwise", () => -1],
    ["alternating", (n: number) => (n % 2 === 1 ? 1 : -1)],
  ] as const) {
    it(`plays each trick ${direction ?? "clockwise (the default)"}, and the winner's right neighbour leads next`, () => {
      const ir = rulesetOf("right of winner", direction);
      for (const players of [3, 4, 5]) {
        for (const seed of [1, 2, 3]) {
          const tricks = playedTricks(ir, players, seed);
          expect(tricks.length).toBe(2 * 6);
          tricks.forEach(({ n, e }, i) => {
            const dir = dirOf(n) as 1 | -1;
            for (let j = 1; j < e.plays.length; j++) expect(e.plays[j]!.seat).toBe(step(e.plays[j - 1]!.seat, dir, players));
            // The right neighbour is a fixed seat direction: the seat before the winner clockwise.
            expect(e.nextLead).toBe(step(e.winner!, -1, players));
            const next = tricks[i + 1];
            if (next && next.n === n + 1) expect(next.e.plays[0]!.seat).toBe(e.nextLead);
          });
        }
      }
    });
  }

  it("alternating play keeps the winner leading next under `then winner`", () => {
    for (const { n, e } of playedTricks(rulesetOf("winner", "alternating"), 4, 5)) {
      expect(e.nextLead).toBe(e.winner);
      expect(e.plays[1]!.seat).toBe(step(e.plays[0]!.seat, n % 2 === 1 ? 1 : -1, 4));
    }
  });

  it("`next seat` carries on in the direction of play", () => {
    for (const { e } of playedTricks(rulesetOf("next seat", "counterclockwise"), 4, 3)) expect(e.nextLead).toBe(step(e.plays[0]!.seat, -1, 4));
  });

  it("is played by every bot", () => {
    const ir = rulesetOf("right of winner", "alternating");
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
    }
  });

  it("lowers the slots and refuses alternating play where tricks complete at a size", () => {
    expect(rulesetOf("right of winner", null).tricks).toMatchObject({ nextLead: { kind: "rightOfWinner" }, direction: "clockwise" });
    expect(rulesetOf("winner", "alternating").tricks.direction).toBe("alternating");
    const r = compileIn(text("winner", "alternating", "  complete at 3 cards\n"));
    expect(where(r)).toEqual(["SW4007@12:3"]);
    const ir = rulesetOf("winner", "alternating");
    expect(() => Game.create({ ...ir, tricks: { ...ir.tricks, completeAt: { k: "num", v: 3 } } }, { players: 4, seed: 1 })).toThrow(/alternating/);
  });
});

engineProperties("right of winner, alternating direction", rulesetOf("right of winner", "alternating"));
engineProperties("counter-clockwise play", rulesetOf("winner", "counterclockwise"));

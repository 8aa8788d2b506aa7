// A game and its copies share the lists their memoised lets are kept in (expr/types.ts newEnv), and
// every bump of any Env takes an epoch no Env had before (nextEpoch): a let's kept value is read only
// by the game that computed it, at the epoch it computed it. Here a game and copies made at different
// moments play on in turns, each reading its scores (a let read twice per seat) a random number of
// times between plays, and every reading must be what that game's own hands say.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn } from "../lang/helpers.js";

function ir(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

const RULES = ir(`game "Shared lets (fixture)"
players 3..5
rounds 2
suits fan coin koi gate
deck fan coin koi gate 1..6
deal 4 each
let worth = count(hand) * 3 + count(hand where suit = fan)
tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: worth + (if worth > 12 then 1 else 0)
`);

/** What the score rule says from the game's own hands (worth as the let defines it; fan is suit 0). */
function expected(g: Game, players: number): number[] {
  const cards = Game.cardsOf(RULES, players)!;
  return g.state().hands.map((hand) => {
    const worth = hand.length * 3 + hand.filter((c) => cards[c]!.suit === 0).length;
    return worth + (worth > 12 ? 1 : 0);
  });
}

describe("memoised lets shared by a game and its copies", () => {
  it("each game reads its own lets, however their evaluations interleave", () => {
    let readings = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const players = 3 + (seed % 3);
      const rng = new Rng(seed);
      const games = [Game.create(RULES, { players, seed, record: false })];
      for (let step = 0; step < 60; step++) {
        // Now and then a copy of one of the games joins, with the epochs it starts from.
        if (rng.int(6) === 0 && games.length < 6) games.push(rng.pick(games).clone({ record: false }));
        const g = rng.pick(games);
        if (g.isOver) continue;
        const seat = g.toAct()[0]!;
        g.apply(seat, rng.pick(g.legalActions(seat)));
        for (const other of games) {
          if (other.isOver) continue;
          for (let n = rng.int(4); n >= 0; n--) {
            expect(other.scoresNow()).toEqual(expected(other, players));
            readings++;
          }
        }
      }
      expect(games.length).toBeGreaterThan(1);
    }
    expect(readings).toBeGreaterThan(1000);
  });
});

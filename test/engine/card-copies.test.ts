// Card copies (`deck SUITS A..B, N copies`): every card of the deck N times. The copies are alike in
// every rule (the same suit and rank, so the same rank key): of two identical cards in one trick, the
// tie rule decides (`ties: first`, the one played first). Each copy is a card of its own for the
// engine (conserved, dealt, sampled), named like the first with `#2`, `#3`... in logs and reports.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compile } from "../../src/lang/index.js";
import { readLog } from "../../src/sim/log-read.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { stringifyLog, writeLog } from "../../src/sim/log.js";
import { engineProperties } from "../support/invariants.js";
import { ids, playRandom } from "../support/play.js";

// A fixture that is not a classic: three suits of 1..6, twice each, identical cards tie to the first.
const TEXT = `game "Twin suns"
players 3..4
rounds 2
suits sun moon star
deck sun moon star 1..6, 2 copies
deal 9 each
tricks {
  lead: left of dealer, then winner
  winner: highest rank where suit = lead
  ties: first
}
score: tricks
`;

function rules(text = TEXT): RulesetIR {
  const r = compile(text, { file: "twins.stich" });
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}
const codes = (text: string) => compile(text, { file: "twins.stich" }).diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);

const ir = rules();

/** One trick of `cards` played by seats 0.. in order (seat 0 leads: dealer is the last seat). */
function trickWinner(r: RulesetIR, cards: readonly string[]): number {
  const players = cards.length;
  const probe = Game.create(r, { players, seed: 1, firstDealer: players - 1 });
  const hand = ids(probe, cards);
  const rest = probe.cards.map((c) => c.id).filter((c) => !hand.includes(c));
  const deal = { hands: hand.map((c, s) => [c, ...rest.slice(s * 8, s * 8 + 8)]), leftover: rest.slice(players * 8) };
  const g = Game.create(r, { players, seed: 1, firstDealer: players - 1, deals: [deal] });
  for (let s = 0; s < players; s++) g.apply(s, { type: "play", card: hand[s]!, target: s === 0 ? "new" : 0 });
  const t = g.events.find((e) => e.type === "trick");
  if (t?.type !== "trick" || t.winner === null) throw new Error("no trick");
  return t.winner;
}

describe("card copies", () => {
  it("the deck holds every card twice, the second copy named with #2, next to the first", () => {
    const g = Game.create(ir, { players: 3, seed: 1 });
    expect(g.cards).toHaveLength(36);
    expect(g.cards.slice(0, 4).map((c) => c.name)).toEqual(["sun1", "sun1#2", "sun2", "sun2#2"]);
    expect(g.cards[1]).toMatchObject({ suit: g.cards[0]!.suit, rank: g.cards[0]!.rank });
    expect(g.parseCard("star6#2")).toBe(35);
    expect(g.parseCard("star6#3")).toBeUndefined();
    // Dealt like any card: 27 to the hands, 9 left over.
    expect(g.state().hands.flat()).toHaveLength(27);
  });

  it("with rank names, a copy is named by the name and read by the number too (heartsJ#2, hearts11#2)", () => {
    const named = rules(TEXT.replace("suits sun moon star", "suits sun moon star\nranks J = 5, Q = 6"));
    const g = Game.create(named, { players: 3, seed: 1 });
    expect(g.cards.slice(8, 12).map((c) => c.name)).toEqual(["sunJ", "sunJ#2", "sunQ", "sunQ#2"]);
    expect(g.parseCard("sun5#2")).toBe(g.parseCard("sunJ#2"));
    expect(g.parseCard("sun5")).toBe(g.parseCard("sunJ"));
    expect(g.parseCard("sun5")).not.toBe(g.parseCard("sun5#2"));
  });

  it("of two identical cards in a trick the first played wins with `ties: first`, the second with `ties: last`", () => {
    expect(trickWinner(ir, ["moon5", "moon5#2", "moon2"])).toBe(0);
    expect(trickWinner(ir, ["moon2", "moon5#2", "moon5"])).toBe(1);
    const last = rules(TEXT.replace("ties: first", "ties: last"));
    expect(trickWinner(last, ["moon2", "moon5#2", "moon5"])).toBe(2);
    // A higher card still beats both copies.
    expect(trickWinner(ir, ["moon5", "moon5#2", "moon6"])).toBe(2);
  });

  it("a game's log names the copies and replays to the same game", () => {
    const g = playRandom(Game.create(ir, { players: 4, seed: 3 }), new Rng(2));
    const log = readLog(stringifyLog(writeLog(g, { ruleset: "twins.stich" })));
    expect(log.actions.some((a) => "play" in a && a.play.endsWith("#2"))).toBe(true);
    const again = replayLog(ir, log);
    expect(again.events).toEqual(g.events);
  });

  it("the checker wants a whole number of copies of at least 1, the word 'copies', and counts them in the deck's size", () => {
    expect(codes(TEXT.replace(", 2 copies", ", 0 copies"))).toEqual(["SW4012@5:26"]);
    expect(codes(TEXT.replace(", 2 copies", ", 2 copy"))).toEqual(["SW1011@5:28"]);
    // 3 x 6 x 1 = 18 cards do not deal 9 to 4 players; with 2 copies, 36 do.
    expect(codes(TEXT.replace(", 2 copies", "")).some((c) => c.startsWith("SW4"))).toBe(true);
    expect(codes(TEXT)).toEqual([]);
    expect(compile(TEXT.replace(", 2 copies", ", 1 copies").replace("deal 9 each", "deal 4 each"), { file: "t.stich" }).ir!.decks[0]).not.toHaveProperty("copies");
    expect(ir.decks[0]!.copies).toBe(2);
  });
});

engineProperties("card copies (fixture)", ir);

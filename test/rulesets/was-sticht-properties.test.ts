// Properties (fast-check) on the shipped rulesets/was-sticht/was-sticht.stich itself, at 3 and 4
// players and in any round: (1) for any column and any leader the dealer names, the announced winner
// is the one §4.3 of the rules file gives for the column's picks under the round's true trumps; (2)
// before the reveal, nothing another seat may see depends on the secret trumps: its observation (its
// log view included) and the replay report of the round are the same in a world with other trumps
// that answers the clues alike; (3) sampled worlds agree with every clue given so far.
// The fixtures' versions of these live in test/engine/layout-clues.test.ts and secrets.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { GameEvent, Seat } from "../../src/engine/types.js";
import { buildReplayReport } from "../../src/index.js";
import { loadRuleset } from "../support/rulesets.js";

const IR = loadRuleset("rulesets/was-sticht/was-sticht.stich");

interface Trumps {
  colour: string | null;
  number: number | null;
}

/** §4.3 of the rules file read directly on card names ("red5"): the index of the winning card in play order. */
function ruleFileWinner(cards: readonly string[], t: Trumps): number {
  const c = cards.map((n) => ({ colour: n.replace(/\d+$/, ""), value: Number(n.replace(/^\D+/, "")) }));
  const isNumber = (x: (typeof c)[number]) => t.number !== null && x.value === t.number;
  const isColour = (x: (typeof c)[number]) => t.colour !== null && x.colour === t.colour;
  const superTrump = c.findIndex((x) => isNumber(x) && isColour(x));
  if (superTrump >= 0) return superTrump;
  const firstNumber = c.findIndex(isNumber);
  if (firstNumber >= 0) return firstNumber;
  const highest = (ok: (x: (typeof c)[number]) => boolean) => c.reduce((b, x, i) => (ok(x) && (b < 0 || x.value > c[b]!.value) ? i : b), -1);
  const colour = highest(isColour);
  if (colour >= 0) return colour;
  // The lead is a non-trump here (a trump lead would have won above): the highest of its colour.
  return highest((x) => x.colour === c[0]!.colour);
}

/** The round's trumps as the referee drew them (the last draw events of `events`). */
function trumpsOf(g: Game, events: readonly GameEvent[]): Trumps {
  const value = (name: string) => {
    const e = events.findLast((x) => x.type === "secretDraw" && x.name === name);
    if (e?.type !== "secretDraw" || e.value === null) throw new Error(`no drawn ${name}`);
    return e.value;
  };
  const colour = value("trumpColour");
  const number = value("trumpNumber");
  return { colour: colour.length === 0 ? null : g.ir.suits[colour[0]!]!, number: number.length === 0 ? null : number[0]! };
}

/** The events of the round being played. */
function thisRound(events: readonly GameEvent[]): readonly GameEvent[] {
  return events.slice(events.findLastIndex((e) => e.type === "roundStart"));
}

/** Is the round's draft still on, its trumps not yet revealed? */
function beforeReveal(g: Game): boolean {
  return !g.isOver && g.stepAtHand() !== null && !thisRound(g.events).some((e) => e.type === "secretReveal") && thisRound(g.events).some((e) => e.type === "layout");
}

/** Random play from `rng` until round `round` has started (its layout laid). */
function toRound(g: Game, round: number, rng: Rng): void {
  while (!g.isOver && !(g.round === round && thisRound(g.events).some((e) => e.type === "layout"))) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
}

/** What every clue of `seen` should have answered under `t`: the column's picks (from the take events) from the named leader on. */
function cluesHold(g: Game, seen: readonly GameEvent[], t: Trumps): boolean {
  const players = g.players;
  let picks = new Map<Seat, number>();
  for (const e of seen) {
    if (e.type === "roundStart") picks = new Map();
    if (e.type === "take") picks.set(e.seat, e.card);
    if (e.type !== "clue") continue;
    const order = Array.from({ length: players }, (_, i) => (e.leader + i) % players);
    const cards = order.map((s) => g.cardName(picks.get(s)!));
    if (order[ruleFileWinner(cards, t)] !== e.winner) return false;
    picks = new Map();
  }
  return true;
}

const PLAYERS = fc.constantFrom(3, 4);
const SEED = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const ROUND = fc.integer({ min: 1, max: 3 });

describe("Was Sticht? (shipped file): properties", () => {
  it("for any column and any named leader, the announced winner is §4.3's under the true trumps", () => {
    fc.assert(
      fc.property(PLAYERS, SEED, ROUND, fc.array(fc.nat(3), { minLength: 9, maxLength: 9 }), (players, seed, round, leaders) => {
        const g = Game.create(IR, { players, seed });
        const rng = new Rng(seed ^ 0x5a5a);
        toRound(g, round, rng);
        if (g.isOver) return;
        let column = 0;
        while (beforeReveal(g)) {
          const seat = g.toAct()[0]!;
          const legal = g.legalActions(seat);
          // The dealer's question: the leader fast-check chose for this column.
          if (legal[0]?.type === "clue") g.apply(seat, { type: "clue", leader: leaders[column++]! % players });
          else g.apply(seat, rng.pick(legal));
        }
        const events = thisRound(g.events);
        const clues = events.filter((e) => e.type === "clue");
        expect(clues.map((e) => (e.type === "clue" ? e.leader : -1))).toEqual(leaders.map((l) => l % players));
        expect(cluesHold(g, events, trumpsOf(g, events)), `trumps ${JSON.stringify(trumpsOf(g, events))}`).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("before the reveal another seat's observation, log view and the round's replay report are the same under other trumps", () => {
    let otherTrumps = 0;
    fc.assert(
      fc.property(PLAYERS, SEED, ROUND, fc.integer({ min: 0, max: 50 }), (players, seed, round, cut) => {
        const g = Game.create(IR, { players, seed });
        const rng = new Rng(seed ^ 0x3c3c);
        toRound(g, round, rng);
        for (let i = 0; i < cut && beforeReveal(g); i++) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
        if (!beforeReveal(g)) return;
        const dealer = g.state().dealer;
        const truth = JSON.stringify(trumpsOf(g, g.events));
        const report = JSON.stringify(buildReplayReport(g, "was-sticht.stich").rounds.at(-1));
        for (let s = 0; s < players; s++) {
          if (s === dealer) continue;
          const obs = g.observe(s);
          expect(Object.values(obs.secrets)).toEqual([null, null]);
          expect(obs.events.filter((e) => e.type === "secretDraw" && e.value !== null)).toEqual([]);
          for (const e of obs.events) expect(g.describe(e)).not.toMatch(/revealed|trumpColour.*:|trumpNumber.*:/);
          // A world drawn for this seat: trumps of its own that answer every clue alike. Nothing the
          // seat sees, and nothing the report shows of the round so far, may tell the two apart.
          const w = g.sampleHidden(s, new Rng(seed + s));
          if (JSON.stringify(trumpsOf(w, w.events)) !== truth) otherTrumps++;
          expect(JSON.stringify(w.observe(s))).toBe(JSON.stringify(obs));
          expect(JSON.stringify(buildReplayReport(w, "was-sticht.stich").rounds.at(-1))).toBe(report);
        }
      }),
      { numRuns: 40 },
    );
    // The comparisons were between games with other trumps, not only copies of the truth.
    expect(otherTrumps).toBeGreaterThan(10);
  });

  it("sampled worlds agree with every clue given so far (and keep the truth for the dealer)", () => {
    let drawn = 0;
    fc.assert(
      fc.property(PLAYERS, SEED, ROUND, fc.integer({ min: 0, max: 50 }), (players, seed, round, cut) => {
        const g = Game.create(IR, { players, seed });
        const rng = new Rng(seed ^ 0x0f0f);
        toRound(g, round, rng);
        for (let i = 0; i < cut && beforeReveal(g); i++) g.apply(g.toAct()[0]!, rng.pick(g.legalActions(g.toAct()[0]!)));
        if (g.isOver) return;
        const dealer = g.state().dealer;
        const truth = trumpsOf(g, g.events);
        for (let s = 0; s < players; s++) {
          const w = g.sampleHidden(s, new Rng(seed * 3 + s));
          const t = trumpsOf(w, w.events);
          if (s === dealer) expect(t).toEqual(truth);
          else if (JSON.stringify(t) !== JSON.stringify(truth)) drawn++;
          expect(cluesHold(g, thisRound(g.observe(s).events), t), `seat ${s}'s world with trumps ${JSON.stringify(t)}`).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
    expect(drawn).toBeGreaterThan(10);
  });
});

// Worlds replayed without recording (view/sample.ts determinize's `record` false; bots/worlds.ts asks
// for it when it drops the world's events anyway). The replay still confirms how each observed play
// lay, face up or face down, from the world's state (SamplePart.confirmState, tricks/face-down.ts
// lastPlayDown) instead of its events: the same worlds from the same Rng as recorded worlds, so a world
// whose replayed play lies the other way is still refused. A kind of event that confirms from events
// only keeps its worlds recording (view/prepare.ts Prepared.unrecorded).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { determinize, type SampleStats } from "../../src/engine/view/sample.js";
import { prepared } from "../../src/engine/view/prepare.js";
import type { Kernel } from "../../src/engine/core/kernel.js";
import type { Observation } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { loadRuleset } from "../support/rulesets.js";

// A card lies face down when its player still holds a red card after it: how a play lay tells about
// the player's hidden hand, so a world that deals it otherwise plays it the other way.
const FACE_BY_HAND = `game "Face down by the hand (fixture)"
players 4..4
suits red blue green gold
deck red blue green gold 1..8
deal 8 each
score: count(won)
tricks {
  lead: left of dealer, then winner
  follow: suit = lead or count(hand where suit = lead) = 0
  face down: count(hand where suit = red) > 0
}
`;

function ruleset(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(`fixture does not compile: ${where(r).join(", ")}`);
  return r.ir;
}

/** Observations of random games cut mid-round, each seat's. */
function observations(ir: RulesetIR, games: number): Observation[] {
  const out: Observation[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const g = Game.create(ir, { players: 4, seed });
    const rng = new Rng(seed * 31 + 7);
    const cut = 6 + (seed % 14);
    for (let i = 0; i < cut && !g.isOver; i++) g.applyRandom(g.toAct()[0]!, rng);
    for (let seat = 0; seat < 4; seat++) out.push(g.observe(seat));
  }
  return out;
}

/** What a world deals and holds now, for comparing two worlds (a recorded and an unrecorded one). */
function dealt(k: Kernel): unknown {
  const st = k.st;
  return { hands: st.hands, leftover: st.leftover, piles: st.piles, open: st.openTricks.map((t) => Array.from({ length: t.size }, (_, i) => [t.seatAt(i), t.cardAt(i), t.isDown(i)])), won: st.tricksWon, rng: st.rng.clone().nextUint32() };
}

const counted = (): SampleStats => ({ samples: 0, draws: 0, repairs: 0, unrecorded: 0 });

describe("worlds replayed without recording", () => {
  it("are the recorded worlds, refusing a world whose play lies the other way (face up or face down)", () => {
    const ir = ruleset(FACE_BY_HAND);
    const recorded = counted();
    const unrecorded = counted();
    let compared = 0;
    let downs = 0;
    for (const obs of observations(ir, 40)) {
      downs += obs.events.filter((e) => e.type === "playDown").length;
      const seed = compared * 7919 + 1;
      // Replayed worlds (not judged: "replay" replays each), repaired by trades as the bots' are.
      const a = Game.fromObservation(ir, obs, new Rng(seed), "replay", recorded);
      const b = Game.fromObservation(ir, obs, new Rng(seed), "replay", unrecorded, false);
      expect(b.state()).toEqual(a.state());
      // The same worlds: the same attempts to find them, the same trades.
      expect([unrecorded.draws, unrecorded.repairs]).toEqual([recorded.draws, recorded.repairs]);
      // Pure rejection, both ways: the same deals drawn and refused.
      const c = determinize(ir, obs, new Rng(seed + 1), 500, undefined, "replay", 0, true);
      const d = determinize(ir, obs, new Rng(seed + 1), 500, undefined, "replay", 0, false);
      expect(d.recording).toBe(false);
      expect(dealt(d)).toEqual(dealt(c));
      compared++;
    }
    expect(downs).toBeGreaterThan(20);
    // Many worlds were refused and drawn again (the face a play lay is one reason), and every world
    // of the unrecorded side was replayed unrecorded.
    expect(recorded.draws + recorded.repairs).toBeGreaterThan(recorded.samples * 2);
    expect(recorded.unrecorded).toBe(0);
    expect(unrecorded.unrecorded).toBe(unrecorded.draws + unrecorded.repairs);
    expect(unrecorded.samples).toBe(compared);
  });

  it("refuses, unrecorded, a world whose face-up play would lie face down", () => {
    // A seat that played face up held no red card after it: a deal giving it one is refused.
    const ir = ruleset(FACE_BY_HAND);
    let checked = 0;
    for (const obs of observations(ir, 30)) {
      const stats = counted();
      const world = determinize(ir, obs, new Rng(checked + 5), 500, stats, "replay", undefined, false);
      expect(stats.unrecorded).toBeGreaterThan(0);
      const hands = world.st.hands;
      // Every face-up play after the lead that the observation shows: its seat holds no red now.
      for (const e of obs.events) {
        if (e.type !== "play" || e.seat === obs.seat) continue;
        const lead = obs.events.find((x) => (x.type === "play" || x.type === "playDown") && x.trick === e.trick);
        if (lead === e) continue;
        expect(hands[e.seat]!.some((c) => world.st.suitOf[c] === 0)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("keeps recording the worlds of a round holding an event that confirms from events only", () => {
    // Was Sticht?'s drafted layout gives clues (steps/layout-draft.ts), which confirm their answer from
    // the world's events: its worlds are replayed recording, asked not to or not.
    const ir = loadRuleset("rulesets/was-sticht/was-sticht.stich");
    const g = Game.create(ir, { players: 4, seed: 3 });
    const rng = new Rng(11);
    while (!g.events.some((e) => e.type === "clue")) g.applyRandom(g.toAct()[0]!, rng);
    const seat = (g.toAct()[0]! + 1) % 4;
    const obs = g.observe(seat);
    expect(prepared(ir, obs).unrecorded).toBe(false);
    const stats = counted();
    // "reject": every world replayed (no secret worlds drawn as combinations).
    const world = determinize(ir, obs, new Rng(5), 500, stats, "reject", undefined, false);
    expect(world.recording).toBe(true);
    expect(stats.unrecorded).toBe(0);
    expect(stats.samples).toBe(1);
    // A round without such an event may be replayed unrecorded.
    expect(prepared(ruleset(FACE_BY_HAND), observations(ruleset(FACE_BY_HAND), 1)[0]!).unrecorded).toBe(true);
  });
});

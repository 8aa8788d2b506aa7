// The card table with a dummy (editor/src/table/session.ts, view.ts): a person at the seat that plays
// a dummy's face-up hand takes the dummy's decisions (its legal plays, from the dummy's hand), the bots
// never do, and undo takes a dummy's play back like one of the person's own.
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../editor/src/table/session.js";
import { compile } from "../../src/index.js";
import { openHand } from "../support/fixtures/dummy.js";

const OPEN_HAND = openHand({ firstDealer: true, rounds: 1 });

function session(seat: number): PlaySession {
  const ir = compile(OPEN_HAND, { file: "open-hand.stich" }).ir!;
  return new PlaySession({ ir, file: "open-hand.stich", players: 4, seat, bots: ["random", "random", "random", "random"], seed: 7 });
}

describe("a dummy at the card table", () => {
  it("hands the person at the dealer's seat the dummy's plays, from the dummy's face-up hand", () => {
    const p = session(0);
    // Seat 1 (a bot) leads; then the dummy, seat 2, is to act, and the person decides for it.
    expect(p.view().actsFor).toBe(0);
    expect(p.view().legal).toEqual([]);
    expect(p.botStep()).toBe(true);
    expect(p.botsToAct()).toEqual([]);
    const v = p.view();
    expect(v.seat).toBe(0);
    expect(v.actsFor).toBe(2);
    expect(v.legal.length).toBeGreaterThan(0);
    for (const a of v.legal) expect(v.obs.exposed[2]).toContain(a.type === "play" ? a.card : -1);
    expect(v.explain!.map((e) => e.card)).toEqual(v.obs.exposed[2]);
    const play = v.legal[0]!;
    p.act(play);
    expect(p.view().obs.exposed[2]).not.toContain(play.type === "play" ? play.card : -1);
    // Seat 3 (a bot) plays, then the person's own seat.
    expect(p.botsToAct()).toEqual([3]);
    p.botStep();
    expect(p.view().actsFor).toBe(0);
    expect(p.view().legal.length).toBeGreaterThan(0);
    // Undo takes back the dummy's play (and the bot's answer): the person plays it again.
    expect(p.undoRefusal()).toBeNull();
    p.undo();
    expect(p.view().actsFor).toBe(2);
    expect(p.view().legal).toEqual(v.legal);
  });

  it("plays a whole game with the person taking every decision it holds, its own and the dummy's", () => {
    const p = session(0);
    let forDummy = 0;
    for (let n = 0; n < 5000 && !p.isOver; n++) {
      const v = p.view();
      if (v.legal.length > 0) {
        if (v.actsFor !== v.seat) forDummy++;
        p.act(v.legal[0]!);
      } else p.botStep();
    }
    expect(p.isOver).toBe(true);
    // One round: seat 0 deals and plays seat 2's 13 cards.
    expect(forDummy).toBe(13);
  });

  it("never asks the dummy's own seat once its hand is face up", () => {
    const p = session(2);
    p.botStep();
    // Seat 2 is to act, but seat 0's bot decides for it: the person at seat 2 has nothing to do.
    expect(p.view().legal).toEqual([]);
    expect(p.botsToAct()).toEqual([2]);
    expect(() => p.act({ type: "play", card: p.view().obs.hand[0]!, target: 0 })).toThrow(/seat 2's decisions are made by seat 0/);
  });
});

// The card table's game (editor/src/table/session.ts): bots answer from their own seats, undo takes
// back the person's last action and the bots' answers, and is refused once something hidden was shown
// since (here: the secret choices revealed together), so undo cannot be used to peek and choose again.
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../editor/src/table/session.js";
import { loadRuleset } from "../support/rulesets.js";
import { compile, Rng } from "../../src/index.js";
import { LANTERN_TEXT, PLEDGE_TEXT } from "../../editor/e2e/table-fixtures.js";

function session(): PlaySession {
  const ir = loadRuleset("rulesets/sticheln/classic.stich");
  return new PlaySession({ ir, file: "rulesets/sticheln/classic.stich", players: 4, seat: 0, bots: ["greedy", "greedy", "greedy", "greedy"], seed: 3 });
}

/** Lets the bots answer until the person is to act again (or the game ends). */
function botsAnswer(p: PlaySession): void {
  while (!p.isOver && p.botsToAct().length > 0 && p.view().legal.length === 0) p.botStep();
}

describe("a game at the card table", () => {
  it("refuses undo once the secret choices were revealed, allows it after a card play, and replays to the same position", () => {
    const p = session();
    expect(p.undoRefusal()).toBe("you have not acted yet");
    // The secret choice: the bots commit, the person chooses, the choices are revealed together.
    while (p.botsToAct().length > 0) p.botStep();
    p.act(p.view().legal[0]!);
    botsAnswer(p);
    expect(p.undoRefusal()).toMatch(/something hidden was shown since your last action \(reveal\)/);
    expect(() => p.undo()).toThrow(/cannot undo/);

    // A card played, the bots answer: undo gives the card back and the same choices again.
    botsAnswer(p);
    const before = p.view();
    const play = before.legal[0]!;
    p.act(play);
    botsAnswer(p);
    expect(p.undoRefusal()).toBeNull();
    p.undo();
    const after = p.view();
    expect(after.obs.hand).toEqual(before.obs.hand);
    expect(after.legal).toEqual(before.legal);
    expect(JSON.stringify(after.obs)).toBe(JSON.stringify(before.obs));
    // The bots answer the same play the same way after the undo (their streams depend on the position).
    p.act(play);
    botsAnswer(p);
    const again = p.view().lines;
    p.undo();
    p.act(play);
    botsAnswer(p);
    expect(p.view().lines).toEqual(again);
  });

  it("plays to the end with the person always taking the first legal action, and the log has the result", () => {
    const p = session();
    for (let n = 0; n < 5000 && !p.isOver; n++) {
      if (p.view().legal.length > 0) p.act(p.view().legal[0]!);
      else p.botStep();
    }
    expect(p.isOver).toBe(true);
    expect(JSON.parse(p.logText()).result.totals).toHaveLength(4);
  });
});

/** A call before a card is turned up from the stock: the person's call, then the turned card, then play. */
const CALL_THEN_TURN = `game "Guess the lamp"
players 3..4
rounds 2
suits red blue green gold
deck red blue green gold 1..7
deal 5 each
before tricks {
  each player calls guess from 0..2
  turn up a card from leftover
}
tricks {
  trump: suit in suit of turned
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks + (if guess = tricks then 2 else 0)
`;

function fixture(text: string, seed: number): PlaySession {
  const { ir } = compile(text, { file: "fixtures/x.stich" });
  return new PlaySession({ ir: ir!, file: "fixtures/x.stich", players: 4, seat: 0, bots: ["random", "random", "random", "random"], seed });
}

describe("the events newer than the table's first list", () => {
  it("refuses undo once a card was turned up after the person's call", () => {
    const p = fixture(CALL_THEN_TURN, 5);
    botsAnswer(p);
    expect(p.view().legal[0]).toMatchObject({ type: "call" });
    p.act(p.view().legal[0]!);
    botsAnswer(p);
    expect(p.view().round.turned?.card).not.toBeUndefined();
    expect(p.undoRefusal()).toBe("something hidden was shown since your last action (turnCard)");
  });

  it("allows undo after answers that show nothing hidden: bids, an open call, the pick-up of the card turned up, a face-down discard, a seat sitting out", () => {
    // Over a few deals: the person acts at random; after each of its actions answered only by such
    // events in the same round, undo is allowed.
    const QUIET = new Set(["bid", "call", "pickUp", "discard", "sitOut"]);
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 30; seed++) {
      const p = fixture(LANTERN_TEXT, seed);
      const rng = new Rng(seed);
      botsAnswer(p);
      for (let n = 0; n < 12 && !p.isOver; n++) {
        const mine = p.view().legal;
        if (mine.length === 0) break;
        const round = p.view().obs.round;
        const from = p.view().obs.events.length + 1;
        p.act(rng.pick(mine));
        botsAnswer(p);
        if (p.isOver || p.view().obs.round !== round) continue;
        const since = p.view().obs.events.slice(from).map((e) => e.type);
        if (since.length === 0 || !since.every((t) => QUIET.has(t))) continue;
        expect(p.undoRefusal(), since.join(" ")).toBeNull();
        for (const t of new Set(since)) seen.set(t, (seen.get(t) ?? 0) + 1);
      }
    }
    expect([...seen.keys()].sort()).toEqual(["bid", "call", "discard", "pickUp", "sitOut"]);
  });
});

describe("a decision with one legal action", () => {
  it("is taken by the table and shown, never a card play; undo takes back the person's own choice, not it", () => {
    const p = fixture(PLEDGE_TEXT, 2);
    botsAnswer(p);
    // The pledge is the person's red cards: one legal value, taken for them and told.
    const reds = p.view().obs.hand.filter((c) => p.cards[c]!.suit === 0).length;
    expect(p.forced()).toEqual({ type: "call", value: reds });
    expect(p.takeForced()).toBe(true);
    expect(p.takenLines()).toEqual([`seat 0 calls pledge: ${reds} (the only legal action: taken for you)`]);
    expect(p.undoRefusal()).toBe("you have not acted yet");
    // The guess has three values: the person's to make.
    botsAnswer(p);
    expect(p.view().legal).toHaveLength(3);
    expect(p.forced()).toBeNull();
    expect(p.takeForced()).toBe(false);
    p.act({ type: "call", value: 1 });
    botsAnswer(p);
    expect(p.undoRefusal()).toBeNull();
    p.undo();
    expect(p.view().legal).toHaveLength(3);
    expect(p.takenLines()).toHaveLength(1);
    // A card play with one legal card stays the person's: over whole games, no play is ever taken.
    for (let n = 0; n < 3000 && !p.isOver; n++) {
      if (p.takeForced()) continue;
      if (p.view().legal.length > 0) p.act(p.view().legal[0]!);
      else p.botStep();
    }
    expect(p.isOver).toBe(true);
    expect(p.takenLines().length).toBeGreaterThan(1);
    expect(p.takenLines().every((l) => l.includes("calls pledge"))).toBe(true);
  });
});

// The card table's game (editor/src/table/session.ts): bots answer from their own seats, undo takes
// back the person's last action and the bots' answers, and is refused once something hidden was shown
// since (here: the secret choices revealed together), so undo cannot be used to peek and choose again.
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../editor/src/table/session.js";
import { loadRuleset } from "../support/rulesets.js";
import { compile, Rng } from "../../src/index.js";
import { LANTERN_TEXT } from "../../editor/e2e/table-fixtures.js";

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

  it("allows undo after an auction bid the bots answered with bids, and refuses it once a seat sat out", () => {
    // Over a few deals: the person bids at random; the refusals seen after each of its actions.
    const refusals = new Set<string | null>();
    let bidsOnly = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const p = fixture(LANTERN_TEXT, seed);
      const rng = new Rng(seed);
      botsAnswer(p);
      for (let n = 0; n < 12 && !p.isOver; n++) {
        const mine = p.view().legal;
        if (mine.length === 0) break;
        const round = p.view().obs.round;
        p.act(rng.pick(mine));
        // What followed the person's action (a pass that throws the round in deals the next at once).
        const seen = p.view().obs.round === round ? p.view().obs.events.length : 0;
        botsAnswer(p);
        const since = p.view().obs.events.slice(seen).map((e) => e.type);
        const why = p.undoRefusal();
        refusals.add(why);
        if (since.length > 0 && since.every((t) => t === "bid")) {
          bidsOnly++;
          expect(why).toBeNull();
        }
        if (since.includes("sitOut")) expect(why).not.toBeNull();
      }
    }
    expect(bidsOnly).toBeGreaterThan(0);
    expect(refusals).toContain("something hidden was shown since your last action (sitOut)");
  });
});

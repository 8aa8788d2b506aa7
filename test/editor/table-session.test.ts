// The card table's game (editor/src/table/session.ts): bots answer from their own seats, undo takes
// back the person's last action and the bots' answers, and is refused once something hidden was shown
// since (here: the secret choices revealed together), so undo cannot be used to peek and choose again.
import { describe, expect, it } from "vitest";
import { PlaySession } from "../../editor/src/table/session.js";
import { loadRuleset } from "../support/rulesets.js";

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

// Rules vectors from ../shared/rules/sticheln.md, run on hand-built IR (the language-independent kernel).
import { describe, expect, it } from "vitest";
import { classicIR } from "./fixtures.js";
import { playOneTrick } from "../support/play.js";

const FILLER = ["violet1", "violet2", "violet3", "violet4"]; // declared misery cards, out of the trick
const classic6 = classicIR();

describe("Sticheln Classic trick winner (§3.4)", () => {
  // Vectors use 4 seats; the 6-player deck is used so violet fillers exist (ranks 0..14 cover all vectors).
  const cases: [string, string[], string][] = [
    ["T1", ["red5", "red9", "red2", "red0"], "red9"],
    ["T2", ["red5", "blue0", "green0", "yellow0"], "red5"],
    ["T3", ["red5", "blue3", "red9", "green3"], "blue3"],
    ["T4", ["red0", "blue0", "green0", "brown0"], "red0"],
    ["T5", ["red0", "blue0", "red4", "green0"], "red4"],
    ["T6", ["blue7", "red1", "blue11", "yellow0"], "red1"],
    ["T7", ["yellow3", "green3", "brown2", "red3"], "green3"],
  ];
  for (const [name, cards, winner] of cases) {
    it(`${name}: ${cards.join(", ")} -> ${winner}`, () => {
      const six = { ...classic6, players: { min: 3, max: 8 } };
      const ir = { ...six, decks: six.decks.map((d) => (d.players === 4 ? { ...d, suits: [0, 1, 2, 3, 4, 5], ranks: { from: 0, to: 14 } } : d)) };
      expect(playOneTrick(ir, cards, FILLER).winnerCard).toBe(winner);
    });
  }
});

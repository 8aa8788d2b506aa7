// Issue 22, item 7: the replay report for people. Stich-Meister with cards 22 (pass 3 to the right), 24
// (set one aside for the last trick), 25 (three cards face up), 34 (the winner removes a card) and 35
// (the trick goes to the winner's left): every non-play decision names its step, tricks are numbered
// one way (from 1) in every line, who holds each trick is shown, and the set-aside trick has its cards.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildReplayReport, compile, Game, renderReplayReport, type ReplayReport } from "../../src/index.js";
import { ROOT } from "../support/cli.js";
import { playRandom } from "../support/play.js";
import { Rng } from "../../src/engine/rng.js";
import { assertMatchesSchema } from "../support/schemas.js";

const BASE = "rulesets/stich-meister/base.stich";
const CARDS = ["22-pass-three-right", "24-set-aside-for-last-trick", "25-three-cards-face-up", "34-winner-removes-a-card", "35-trick-to-the-left"];

function report(): ReplayReport {
  const readFile = (path: string) => readFileSync(join(ROOT, path), "utf8");
  const { ir, diagnostics } = compile(readFile(BASE), { file: BASE, readFile, with: CARDS.map((c) => `cards/${c}.stich`) });
  expect(diagnostics).toEqual([]);
  const game = playRandom(Game.create(ir!, { players: 4, seed: 11 }), new Rng(5));
  return buildReplayReport(game, BASE);
}

describe("replay report: steps, numbering, holders, the set-aside trick", () => {
  const r = report();
  const round = r.rounds[0]!;

  it("matches its schema", () => assertMatchesSchema("replay-report", r));

  it("names the step of every decision that is not a play", () => {
    const stepOf = (text: RegExp) => round.notes.filter((n) => text.test(n.text)).map((n) => n.step);
    expect(stepOf(/ passes /)).toEqual(Array(4).fill("before tricks step 1 (pass to the right)"));
    expect(stepOf(/ aside for the last trick$/)).toEqual(Array(4).fill("before tricks step 2 (set aside for the last trick)"));
    expect(stepOf(/ face up$/)).toEqual(Array(4).fill("before tricks step 3 (expose)"));
    const removals = stepOf(/ removes /);
    expect(removals).toHaveLength(round.tricks.length);
    for (const step of removals) expect(step).toBe("after trick block 1 step 1 (remove from the trick)");
    // Lines the engine adds on its own (the set-aside cards played) answer no decision.
    for (const n of round.notes.filter((n) => / is played to trick /.test(n.text))) expect(n.step).toBeUndefined();
    expect(renderReplayReport(r)).toContain("[before tricks step 1 (pass to the right)]");
  });

  it("numbers tricks from 1 in every line: a removal names the trick just completed", () => {
    const text = renderReplayReport(r);
    expect(text).not.toMatch(/trick 0\b/);
    const lines = text.split("\n");
    let last: string | undefined;
    let removals = 0;
    for (const line of lines) {
      const trick = /^ {2}trick (\d+): /.exec(line);
      if (trick) last = trick[1];
      const removal = / removes \S+ from trick (\d+) /.exec(line);
      if (removal) {
        expect(removal[1]).toBe(last);
        removals++;
      }
    }
    expect(removals).toBeGreaterThan(10);
    round.tricks.forEach((t) => expect(t.number).toBe(t.trick + 1));
  });

  it("shows who holds each trick: under card 35 the winner's left neighbour", () => {
    for (const t of round.tricks) {
      expect(typeof t.winner).toBe("number");
      expect(t.heldBy).toBe(((t.winner as number) + 1) % 4);
    }
    const first = round.tricks[0]!;
    expect(renderReplayReport(r)).toContain(`  trick 1: ${first.plays.map((p) => `seat ${p.seat} ${p.card}`).join(", ")} -> won by seat ${first.winner}, held by seat ${first.heldBy}`);
  });

  it("prints the set-aside trick with its cards", () => {
    const last = round.tricks[round.tricks.length - 1]!;
    expect(last.plays).toHaveLength(4);
    expect(last.plays.every((p) => p.setAside === true)).toBe(true);
    const asideCards = round.notes.filter((n) => / aside for the last trick$/.test(n.text)).map((n) => / sets (\S+) aside/.exec(n.text)![1]);
    expect(last.plays.map((p) => p.card).sort()).toEqual([...asideCards].sort());
    expect(renderReplayReport(r)).toMatch(new RegExp(`  trick ${last.number}: seat \\d \\S+ \\(set aside\\), `));
  });
});

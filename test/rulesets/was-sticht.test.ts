// The shipped Was Sticht? (rulesets/was-sticht/): the trump ranking vectors of the rules file through
// the engine's clue answers, each task of the file against a reference reading of the rules file's §7
// on whole random games (strict ties for most and fewest included), the dealer's copy of a failed
// task (§5.2), the end after the round a seat completes its last chip and the tie-break by chip values
// (§6), hidden picks, and the sampler over the secret trumps.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { GameEvent, Seat } from "../../src/engine/types.js";
import { ids, playRandom } from "../support/play.js";
import { loadRuleset } from "../support/rulesets.js";

const IR = loadRuleset("rulesets/was-sticht/was-sticht.stich");
const SHORT = loadRuleset("rulesets/was-sticht/short-game.stich");
const COLOURS = ["blue", "green", "red", "yellow"];

/** The winner of the column's cards picked in this order (seat 0 first) with the dealer (seat 3) naming seat 0 as leader. */
function clueWinner(column: readonly string[], colour: string | null, number: number | null): Seat {
  const probe = Game.create(IR, { players: 4, seed: 1, firstDealer: 3 });
  const first = ids(probe, column);
  const rest = probe.cards.map((c) => c.id).filter((c) => !first.includes(c));
  const secrets = [colour === null ? [] : [COLOURS.indexOf(colour)], number === null ? [] : [number]];
  const g = Game.create(IR, { players: 4, seed: 1, firstDealer: 3, deals: [{ hands: [[], [], [], []], leftover: [...first, ...rest], layout: [...first, ...rest], secrets }] });
  // The chip draft first (any chips), then column 1: seat 0 picks first (left of the dealer).
  while (g.legalActions(g.toAct()[0]!)[0]?.type === "draftTask") g.apply(g.toAct()[0]!, g.legalActions(g.toAct()[0]!)[0]!);
  for (let s = 0; s < 4; s++) g.apply(s, { type: "take", card: first[s]! });
  g.apply(3, { type: "clue", leader: 0 });
  const clue = g.events.find((e) => e.type === "clue");
  if (clue?.type !== "clue") throw new Error("no clue");
  return clue.winner;
}

describe("Was Sticht?: trumps (§4.3 vectors W1-W5, answered by the clue of the shipped file)", () => {
  it("red and 5: super-trump, the first number trump, the colour trumps, the led colour", () => {
    expect(clueWinner(["blue9", "green5", "red5", "yellow5"], "red", 5)).toBe(2);
    expect(clueWinner(["blue9", "green5", "yellow5", "red9"], "red", 5)).toBe(1);
    expect(clueWinner(["blue9", "red1", "blue2", "yellow8"], "red", 5)).toBe(1);
    expect(clueWinner(["blue3", "blue9", "green9", "yellow9"], "red", 5)).toBe(1);
    expect(clueWinner(["red3", "red8", "green5", "blue9"], "red", 5)).toBe(2);
  });
  it("no trump colour and 7: the first 7 wins; neither: the led colour", () => {
    expect(clueWinner(["blue2", "green7", "yellow7", "red9"], null, 7)).toBe(1);
    expect(clueWinner(["blue2", "green7", "yellow7", "blue8"], null, null)).toBe(3);
  });
});

// ── a reference reading of §7, §5 and §6 over a game's events ──

interface RoundFacts {
  dealer: Seat;
  tricks: number[];
  wonColours: Set<string>[];
  lastWinner: Seat;
  picks: Map<Seat, string>;
  done: Set<Seat>;
  copied: boolean;
}

function holds(task: string, f: RoundFacts, q: Seat): boolean {
  const t = f.tricks[q]!;
  const others = f.tricks.filter((_, s) => s !== q);
  switch (task) {
    case "none":
      return t === 0;
    case "exactly1":
    case "exactly2":
    case "exactly3":
    case "exactly4":
      return t === Number(task.slice(-1));
    case "lastTrick":
      return f.lastWinner === q;
    case "mostTricks":
      return others.every((o) => t > o);
    case "fewestTricks":
      return others.every((o) => t < o);
    default: {
      const colour = task.slice(2).toLowerCase();
      return t >= 1 && !f.wonColours[q]!.has(colour);
    }
  }
}

/** Each round's facts from the referee's events (the cards' colours by name). */
function rounds(g: Game): RoundFacts[] {
  const out: RoundFacts[] = [];
  let f: RoundFacts | null = null;
  const players = g.state().hands.length;
  for (const e of g.events as GameEvent[]) {
    if (e.type === "roundStart") {
      f = { dealer: e.dealer, tricks: new Array(players).fill(0), wonColours: Array.from({ length: players }, () => new Set()), lastWinner: -1, picks: new Map(), done: new Set(), copied: false };
      out.push(f);
    } else if (f && e.type === "trick" && e.winner !== null) {
      const w = e.winner;
      f.tricks[w]!++;
      f.lastWinner = w;
      for (const p of e.plays) f.wonColours[w]!.add(g.cardName(p.card).replace(/\d+$/, ""));
    } else if (f && e.type === "taskPick") f.picks.set(e.seat, e.name);
    else if (f && e.type === "taskDone") f.done.add(e.seat);
    else if (f && e.type === "taskCopy") f.copied = true;
  }
  return out;
}

describe("Was Sticht?: tasks, the dealer's copy and the end (random games against §5-§7)", () => {
  it("every picked task completes exactly when §7 says; the dealer copies exactly when §5.2 says; strict ties fail", () => {
    const seen = new Map<string, { held: number; failed: number }>();
    let ties = 0;
    let copies = 0;
    for (const players of [3, 4]) {
      for (let seed = 1; seed <= 12; seed++) {
        const g = playRandom(Game.create(IR, { players, seed }), new Rng(seed * 7));
        for (const f of rounds(g)) {
          for (const [seat, task] of f.picks) {
            const h = holds(task, f, seat);
            expect(f.done.has(seat), `round with dealer ${f.dealer}: seat ${seat}'s '${task}' (tricks ${f.tricks.join(",")})`).toBe(h);
            const c = seen.get(task) ?? { held: 0, failed: 0 };
            if (h) c.held++;
            else c.failed++;
            seen.set(task, c);
            const max = Math.max(...f.tricks);
            const min = Math.min(...f.tricks);
            if ((task === "mostTricks" && f.tricks[seat] === max && f.tricks.filter((t) => t === max).length > 1) || (task === "fewestTricks" && f.tricks[seat] === min && f.tricks.filter((t) => t === min).length > 1)) {
              ties++;
              expect(h).toBe(false);
            }
          }
          const mayCopy = [...f.picks].some(([seat, task]) => seat !== f.dealer && !holds(task, f, seat) && holds(task, f, f.dealer));
          expect(f.copied, `dealer ${f.dealer}'s copy`).toBe(mayCopy);
          if (f.copied) copies++;
          expect(f.picks.has(f.dealer), "the dealer picks no task").toBe(false);
        }
      }
    }
    // Every task was both met and missed somewhere, ties for most/fewest occurred, and the dealer copied.
    expect([...seen.keys()].sort()).toEqual(["exactly1", "exactly2", "exactly3", "exactly4", "fewestTricks", "lastTrick", "mostTricks", "noBlue", "noGreen", "noRed", "noYellow", "none"].sort());
    for (const [task, c] of seen) expect(c.failed > 0 && (c.held > 0 || task === "exactly4"), `${task}: ${JSON.stringify(c)}`).toBe(true);
    expect(ties).toBeGreaterThan(0);
    expect(copies).toBeGreaterThan(0);
  });

  it("the draft: dealer first then clockwise, five chips each (four in the short game), two of each task", () => {
    for (const [ir, each] of [[IR, 5], [SHORT, 4]] as const) {
      const g = playRandom(Game.create(ir, { players: 4, seed: 3, firstDealer: 2 }), new Rng(5));
      const drafts = g.events.filter((e) => e.type === "taskDraft");
      expect(drafts.length).toBe(4 * each);
      expect(drafts.map((e) => e.seat).slice(0, 5)).toEqual([2, 3, 0, 1, 2]);
      const names = drafts.map((e) => e.name);
      for (const n of new Set(names)) expect(names.filter((x) => x === n).length).toBeLessThanOrEqual(2);
    }
  });

  it("the game ends after the first round in which a seat completed its last chip; ties by the sum of values", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = playRandom(Game.create(IR, { players: 4, seed }), new Rng(seed));
      const r = g.result()!;
      const done = new Array(4).fill(0);
      let endedAt = -1;
      let round = 0;
      for (const e of g.events) {
        if (e.type === "taskDone" || e.type === "taskCopy") done[e.seat]++;
        if (e.type === "roundEnd") {
          round++;
          if (done.some((d) => d === 5) && endedAt < 0) endedAt = round;
        }
      }
      expect(g.round).toBe(endedAt);
      const out = g.observe(0).tasks!;
      const gone = [0, 1, 2, 3].filter((s) => out.rows[s]!.length === 0);
      const best = Math.max(...gone.map((s) => out.value[s]!));
      expect([...r.winners].sort()).toEqual(gone.filter((s) => out.value[s] === best));
    }
  });
});

describe("Was Sticht?: hidden information", () => {
  it("a pick is seen by no other seat until every seat has picked; the trumps by none but the dealer before the reveal", () => {
    const g = Game.create(IR, { players: 4, seed: 11 });
    const rng = new Rng(2);
    let checked = 0;
    while (!g.isOver && g.round === 1) {
      const seat = g.toAct()[0]!;
      const legal = g.legalActions(seat);
      if (legal[0]?.type === "pickTask") {
        const before = g.observe((seat + 1) % 4);
        g.apply(seat, rng.pick(legal));
        const after = g.observe((seat + 1) % 4);
        if (g.legalActions(g.toAct()[0]!)[0]?.type === "pickTask") {
          expect(after.tasks!.picked[seat]).toBeNull();
          expect(after.events.length).toBe(before.events.length);
          expect(g.observe(seat).tasks!.picked[seat]).not.toBeNull();
          checked++;
        }
        continue;
      }
      if (legal[0]?.type === "take") {
        const dealer = g.state().dealer;
        for (let s = 0; s < 4; s++) if (s !== dealer) expect(g.observe(s).secrets).toEqual({ trumpColour: null, trumpNumber: null });
      }
      g.apply(seat, rng.pick(legal));
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("sampled worlds keep the public rows and picks and agree with every clue", () => {
    const g = Game.create(IR, { players: 3, seed: 5 });
    const rng = new Rng(3);
    let samples = 0;
    for (let step = 0; !g.isOver && step < 260; step++) {
      const seat = g.toAct()[0]!;
      // From the first round's chip draft on (a world of round 1 replays the draft from the round's start).
      if (step % 7 === 0) {
        const w = g.sampleHidden(seat, new Rng(step));
        expect(w.observe(seat).tasks!.rows).toEqual(g.observe(seat).tasks!.rows);
        const clues = (x: Game) => x.observe(seat).events.filter((e) => e.type === "clue").map((e) => (e.type === "clue" ? e.winner : -1));
        expect(clues(w)).toEqual(clues(g));
        samples++;
      }
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    expect(samples).toBeGreaterThan(30);
  });
});

describe("Was Sticht?: following (§4.2, vector W5, A6) on the shipped file", () => {
  /** Round 1 with trumps red and 5, the dealer seat 3, and these hands (each seat takes its own card of every column). */
  function dealt(hands: readonly (readonly string[])[]): Game {
    const probe = Game.create(IR, { players: 4, seed: 1, firstDealer: 3 });
    const h = hands.map((cards) => ids(probe, cards));
    const layout = Array.from({ length: 9 }, (_, c) => h.map((cards) => cards[c]!)).flat();
    const g = Game.create(IR, { players: 4, seed: 1, firstDealer: 3, deals: [{ hands: [[], [], [], []], layout, secrets: [[COLOURS.indexOf("red")], [5]] }] });
    let column = 0;
    let taken = 0;
    while (g.state().phase !== "tricks") {
      const seat = g.toAct()[0]!;
      const legal = g.legalActions(seat);
      if (legal[0]?.type === "take") {
        g.apply(seat, { type: "take", card: h[seat]![column]! });
        if (++taken % 4 === 0) column++;
      } else if (legal[0]?.type === "clue") g.apply(seat, { type: "clue", leader: 0 });
      else g.apply(seat, legal[0]!);
    }
    return g;
  }
  const names = (g: Game, seat: Seat) => g.legalActions(seat).map((a) => (a.type === "play" ? g.cardName(a.card) : "?")).sort();

  it("a trump lead is followed by any trump (a 5 of another colour included); a plain lead by plain cards of its colour, never by a 5 of that colour", () => {
    const g = dealt([
      ["red3", "red1", "red2", "red4", "blue8", "green6", "green7", "green8", "yellow7"],
      ["red8", "red5", "red6", "red7", "red9", "blue5", "yellow5", "yellow8", "yellow9"],
      ["green5", "blue4", "blue6", "blue7", "green3", "green4", "yellow3", "yellow4", "yellow6"],
      ["blue9", "blue1", "blue2", "blue3", "green9", "green1", "green2", "yellow1", "yellow2"],
    ]);
    expect(g.toAct()).toEqual([0]);
    const play = (seat: Seat, card: string) => g.apply(seat, { type: "play", card: g.parseCard(card)!, target: g.openTricks().length === 0 ? "new" : g.openTricks()[0]!.id });
    // W5: red3 (trump) led; seat 1 must play a trump: its reds and its 5s, not its plain yellows.
    play(0, "red3");
    expect(names(g, 1)).toEqual(["blue5", "red5", "red6", "red7", "red8", "red9", "yellow5"]);
    play(1, "red8");
    // Seat 2's only trump is green5 (a number trump): it must play it.
    expect(names(g, 2)).toEqual(["green5"]);
    play(2, "green5");
    // Seat 3 holds no trump: any card.
    expect(names(g, 3)).toHaveLength(9);
    play(3, "blue9");
    const trick = g.events.findLast((e) => e.type === "trick");
    expect(trick?.type === "trick" && trick.winner).toBe(2);
    // Seat 2 leads blue4 (plain blue): seat 3 must follow with its plain blues; seat 0 with blue8; seat 1
    // holds blue5, a number trump that no longer counts as blue, and no plain blue: any card.
    play(2, "blue4");
    expect(names(g, 3)).toEqual(["blue1", "blue2", "blue3"]);
    play(3, "blue1");
    expect(names(g, 0)).toEqual(["blue8"]);
    play(0, "blue8");
    expect(names(g, 1)).toEqual(["blue5", "red5", "red6", "red7", "red9", "yellow5", "yellow8", "yellow9"]);
  });
});

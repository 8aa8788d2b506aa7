// Table memory: `playedBy`, the seat that played a card into one of the round's completed tricks (-1
// for a card not played yet), read in scoring (over `won`), in a trick value (`playedBy of cards`) and
// in the play rules (over `playedCards`). Small fixture rulesets that are no classic; every expected
// value is worked out from the trick events, not from the engine's own slices.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { playFast, playGeneral } from "../support/differential.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { analyzeRuleset, BUILTIN_DOCS, completeAt, wordDocs } from "../../src/index.js";

const HEAD = `game "Stolen coins (fixture)"
players 3..4
suits fan coin koi
deck fan coin koi 1..8
`;

/** A coin another seat played into a trick the seat won is worth 2; a card the seat played into its own won trick costs 1. */
const STOLEN = `${HEAD}tricks {
  trump: suit = coin
  winner: highest rank where trump, then highest rank where suit = lead
}
score: 2 * count(won where suit = coin and playedBy != seat) - count(won where playedBy = seat)
`;

/** A held trick is worth the cards seat 0 played into it, and 10 more when seat 0 led it. */
const LEDGER = `${HEAD}tricks {
  follow: suit = lead or count(hand where suit = lead) = 0
}
trick value: sum(for s in playedBy of cards: if s = 0 then 1 else 0) + (if (playedBy of cards)[1] = 0 then 10 else 0)
score: trickPoints
`;

/** Coins may be led only by a seat whose left neighbour has played a coin this round (or that holds nothing else). */
const ECHO = `${HEAD}tricks {
  open: suit != coin or count(playedCards where suit = coin and playedBy = seat of left) > 0 or count(hand where suit != coin) = 0
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: tricks
`;

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

interface Play {
  readonly seat: number;
  readonly card: number;
}

/** This round's completed tricks, from the events: their plays in order and who won each. */
function tricksThisRound(g: Game): { plays: readonly Play[]; winner: number }[] {
  const ev = g.events;
  let from = 0;
  ev.forEach((e, i) => {
    if (e.type === "roundStart") from = i;
  });
  return ev.slice(from).flatMap((e) => (e.type === "trick" && e.winner !== null ? [{ plays: e.plays, winner: e.winner }] : []));
}

/** Plays a game at random, calling `each` before every action. */
function playOut(ir: RulesetIR, players: number, seed: number, each: (g: Game) => void): Game {
  const g = Game.create(ir, { players, seed });
  const rng = new Rng(seed);
  while (!g.isOver) {
    each(g);
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  return g;
}

describe("playedBy: who played a card into a completed trick", () => {
  it("checks clean in scoring, a trick value and the play rules, and is refused where no card is in question", () => {
    for (const text of [STOLEN, LEDGER, ECHO]) expect(where(compileIn(text))).toEqual([]);
    const d = compileIn(`${HEAD}score: playedBy\n`).diagnostics;
    expect(d.map((x) => `${x.code}@${x.line}:${x.col}`)).toEqual(["SW3002@5:8"]);
    expect(d[0]!.message).toMatch(/no card is in question in the score/);
    // Its `of` form is a number per card, or a list of numbers over cards.
    expect(where(compileIn(`${HEAD}score: playedBy of won\n`))).toEqual(["SW3001@5:8"]);
  });

  it("hover explains it, and completion offers it inside an expression", () => {
    expect(wordDocs("playedBy")).toEqual([`**playedBy** (built-in): ${BUILTIN_DOCS["playedBy"]}`]);
    expect(BUILTIN_DOCS["playedBy"]).toMatch(/seat that played the card in question/);
    const text = `${STOLEN}let probe = count(won where `;
    const cs = completeAt(text, text.length, { file: "game.stich", analysis: analyzeRuleset(text, "game.stich", () => undefined), files: [] });
    expect(cs.map((c) => c.label)).toContain("playedBy");
  });

  it("scores the coins stolen from other seats and the cards a seat played into its own tricks", () => {
    const ir = irOf(STOLEN);
    let stolen = 0;
    let own = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const players = 3 + (seed % 2);
      playOut(ir, players, seed, (g) => {
        const want = new Array<number>(players).fill(0);
        for (const t of tricksThisRound(g)) {
          for (const p of t.plays) {
            const coin = g.cards[p.card]!.name.startsWith("coin");
            if (p.seat === t.winner) {
              want[t.winner]! -= 1;
              own++;
            } else if (coin) {
              want[t.winner]! += 2;
              stolen++;
            }
          }
        }
        expect(g.scoresNow()).toEqual(want);
      });
    }
    expect(stolen).toBeGreaterThan(50);
    expect(own).toBeGreaterThan(50);
  });

  it("reads a held trick's players in play order (`playedBy of cards`)", () => {
    const ir = irOf(LEDGER);
    let led = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const players = 3 + (seed % 2);
      playOut(ir, players, seed, (g) => {
        const want = new Array<number>(players).fill(0);
        for (const t of tricksThisRound(g)) {
          want[t.winner]! += t.plays.filter((p) => p.seat === 0).length;
          if (t.plays[0]!.seat === 0) {
            want[t.winner]! += 10;
            led++;
          }
        }
        expect(g.scoresNow()).toEqual(want);
      });
    }
    expect(led).toBeGreaterThan(20);
  });

  it("refuses a coin lead until the left neighbour has played a coin, unless the leader holds only coins", () => {
    const ir = irOf(ECHO);
    let refused = 0;
    let allowed = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const players = 3 + (seed % 2);
      playOut(ir, players, seed, (g) => {
        const seat = g.toAct()[0]!;
        const st = g.state();
        if (st.openTricks.length !== 0) return;
        const coin = (c: number) => g.cards[c]!.name.startsWith("coin");
        const left = (seat + 1) % players;
        const echoed = tricksThisRound(g).some((t) => t.plays.some((p) => p.seat === left && coin(p.card)));
        const hand = st.hands[seat]!;
        const legal = g.legalActions(seat);
        for (const c of hand.filter(coin)) {
          const ok = legal.some((a) => a.type === "play" && a.card === c);
          expect(ok).toBe(echoed || hand.every(coin));
          if (ok && echoed) allowed++;
          if (!ok) refused++;
        }
      });
    }
    expect(refused).toBeGreaterThan(20);
    expect(allowed).toBeGreaterThan(20);
  });

  it("keeps who played each card on the fast cycle loop as on the general path, and nothing where no rule reads it", () => {
    const seatsLine = (digests: readonly string[]) => digests.map((d) => d.split("\n").find((l) => l.startsWith("playedSeats="))!);
    const ir = irOf(STOLEN);
    expect(Game.fastPaths(ir).cycles).toBe(true);
    const before = cycleLoopRuns.count;
    const general = seatsLine(playGeneral(ir, 4, 11).digests);
    const fast = seatsLine(playFast(ir, 4, 11).digests);
    expect(cycleLoopRuns.count).toBeGreaterThan(before);
    expect(fast).toEqual(general);
    expect(general.filter((l) => l !== "playedSeats=[]").length).toBeGreaterThan(5);
    const plain = irOf(`${HEAD}score: tricks\n`);
    expect(new Set(seatsLine(playGeneral(plain, 3, 5).digests))).toEqual(new Set(["playedSeats=[]"]));
  });

  it("the fuzzer's seed for it compiles clean, and plays", () => {
    const seed = shippedCorpus()["fuzz-seeds/played-by.stich"]!;
    expect(where(compileIn(seed))).toEqual([]);
    const g = playOut(irOf(seed), 4, 3, () => {});
    expect(g.result()!.winners.length).toBeGreaterThan(0);
  });
});

engineProperties("stolen coins (playedBy in the score)", irOf(STOLEN));
engineProperties("a ledger of seat 0's cards (playedBy of a held trick's cards)", irOf(LEDGER));
engineProperties("coins led after the left neighbour's (playedBy in open)", irOf(ECHO));

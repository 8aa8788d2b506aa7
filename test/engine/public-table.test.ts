// Public table state in the play rules: `playedCards` (the cards of the round's completed tricks) and
// other seats' public values (tricks, totals, public piles, open calls, the dealer, the partner) in
// `open` / `follow`; what is hidden (another seat's hand, an owner pile, a secret call, a let over
// them) refused with SW3013 saying why. Small fixture rulesets that are no classic.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "../lang/helpers.js";
import { engineProperties } from "../support/invariants.js";
import { shippedCorpus } from "../fuzz/corpus.js";
import { playFast, playGeneral } from "../support/differential.js";
import { cycleLoopRuns } from "../../src/engine/fast/random-cycles.js";

const HEAD = `game "Locked coins (fixture)"
players 3..4
suits fan coin koi
deck fan coin koi 1..8
`;

/** Coins may not be led until a coin has fallen in an earlier trick, unless the leader holds only coins. */
const LOCKED = `${HEAD}tricks {
  open: suit != coin or count(playedCards where suit = coin) > 0 or count(hand where suit != coin) = 0
  follow: suit = lead or count(hand where suit = lead) = 0
  trump: suit = coin
  winner: highest rank where trump, then highest rank where suit = lead
}
score: tricks
`;

/** The leader may lead high (rank 5 and up) only while its left neighbour has fewer tricks than the seat across the table's path `left of left`. */
const SHY = `${HEAD}pile shown: public
rounds 2
before tricks {
  each player chooses 1 card from hand into shown
  each player calls goal from 0..3, skip
}
tricks {
  open: rank < 5 or count(hand where rank < 5) = 0 or tricks of left < tricks of left of left or count(shown of right) > 1 or goal of dealer = skip or seat = seat of dealer
  follow: suit = lead or count(hand where suit = lead) = 0
}
score: if goal = tricks then 5 else tricks + total of left - total of left
`;

/** The cards of this round's completed tricks, read from the events (the referee's view does not list them). */
function playedThisRound(g: Game): number[] {
  const ev = g.events;
  let from = 0;
  ev.forEach((e, i) => {
    if (e.type === "roundStart") from = i;
  });
  return ev.slice(from).flatMap((e) => (e.type === "trick" && e.winner !== null ? e.plays.map((p) => p.card) : []));
}

function irOf(text: string): RulesetIR {
  const r = compileIn(text);
  if (!r.ir) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.col} ${d.code} ${d.message}`).join("\n"));
  return r.ir;
}

describe("public table state in play rules", () => {
  it("accepts the cards played, other seats' tricks, totals, public piles and open calls in open and follow", () => {
    expect(where(compileIn(LOCKED))).toEqual([]);
    expect(where(compileIn(SHY))).toEqual([]);
  });

  it("the fuzzer's seed for it compiles clean, and plays", () => {
    const seed = shippedCorpus()["fuzz-seeds/public-table.stich"]!;
    expect(where(compileIn(seed))).toEqual([]);
    const g = Game.create(irOf(seed), { players: 4, seed: 3 });
    const rng = new Rng(3);
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    expect(g.result()!.winners.length).toBeGreaterThan(0);
  });

  it("refuses what is hidden, saying why", () => {
    const msg = (text: string): string[] => compileIn(HEAD + text).diagnostics.map((d) => `${d.code} ${d.message}`);
    const at = (text: string): string[] => where(compileIn(HEAD + text));
    expect(msg("tricks {\n  open: count(hand of left) > 0\n}\nscore: tricks\n")[0]).toMatch(/^SW3013 'hand of left' reads another seat's hand \(only that seat sees it\), which the 'open' slot cannot use: a seat's plays may depend only on what it sees/);
    expect(msg("pile kept: owner\ntricks {\n  follow: count(kept of right) = 0\n}\nscore: tricks\n")[0]).toMatch(/another seat's pile 'kept' \(declared 'owner'/);
    expect(msg("before tricks {\n  each player secretly calls bet from 0..2\n}\ntricks {\n  open: bet of left = 0\n}\nscore: bet\n")[0]).toMatch(/another seat's call 'bet' \(made secretly/);
    // Through a let: hidden at the other seat, or peeking from the seat itself.
    expect(msg("let mine = count(hand)\ntricks {\n  open: mine of left > 1\n}\nscore: mine\n")[0]).toMatch(/another seat's let 'mine' \(it reads 'hand'/);
    expect(at("let spy = count(hand of left)\ntricks {\n  follow: spy > 2\n}\nscore: spy\n")).toEqual(["SW3013@7:11"]);
    // The `won` pile is its owner's unless declared public; then it may be read.
    expect(at("tricks {\n  open: count(won of left) = 0\n}\nscore: tricks\n")).toEqual(["SW3013@6:15"]);
    expect(at("pile won: public\ntricks {\n  open: count(won of left) = 0 or count(hand) < 3\n}\nscore: tricks\n")).toEqual([]);
    // The trick's judges read no other seat, even a public value.
    expect(msg("tricks {\n  trump: tricks of left > 0\n}\nscore: tricks\n")[0]).toMatch(/^SW3013 'tricks of left' reads another seat's values, which the 'trump' slot cannot use: it judges for every seat at once/);
    expect(at("let l = tricks of left\ntricks {\n  trump: l > 0\n}\nscore: tricks\n")).toEqual(["SW3013@7:10"]);
  });

  it("refuses a coin lead until a coin has fallen, unless the leader holds only coins", () => {
    const ir = irOf(LOCKED);
    let refused = 0;
    let opened = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const g = Game.create(ir, { players: 3 + (seed % 2), seed });
      const rng = new Rng(seed);
      while (!g.isOver) {
        const seat = g.toAct()[0]!;
        const st = g.state();
        const hand = st.hands[seat]!;
        const legal = g.legalActions(seat);
        const leading = st.openTricks.length === 0;
        if (leading) {
          const coin = (c: number) => g.cards[c]!.name.startsWith("coin");
          const fallen = playedThisRound(g).some(coin);
          const onlyCoins = hand.every(coin);
          for (const c of hand.filter(coin)) {
            const ok = legal.some((a) => a.type === "play" && a.card === c);
            expect(ok).toBe(fallen || onlyCoins);
            if (!ok) {
              refused++;
              expect(g.whyIllegal(seat, { type: "play", card: c, target: "new" })).toMatch(/open/);
            } else if (fallen) opened++;
          }
        }
        g.apply(seat, rng.pick(legal));
      }
    }
    expect(refused).toBeGreaterThan(20);
    expect(opened).toBeGreaterThan(20);
  });

  it("reads the cards of the completed tricks in order of play, and only those", () => {
    // A score that writes the played cards' ranks as digits: equal to the events' cards at every step.
    const ir = irOf(`${HEAD}tricks {\n  follow: suit = lead or count(hand where suit = lead) = 0\n}\nscore: sum(for c in playedCards: rank of c) * 100 + count(playedCards)\n`);
    const g = Game.create(ir, { players: 3, seed: 7 });
    const rng = new Rng(7);
    let grew = 0;
    while (!g.isOver) {
      const cards = playedThisRound(g);
      const want = cards.reduce((a, c) => a + g.cards[c]!.rank, 0) * 100 + cards.length;
      expect(g.scoresNow()).toEqual([want, want, want]);
      if (cards.length > 0 && cards.length % 3 === 0) grew++;
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    expect(grew).toBeGreaterThan(6);
  });
});

describe("the public table as a mechanic (tricks/played-cards.ts)", () => {
  /** The `playedCards` line of the state digest after every cycle. */
  const playedLines = (digests: readonly string[]) => digests.map((d) => d.split("\n").find((l) => l.startsWith("playedCards="))!);

  it("keeps the played cards where a rule reads them, on the fast cycle loop as on the general path", () => {
    // A score reading them: no follow or open rule, so the single-trick cycle loop may run.
    const ir = irOf(`${HEAD}tricks {\n  trump: suit = coin\n  winner: highest rank where trump, then highest rank where suit = lead\n}\nscore: count(playedCards where suit = coin) - tricks\n`);
    expect(Game.fastPaths(ir).cycles).toBe(true);
    const before = cycleLoopRuns.count;
    const general = playedLines(playGeneral(ir, 4, 11).digests);
    const fast = playedLines(playFast(ir, 4, 11).digests);
    expect(cycleLoopRuns.count).toBeGreaterThan(before);
    expect(fast).toEqual(general);
    expect(general.filter((l) => l !== "playedCards=[]").length).toBeGreaterThan(5);
  });

  it("keeps nothing for a ruleset whose rules never read them (nor does a cloned world copy any)", () => {
    const ir = irOf(`${HEAD}tricks {\n  follow: suit = lead or count(hand where suit = lead) = 0\n}\nscore: tricks\n`);
    for (const run of [playGeneral(ir, 3, 5), playFast(ir, 3, 5)]) {
      expect(run.digests.length).toBeGreaterThan(5);
      expect(new Set(playedLines(run.digests))).toEqual(new Set(["playedCards=[]"]));
    }
  });
});

engineProperties("a suit locked until played (playedCards in open)", irOf(LOCKED));
engineProperties("other seats' public values in open", irOf(SHY));

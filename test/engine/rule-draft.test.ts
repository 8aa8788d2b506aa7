// Rule cards and their per-round draft: a rule deck shuffled once per game; each chooser is offered
// the next cards and keeps some in secret; the kept ones (and any added from the deck) are revealed
// together, in ascending number and without their authors, and are in force for that round only
// (`active(N)`, `activeRules`). The offers and who kept which stay hidden; sampled worlds agree with
// what a seat saw.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getBot } from "../../src/bots/registry.js";
import { Game } from "../../src/engine/game.js";
import { RuleError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import type { Action, Observation } from "../../src/engine/types.js";
import type { Expr, RuleDraftIR, RulesetIR } from "../../src/ir/types.js";
import { playGame } from "../../src/sim/play.js";
import { stringifyLog, writeLog } from "../../src/sim/log.js";
import { readLog } from "../../src/sim/log-read.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { buildReplayReport } from "../../src/sim/replay-report.js";
import { renderReplayReport } from "../../src/sim/replay-report-text.js";
import { assertMatchesSchema } from "../support/schemas.js";
import { bin, bool, call, num, ref, ruleset, where } from "../support/ir-build.js";
import { engineProperties, expectResultAddsUp } from "../support/invariants.js";

const iff = (c: Expr, t: Expr, e: Expr): Expr => ({ k: "if", c, t, e });
const active = (n: number): Expr => call("active", num(n));

/** Offered 2, keep 1; with 5 players the dealer's left sits out; with 3 players 1 card is added. */
const DRAFT: RuleDraftIR = {
  offer: num(2),
  keep: num(1),
  skipLeftOfDealer: bin("=", ref("players"), num(5)),
  extra: iff(bin("=", ref("players"), num(3)), num(1), num(0)),
};

/** Must-follow trick play where rule card 7 makes the 8s trumps and rule card 3 is worth a point a trick more. */
function drafted(draft: RuleDraftIR | null = DRAFT, ids = 16, always: number[] = []): RulesetIR {
  const hasLead = call("count", where(ref("hand"), bin("=", ref("suit"), ref("lead"))));
  return ruleset({
    name: "Rule draft (fixture)",
    players: { min: 3, max: 5 },
    rounds: num(2),
    suits: ["red", "blue", "green", "gold"],
    decks: [3, 4, 5].map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 1, to: 8 } })),
    deal: { each: num(5), leftover: "hidden" },
    piles: [],
    firstDealer: { kind: "seat", seat: 0 },
    nextDealer: { kind: "clockwise" },
    tricks: {
      nextLead: { kind: "winner" },
      open: bool(true),
      follow: bin("or", bin("=", ref("suit"), ref("lead")), bin("=", hasLead, num(0))),
      trump: bin("and", active(7), bin("=", ref("rank"), num(8))),
      winner: [
        { keys: [{ dir: "highest", key: ref("rank") }], where: ref("trump") },
        { keys: [{ dir: "highest", key: ref("rank") }], where: bin("=", ref("suit"), ref("lead")) },
      ],
    },
    score: bin("*", ref("tricks"), iff(active(3), num(2), num(1))),
    ruleCards: { ids: Array.from({ length: ids }, (_, i) => i + 1), always, draft },
  });
}

/** Every chooser keeps the lowest card it was offered. */
function keepLowest(g: Game): number[] {
  const kept: number[] = [];
  for (const s of g.toAct()) {
    const offer = offerOf(g.observe(s), s);
    kept.push(offer[0]!);
    g.apply(s, { type: "keep", rules: [offer[0]!] });
  }
  return kept;
}

function offerOf(obs: Observation, seat: number): number[] {
  const e = obs.events.find((x) => x.type === "ruleOffer" && x.seat === seat);
  return e?.type === "ruleOffer" ? [...e.rules!] : [];
}

describe("rule cards drafted per round", () => {
  it("offers each chooser the next cards of the rule deck, in seat order from the dealer's left", () => {
    const deck = [5, 9, 1, 12, 3, 7, 2, 8, 4, 6, 10, 11, 13, 14, 15, 16];
    const g = Game.create(drafted(), { players: 4, seed: 1, ruleDeck: deck });
    expect(g.toAct()).toEqual([0, 1, 2, 3]);
    // Dealer 0: seat 1 draws first.
    expect(offerOf(g.observe(1), 1)).toEqual([5, 9]);
    expect(offerOf(g.observe(2), 2)).toEqual([1, 12]);
    expect(offerOf(g.observe(3), 3)).toEqual([3, 7]);
    expect(offerOf(g.observe(0), 0)).toEqual([2, 8]);
    expect(g.observe(0).activeRules).toEqual([]);
    const kept = keepLowest(g);
    expect(kept.sort((a, b) => a - b)).toEqual([1, 2, 3, 5]);
    expect(g.observe(2).activeRules).toEqual([1, 2, 3, 5]);
    expect(g.state().phase).toBe("tricks");
    const reveal = g.events.find((e) => e.type === "ruleReveal");
    expect(reveal).toEqual({ type: "ruleReveal", rules: [1, 2, 3, 5], active: [1, 2, 3, 5] });
  });

  it("draws fresh cards in the next round (the others left the game), and the kept cards are in force for their round only", () => {
    const deck = [5, 9, 1, 12, 3, 7, 2, 8, 4, 6, 10, 11, 13, 14, 15, 16];
    const g = Game.create(drafted(), { players: 4, seed: 1, ruleDeck: deck });
    keepLowest(g);
    const rng = new Rng(4);
    while (g.observe(0).round === 1) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    // Round 2, dealer 1: seat 2 draws first, from what round 1 left.
    expect(g.observe(0).activeRules).toEqual([]);
    expect(offerOf(g.observe(2), 2)).toEqual([4, 6]);
    expect(offerOf(g.observe(1), 1)).toEqual([15, 16]);
    for (const s of g.toAct()) g.apply(s, { type: "keep", rules: [offerOf(g.observe(s), s)[1]!] });
    expect(g.observe(3).activeRules).toEqual([6, 11, 14, 16]);
  });

  it("with 5 players the dealer's left neighbour takes none; with 3 players one card is added from the deck", () => {
    const five = Game.create(drafted(), { players: 5, seed: 2 });
    expect(five.toAct()).toEqual([0, 2, 3, 4]);
    expect(five.legalActions(1)).toEqual([]);
    expect(five.observe(1).committed).toEqual([false, true, false, false, false]);
    keepLowest(five);
    expect(five.observe(1).activeRules).toHaveLength(4);

    const three = Game.create(drafted(), { players: 3, seed: 2, ruleDeck: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] });
    keepLowest(three);
    // Seats 1, 2, 0 kept 1, 3, 5; the next card (7) is added.
    expect(three.observe(0).activeRules).toEqual([1, 3, 5, 7]);
  });

  it("refuses a given rule deck holding a card off the deck, an always-active card, or a card twice", () => {
    const create = (ruleDeck: number[], always: number[] = []) => () => Game.create(drafted(DRAFT, 16, always), { players: 4, seed: 1, ruleDeck });
    expect(create([1, 2, 17])).toThrow("holds 17, which is no rule card of the deck");
    expect(create([1, 2, 0])).toThrow("holds 0, which is no rule card of the deck");
    expect(create([1, 2, 2.5])).toThrow("holds 2.5, which is no rule card of the deck");
    expect(create([1, 2, 3], [3])).toThrow("holds 3, which is no rule card of the deck");
    expect(create([4, 1, 2, 4])).toThrow("holds rule card 4 twice");
    expect(create([4, 1, 2, 3, 6, 7, 8, 9, 10, 11], [5])).not.toThrow();
  });

  it("keeps the kept cards out of force until the reveal: the added count cannot see them", () => {
    // extra = the number of cards in force: 1 (the `always` card) when worked out before the reveal.
    const g = Game.create(drafted({ ...DRAFT, extra: call("count", ref("activeRules")) }, 16, [16]), { players: 4, seed: 6 });
    keepLowest(g);
    expect(g.observe(0).activeRules).toHaveLength(4 + 1 + 1);
  });

  it("makes `active(N)` read the round's cards: rule card 7 makes the 8s trumps, rule card 3 doubles the score", () => {
    const g = Game.create(drafted(null, 16, [3, 7]), { players: 4, seed: 5 });
    expect(g.observe(0).activeRules).toEqual([3, 7]);
    const rng = new Rng(5);
    while (!g.isOver) {
      const s = g.toAct()[0]!;
      g.apply(s, rng.pick(g.legalActions(s)));
    }
    // Every trick counts twice.
    const scores = g.result()!.roundScores;
    for (const row of scores) expect(row.reduce((a, b) => a + b, 0)).toBe(10);
    // An 8 wins every trick it is in.
    for (const e of g.events) {
      if (e.type !== "trick" || e.winner === null) continue;
      const eights = e.plays.filter((p) => g.cards[p.card]!.rank === 8);
      if (eights.length > 0) expect(eights.map((p) => p.seat)).toContain(e.winner);
    }
  });

  it("reads `active(N)` live in trick rules: the 8s are trumps only in the round rule card 7 is kept", () => {
    // Round 1 (dealer 0): seat 1 is offered 7 and 9 and keeps 7; round 2 draws from 10 on: nobody gets 7.
    const deck = [7, 9, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 8];
    const outcomes = { round1: [] as boolean[], round2: [] as boolean[] };
    for (let seed = 1; seed <= 10; seed++) {
      const g = Game.create(drafted(), { players: 4, seed, ruleDeck: deck });
      const rng = new Rng(seed);
      while (!g.isOver) {
        if (g.toAct().length > 1) keepLowest(g);
        else {
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
      }
      let round = 0;
      for (const e of g.events) {
        if (e.type === "roundStart") round = e.round;
        if (e.type !== "trick" || e.winner === null) continue;
        // Tricks with exactly one 8, played off the lead suit: it wins exactly when it is a trump.
        const eights = e.plays.filter((p) => g.cards[p.card]!.rank === 8);
        const eight = eights[0];
        if (eights.length !== 1 || g.cards[eight!.card]!.suit === g.cards[e.plays[0]!.card]!.suit) continue;
        (round === 1 ? outcomes.round1 : outcomes.round2).push(eight!.seat === e.winner);
      }
    }
    expect(outcomes.round1.length).toBeGreaterThan(0);
    expect(outcomes.round2.length).toBeGreaterThan(0);
    expect(outcomes.round1.every((won) => won)).toBe(true);
    expect(outcomes.round2.some((won) => won)).toBe(false);
  });

  it("refuses a card not offered, the wrong number of cards, and any other decision, in plain words", () => {
    const g = Game.create(drafted(), { players: 4, seed: 1, ruleDeck: [5, 9, 1, 12, 3, 7, 2, 8, 4, 6, 10, 11, 13, 14, 15, 16] });
    expect(g.whyIllegal(1, { type: "keep", rules: [1] })).toBe("rule card 1 was not offered to this seat (offered: 5, 9)");
    expect(g.whyIllegal(1, { type: "keep", rules: [5, 9] })).toBe("keep exactly 1 of the rule cards offered (5, 9), not 2");
    expect(g.whyIllegal(1, { type: "play", card: 0, target: "new" })).toMatch(/must keep rule cards/);
    expect(g.legalActions(1)).toEqual([
      { type: "keep", rules: [5] },
      { type: "keep", rules: [9] },
    ]);
  });

  it("stops with a RuleError naming the draft and the seed when the rule deck runs out", () => {
    const ir = drafted(DRAFT, 10);
    const g = Game.create(ir, { players: 4, seed: 11 });
    const rng = new Rng(1);
    let error: unknown = null;
    try {
      while (!g.isOver) {
        const s = g.toAct()[0]!;
        g.apply(s, rng.pick(g.legalActions(s)));
      }
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).message).toMatch(/rule cards draft/);
    expect((error as RuleError).message).toMatch(/seed 11/);
    // 8 cards drawn in round 1; in round 2 seat 2 (the dealer's left) takes the last 2.
    expect((error as RuleError).message).toMatch(/the rule deck has 0 card\(s\) left, but seat 3 needs 2 in round 2/);
  });

  it("shuffles the rule deck from the seed, apart from the deal: the same seed deals the same cards with or without rule cards", () => {
    const a = Game.create(drafted(), { players: 4, seed: 21 });
    const b = Game.create(drafted(), { players: 4, seed: 21 });
    const c = Game.create(drafted(), { players: 4, seed: 22 });
    const offers = (g: Game) => [0, 1, 2, 3].map((s) => offerOf(g.observe(s), s));
    expect(offers(a)).toEqual(offers(b));
    expect(offers(a)).not.toEqual(offers(c));
    const plain = Game.create({ ...drafted(), ruleCards: undefined } as RulesetIR, { players: 4, seed: 21 });
    expect(a.state().hands).toEqual(plain.state().hands);
  });
});

describe("rule cards: what a seat sees", () => {
  it("shows a seat its own offer and keep only; the reveal names no seat", () => {
    const g = Game.create(drafted(), { players: 4, seed: 3 });
    keepLowest(g);
    for (let viewer = 0; viewer < 4; viewer++) {
      for (const e of g.observe(viewer).events) {
        if (e.type === "ruleOffer" || e.type === "ruleKeep") expect(e.rules === null).toBe(e.seat !== viewer);
        if (e.type === "ruleReveal") expect(Object.keys(e).sort()).toEqual(["active", "rules", "type"]);
      }
    }
  });

  // No leak: two games that differ only in which other seat was offered (and kept) which cards look
  // the same to a seat, before and after the reveal and to the end of the game. Fails if the offer or
  // keep events are shown unredacted, or the reveal lists the kept cards in seat order.
  it("a seat cannot tell which other seat kept which card, nor what they threw away (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 3, max: 5 }), fc.integer(), (seed, players, bot) => {
        const ids = Array.from({ length: 16 }, (_, i) => i + 1);
        const deck = new Rng(seed).shuffle(ids.slice());
        const choosers = players === 5 ? 4 : players;
        const offers = Array.from({ length: choosers }, (_, i) => deck.slice(i * 2, i * 2 + 2));
        // The viewer is the last chooser (seat 0, dealer 0); swap the first two choosers' offers.
        const swapped = [offers[1]!, offers[0]!, ...offers.slice(2)].flat().concat(deck.slice(choosers * 2));
        const games = [deck, swapped].map((d) => Game.create(drafted(), { players, seed, ruleDeck: d }));
        // Both games are played alike: every chooser keeps its lowest card, then the same random plays.
        const look = () => games.map((g) => JSON.stringify(g.observe(0)));
        const same = (): void => {
          const [x, y] = look();
          expect(x).toBe(y);
        };
        same();
        const rngs = games.map(() => new Rng(bot));
        games.forEach((g) => keepLowest(g));
        same();
        const seen = games[0]!.observe(0);
        while (!games[0]!.isOver) {
          games.forEach((g, i) => {
            if (g.toAct().length > 1) keepLowest(g);
            else {
              const s = g.toAct()[0]!;
              g.apply(s, rngs[i]!.pick(g.legalActions(s)) as Action);
            }
          });
          same();
        }
        // And the cards thrown away by the others are nowhere in what seat 0 sees.
        const thrown = offers.slice(0, -1).map((o) => Math.max(...o));
        const numbers = seen.events.flatMap((e) => (e.type === "ruleOffer" || e.type === "ruleKeep" || e.type === "ruleReveal" ? e.rules ?? [] : []));
        for (const t of thrown) expect(numbers).not.toContain(t);
      }),
      { numRuns: 30 },
    );
  });

  it("samples worlds that agree with the seat's offer, keep and the revealed set, mid-draft and after", () => {
    for (let seed = 1; seed <= 10; seed++) {
      for (const players of [3, 4, 5]) {
        const g = Game.create(drafted(), { players, seed });
        const rng = new Rng(seed);
        // Mid-draft: seat 0 (and perhaps others) committed.
        const first = g.toAct();
        for (const s of first.slice(0, 2)) g.apply(s, rng.pick(g.legalActions(s)));
        for (let viewer = 0; viewer < players; viewer++) {
          expect(g.sampleHidden(viewer, new Rng(seed * 7 + viewer)).observe(viewer)).toEqual(g.observe(viewer));
        }
        while (g.observe(0).phase === "choose") {
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
        for (let i = 0; i < seed; i++) {
          const s = g.toAct()[0]!;
          g.apply(s, rng.pick(g.legalActions(s)));
        }
        for (let viewer = 0; viewer < players; viewer++) {
          const world = g.sampleHidden(viewer, new Rng(seed * 11 + viewer));
          expect(world.observe(viewer)).toEqual(g.observe(viewer));
        }
      }
    }
  });

  it.each(["greedy", "ismcts:60"])("%s keeps the rule card that helps its hand (greedy plays the round out to see a rule card's effect)", (spec) => {
    // Rule card 1 makes red the trump suit, rule card 2 blue. Seat 0 holds the five best reds and is
    // offered 1 and 2 (nobody else can be offered them): with 1 it takes every trick, with 2 hardly any.
    const base = drafted();
    const ir: RulesetIR = {
      ...base,
      tricks: {
        ...base.tricks,
        trump: bin("or", bin("and", active(1), bin("=", ref("suit"), { k: "suit", v: 0 })), bin("and", active(2), bin("=", ref("suit"), { k: "suit", v: 1 }))),
      },
      score: ref("tricks"),
    };
    const probe = Game.create(ir, { players: 4, seed: 1 });
    const ids = (names: string[]) => names.map((n) => probe.parseCard(n)!);
    const hands = [
      ids(["red4", "red5", "red6", "red7", "red8"]),
      ids(["blue1", "blue2", "green1", "green2", "gold1"]),
      ids(["blue3", "blue4", "green3", "green4", "gold2"]),
      ids(["blue5", "blue6", "green5", "green6", "gold3"]),
    ];
    const bot = getBot(spec);
    for (let seed = 1; seed <= 6; seed++) {
      const g = Game.create(ir, { players: 4, seed, deals: [{ hands }], ruleDeck: [5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 11, 12, 13, 14, 15, 16] });
      expect(offerOf(g.observe(0), 0)).toEqual([1, 2]);
      const choice = bot.choose({ ir, seat: 0, observation: () => g.observe(0) }, g.legalActions(0), new Rng(seed));
      expect(choice).toEqual({ type: "keep", rules: [1] });
    }
  });

  it("is played by every bot", () => {
    for (const spec of ["random", "greedy", "ismcts:20"]) {
      const ir = drafted();
      const g = Game.create(ir, { players: 4, seed: 9 });
      playGame(g, [getBot(spec), getBot("random"), getBot(spec), getBot("random")], [1, 2, 3, 4].map((s) => new Rng(s)));
      expectResultAddsUp(ir, g);
      expect(g.actions.filter((a) => a.action.type === "keep")).toHaveLength(8);
    }
  });
});

describe("rule cards in logs and the replay report", () => {
  it("a log with the keep decisions replays exactly; the report shows each round's cards in force, not who kept which", () => {
    const ir = drafted();
    const g = Game.create(ir, { players: 4, seed: 17 });
    playGame(g, [0, 1, 2, 3].map(() => getBot("random")), [1, 2, 3, 4].map((s) => new Rng(s)));
    const text = stringifyLog(writeLog(g, { ruleset: "draft.stich" }));
    expect(text).toContain('"keep":');
    const replayed = replayLog(ir, readLog(text));
    expect(replayed.events).toEqual(g.events);
    const report = buildReplayReport(replayed, "draft.stich");
    assertMatchesSchema("replay-report", report);
    const reveals = g.events.filter((e) => e.type === "ruleReveal");
    expect(report.rounds.map((r) => r.activeRules)).toEqual(reveals.map((e) => (e.type === "ruleReveal" ? e.active : [])));
    const rendered = renderReplayReport(report);
    expect(rendered).toContain(`  rule cards in force: ${report.rounds[0]!.activeRules!.join(" ")}`);
    expect(rendered).not.toMatch(/offered|keeps/);
  });
});

engineProperties("rule card draft", drafted());
engineProperties("rule cards always in force", drafted(null, 16, [3, 7]));

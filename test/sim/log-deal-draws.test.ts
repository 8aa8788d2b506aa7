// A log's deal may give what the engine would otherwise draw from the seed for a round: the laid-out
// cards (`deal layout`), the secret values by name (`secret`) and the card turned up (`turn up a
// card`). A game created with such a deal writes them into its log, so the log replays to the same
// game; a log written by hand sets a round's layout and trumps (a rulebook example); a wrong name or
// value is refused with its field's path.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import type { DealSpec } from "../../src/engine/types.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { stringifyLog, writeLog, type GameLog } from "../../src/sim/log.js";
import { checkLog, readLog } from "../../src/sim/log-read.js";
import { replayLog } from "../../src/sim/log-replay.js";
import { LogError } from "../../src/sim/log-error.js";
import { playRandom } from "../support/play.js";
import { loadRuleset } from "../support/rulesets.js";
import { assertMatchesSchema } from "../support/schemas.js";

const WAS_STICHT = loadRuleset("rulesets/was-sticht/was-sticht.stich");
const WHIST = loadRuleset("rulesets/classics/whist.stich");

/** Every card of the 4-player deck, reversed: a layout no seed would lay. */
function reversedDeck(): number[] {
  return Game.create(WAS_STICHT, { players: 4, seed: 1 }).cards.map((c) => c.id).reverse();
}

/** Writes, reads and replays the log of `game` (created with `deals`), and checks it is the same game. */
function roundTrip(ir: RulesetIR, game: Game, deals: readonly DealSpec[], firstDealer: number): GameLog {
  const log = readLog(stringifyLog(writeLog(game, { ruleset: "r.stich", deals, firstDealer })));
  assertMatchesSchema("log", log);
  const replayed = replayLog(ir, log);
  expect(replayed.events).toEqual(game.events);
  expect(replayed.result()).toEqual(game.result());
  return log;
}

/** The problems replaying `log` raises. */
function problems(ir: RulesetIR, log: unknown): readonly string[] {
  try {
    replayLog(ir, checkLog(log));
  } catch (e) {
    if (e instanceof LogError) return e.problems;
    throw e;
  }
  return [];
}

describe("a deal's layout, secrets and turned card in a log", () => {
  it("a game dealt a layout and trumps logs them and replays to the same game", () => {
    const layout = reversedDeck();
    const deals: DealSpec[] = [{ hands: [[], [], [], []], leftover: layout, layout, secrets: [[2], [5]] }];
    const game = playRandom(Game.create(WAS_STICHT, { players: 4, seed: 9, firstDealer: 3, deals }), new Rng(4));
    const log = roundTrip(WAS_STICHT, game, deals, 3);
    expect(log.deals?.[0]?.layout?.slice(0, 4)).toEqual(["yellow9", "yellow8", "yellow7", "yellow6"]);
    expect(log.deals?.[0]?.secrets).toEqual({ trumpColour: "red", trumpNumber: 5 });
    // Without them the same seed lays another layout: the fields are what makes it the same game.
    const bare = { ...log, deals: [{ hands: [[], [], [], []] }], result: undefined, actions: [] };
    const other = replayLog(WAS_STICHT, checkLog(bare));
    expect(other.events.find((e) => e.type === "layout")).not.toEqual(game.events.find((e) => e.type === "layout"));
  });

  it("none is written as null, and a secret the deal left to the seed is not written", () => {
    const layout = reversedDeck();
    const deals: DealSpec[] = [{ hands: [[], [], [], []], leftover: layout, layout, secrets: [[], null] }];
    const game = Game.create(WAS_STICHT, { players: 4, seed: 2, firstDealer: 0, deals });
    expect(writeLog(game, { ruleset: "r.stich", deals }).deals?.[0]?.secrets).toEqual({ trumpColour: null });
    roundTrip(WAS_STICHT, game, deals, 0);
  });

  it("a hand-written log sets the round's trumps: the reveal and every clue follow them (§4.3's worked example, red and 5)", () => {
    const layout = reversedDeck();
    const names = layout.map((c) => Game.create(WAS_STICHT, { players: 4, seed: 1 }).cardName(c));
    const log = {
      format: "stichwerk-log",
      version: 1,
      ruleset: "rulesets/was-sticht/was-sticht.stich",
      players: 4,
      seed: 1,
      firstDealer: 3,
      deals: [{ hands: [[], [], [], []], layout: names, secrets: { trumpColour: "red", trumpNumber: 5 } }],
      actions: [] as unknown[],
    };
    // The chip draft (the first chip of the row each time), then column 1: yellow9 yellow8 yellow7 yellow6.
    const probe = replayLog(WAS_STICHT, checkLog(log));
    for (let i = 0; i < 20; i++) {
      const seat = probe.toAct()[0]!;
      const a = probe.legalActions(seat)[0]!;
      if (a.type !== "draftTask") throw new Error("expected the chip draft");
      log.actions.push({ seat, draftTask: a.task });
      probe.apply(seat, a);
    }
    log.actions.push({ seat: 0, take: "yellow6" }, { seat: 1, take: "yellow9" }, { seat: 2, take: "yellow8" }, { seat: 3, take: "yellow7" }, { seat: 3, clue: 0 });
    const game = replayLog(WAS_STICHT, checkLog(log));
    const clue = game.events.find((e) => e.type === "clue");
    // No trump among them: the led yellow's highest, yellow9, taken by seat 1.
    expect(clue?.type === "clue" && clue.winner).toBe(1);
    expect(game.observe(3).secrets).toEqual({ trumpColour: [2], trumpNumber: [5] });
    expect(game.observe(0).secrets).toEqual({ trumpColour: null, trumpNumber: null });
  });

  it("a deal's turned card is logged and replayed (whist turns up the dealer's card)", () => {
    const probe = Game.create(WHIST, { players: 4, seed: 5, firstDealer: 0 });
    const hands = probe.state().hands;
    const deals: DealSpec[] = [{ hands, turned: hands[0]![3]! }];
    const game = playRandom(Game.create(WHIST, { players: 4, seed: 5, firstDealer: 0, deals }), new Rng(8));
    const log = roundTrip(WHIST, game, deals, 0);
    expect(log.deals?.[0]?.turned).toBe(game.cardName(hands[0]![3]!));
    const turned = game.events.find((e) => e.type === "turnCard");
    expect(turned?.type === "turnCard" && turned.card).toBe(hands[0]![3]);
  });

  it("refuses an unknown secret, a value of the wrong kind and an unknown layout card, by path", () => {
    const base = { format: "stichwerk-log", version: 1, ruleset: "w.stich", players: 4, seed: 1, actions: [] };
    const deal = (extra: object) => ({ ...base, deals: [{ hands: [[], [], [], []], ...extra }] });
    expect(problems(WAS_STICHT, deal({ secrets: { trumpColor: "red" } }))).toEqual(['deals[0].secrets.trumpColor: this ruleset has no secret "trumpColor" (its secrets: trumpColour, trumpNumber)']);
    expect(problems(WAS_STICHT, deal({ secrets: { trumpColour: "purple" } }))).toEqual(['deals[0].secrets.trumpColour: "purple" is not a suit of this ruleset (blue, green, red, yellow), nor null for none']);
    expect(problems(WAS_STICHT, deal({ secrets: { trumpNumber: "five" } }))).toEqual(['deals[0].secrets.trumpNumber: the secret trumpNumber holds a number (or null for none), not "five"']);
    // A value the secret cannot have is the engine's refusal when the round draws it (after the chip draft).
    const draft = Array.from({ length: 20 }, (_, i) => ({ seat: i % 4, draftTask: Math.floor(i / 2) }));
    expect(problems(WAS_STICHT, { ...deal({ secrets: { trumpNumber: 12 } }), firstDealer: 0, actions: draft })).toEqual([
      "actions[19] (seat 3 drafts task chip 9): the deal of round 1 gives secret trumpNumber a value it cannot have",
    ]);
    expect(problems(WAS_STICHT, deal({ layout: ["red10"] }))[0]).toMatch(/^deals\[0\]\.layout\[0\]: unknown card "red10"/);
    expect(problems(WAS_STICHT, deal({ secrets: { trumpNumber: [5] } }))).toEqual(["deals[0].secrets.trumpNumber: must be a suit name, a number or null (none)"]);
  });
});

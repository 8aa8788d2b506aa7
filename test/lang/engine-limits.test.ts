// The engine's limits (src/ir/limits.ts): a ruleset at a limit compiles and plays; one past it is a
// located SW4015 at the number that is too large, instead of a JavaScript error inside the engine
// (`open at most 2147483648` was a RangeError from a typed array, a deck of 100,000,000 cards hung).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../src/index.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { irLimitProblems, LIMITS } from "../../src/ir/limits.js";
import { ruleLabel } from "../../src/ir/rule-ref.js";
import type { RulesetIR } from "../../src/ir/types.js";
import { compileIn, where } from "./helpers.js";

const names = (n: number, prefix = "s"): string => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");

/** A plain game; `lines` replace or add declarations (given from line 5 on). */
function game(opts: { players?: string; suits?: string; deck?: string; lines?: string }): string {
  return [
    'game "L"',
    `players ${opts.players ?? "3..4"}`,
    `suits ${opts.suits ?? "red blue"}`,
    `deck ${opts.deck ?? "red blue 0..9"}`,
    opts.lines ?? "",
    "score: count(won)",
  ].join("\n");
}

/** Plays up to `actions` random legal actions: enough to deal, choose and play tricks at the limit. */
function playSome(ir: RulesetIR, players: number, actions = 300): Game {
  const g = Game.create(ir, { players, seed: 3 });
  const rng = new Rng(4);
  for (let i = 0; i < actions && !g.isOver; i++) {
    const seat = g.toAct()[0]!;
    g.apply(seat, rng.pick(g.legalActions(seat)));
  }
  return g;
}

interface LimitCase {
  readonly limit: keyof typeof LIMITS;
  /** At the limit: compiles, and a game with this many players plays. */
  readonly at: string;
  readonly players: number;
  /** One past the limit: SW4015 at line:col. */
  readonly beyond: string;
  readonly place: string;
}

const CASES: readonly LimitCase[] = [
  { limit: "players", at: game({ players: `3..${LIMITS.players}`, deck: "red blue 0..99" }), players: LIMITS.players, beyond: game({ players: `3..${LIMITS.players + 1}` }), place: "2:12" },
  {
    limit: "suits",
    at: game({ suits: names(LIMITS.suits), deck: `${names(LIMITS.suits)} 0..1` }),
    players: 4,
    beyond: game({ suits: names(LIMITS.suits + 1), deck: `${names(LIMITS.suits)} 0..1` }),
    place: `3:${"suits ".length + names(LIMITS.suits).length + 2}`,
  },
  {
    limit: "deckCards",
    at: game({ suits: names(100), deck: `${names(100)} 1..${LIMITS.deckCards / 100}` }),
    players: 4,
    beyond: game({ suits: names(100), deck: `${names(100)} 1..${LIMITS.deckCards / 100 + 1}` }),
    place: "4:6",
  },
  { limit: "rank", at: game({ deck: `red blue ${LIMITS.rank - 9}..${LIMITS.rank}` }), players: 4, beyond: game({ deck: `red blue ${LIMITS.rank - 8}..${LIMITS.rank + 1}` }), place: "4:23" },
  {
    limit: "openTricks",
    at: game({ lines: `tricks { open at most ${LIMITS.openTricks} }` }),
    players: 4,
    beyond: game({ lines: `tricks { open at most ${LIMITS.openTricks + 1} }` }),
    place: "5:23",
  },
  // One card each (5 engine steps a round with 4 players), so 10,000 rounds fit the step limit too.
  { limit: "rounds", at: game({ lines: `rounds ${LIMITS.rounds}\ndeal 1 each` }), players: 4, beyond: game({ lines: `rounds ${LIMITS.rounds + 1}\ndeal 1 each` }), place: "5:8" },
  { limit: "trickSize", at: game({ lines: "tricks { complete at 20 cards }" }), players: 3, beyond: game({ lines: "tricks { complete at 21 cards }" }), place: "5:22" },
];

describe("the engine's limits", () => {
  for (const c of CASES) {
    it(`${c.limit}: at the limit the ruleset compiles and plays`, () => {
      const r = compileIn(c.at);
      expect(where(r)).toEqual([]);
      if (!r.ir) return;
      expect(irLimitProblems(r.ir)).toEqual([]);
      const g = playSome(r.ir, c.players);
      expect(g.tally().actions).toBeGreaterThan(0);
    });

    it(`${c.limit}: one past the limit is SW4015 at ${c.place}`, () => {
      const r = compileIn(c.beyond);
      expect(where(r)).toContain(`SW4015@${c.place}`);
      expect(r.ir).toBeUndefined();
    });
  }

  it("the examples of issue 18: 2147483648 open tricks, a deck of 100,000,000 cards", () => {
    expect(where(compileIn(game({ lines: "tricks { open at most 2147483648 }" })))).toEqual(["SW4015@5:23"]);
    const deck = compileIn(game({ suits: names(100), deck: `${names(100)} 1..1000000` }));
    expect(deck.diagnostics.map((d) => d.message)).toEqual([`the number of cards in a deck must be at most ${LIMITS.deckCards}, not 100000000`]);
  });

  it("a value that depends on the number of players is checked at each count", () => {
    const r = compileIn(game({ players: "3..4", lines: "rounds 3000 * players\ndeal 1 each" }));
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`)).toEqual([
      `SW4015@5:8 the number of rounds must be at most ${LIMITS.rounds}, not 12000 (with 4 players)`,
    ]);
  });
});

describe("rounds the engine can play within its step limit", () => {
  // Issue 27: `rounds 10000` checked clean, then every game hit the step limit and the engine's marker
  // landed on 'lead:'. Each round takes a step per card dealt and per trick: 20 cards, 4 players = 25.
  it("a number of rounds no game can finish is SW4015 at 'rounds', with the bound for that player count", () => {
    const r = compileIn(game({ players: "4..4", lines: "rounds 10000" }));
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`)).toEqual([
      "SW4015@5:8 the number of rounds must be at most 4000, not 10000 with 4 players: each round takes at least 25 engine steps (a step per card dealt and per trick), and a game may take at most 100,000",
    ]);
  });

  it("the bound is the one the engine plays to: its rounds finish, one more round would not", () => {
    const ok = compileIn(game({ players: "4..4", lines: "rounds 4000" }));
    expect(where(ok)).toEqual([]);
    const g = Game.create(ok.ir!, { players: 4, seed: 1 });
    const rng = new Rng(2);
    while (!g.isOver) {
      const seat = g.toAct()[0]!;
      g.apply(seat, rng.pick(g.legalActions(seat)));
    }
    expect(g.tally().rounds).toBe(4000);
    expect(where(compileIn(game({ players: "4..4", lines: "rounds 4001" })))).toEqual(["SW4015@5:8"]);
  });

  it("the Sticheln Classic of the issue: 'rounds 10000' is refused at 'rounds', not played into the step limit", () => {
    const text = readFileSync("rulesets/sticheln/classic.stich", "utf8").replace("rounds 5\n", "rounds 10000\n");
    const r = compile(text, { file: "rulesets/sticheln/classic.stich", readFile: () => undefined });
    const line = text.split("\n").findIndex((l) => l === "rounds 10000") + 1;
    expect(r.diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`)).toEqual([`SW4015@${line}:8`]);
  });
});

describe("irLimitProblems: an IR built by hand beyond the limits", () => {
  const base = compileIn(game({})).ir!;
  const cases: readonly [string, RulesetIR][] = [
    ["players", { ...base, players: { min: 3, max: LIMITS.players + 1 } }],
    ["suits", { ...base, suits: names(LIMITS.suits + 1).split(" ") }],
    ["deck", { ...base, decks: [{ players: 3, suits: [0, 1], ranks: { from: 0, to: LIMITS.deckCards } }] }],
    ["tricks open at most", { ...base, tricks: { ...base.tricks, maxOpen: 2 ** 31 } }],
    ["rounds", { ...base, rounds: { k: "num", v: LIMITS.rounds + 1 } }],
    ["tricks complete at", { ...base, tricks: { ...base.tricks, completeAt: { k: "num", v: LIMITS.trickSize + 1 } } }],
    ["score", { ...base, score: Array.from({ length: LIMITS.exprDepth }).reduce<RulesetIR["score"]>((e) => ({ k: "neg", e }), { k: "num", v: 1 }) }],
  ];
  for (const [rule, ir] of cases) {
    it(`names the rule '${rule}'`, () => {
      // The rule by its typed reference, worded as messages name it.
      expect(irLimitProblems(ir).map((p) => ruleLabel(p.rule))).toEqual([rule]);
    });
  }
});

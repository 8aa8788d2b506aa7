// Random fixture rulesets for differential and property tests: a small deck and trick-taking rules, and
// what each mechanic's fixture module (fixtures/, reached from FIXTURES) adds to it: lead rules, ties,
// trumps, winner tiers, pick, direction of play, face-down plays, several open tricks, continuous play,
// asides, stop conditions, steps before, during and after trick play, orders and shows, rule cards,
// held tricks with a trick value, other seats' values, teams, tasks, a game's end...
// Some draws give rules that deadlock or never let a card win; the engine must then stop with a
// RuleError, the same on every path.
import fc from "fast-check";
import type { RulesetIR } from "../../src/ir/types.js";
import { bool, num, ruleset } from "./ir-build.js";
import type { Drawn, Pools } from "./fixtures/fixture.js";
import { FIXTURE_LIST } from "./fixtures/index.js";

const SUITS = ["red", "blue", "green", "gold"];
const PLAYER_COUNTS = [3, 4, 5];

/** The pools: the fixtures' entries in the order of FIXTURES, after "none" for the step pools. */
const POOLS: Pools = {
  steps: [[], ...FIXTURE_LIST.flatMap(([, f]) => f.random?.pools?.steps ?? [])],
  after: [[], ...FIXTURE_LIST.flatMap(([, f]) => f.random?.pools?.after ?? [])],
  trump: FIXTURE_LIST.flatMap(([, f]) => f.random?.pools?.trump ?? []),
  open: FIXTURE_LIST.flatMap(([, f]) => f.random?.pools?.open ?? []),
  score: FIXTURE_LIST.flatMap(([, f]) => f.random?.pools?.score ?? []),
};

/** A pool's draw: any entry, or (open rules) the first, plain `true`, twice as often, so that many draws run the fast paths. */
const poolKnob = (pool: keyof Pools): fc.Arbitrary<number> =>
  pool === "open" ? fc.constantFrom(0, 0, ...POOLS.open.map((_, i) => i).slice(1)) : fc.integer({ min: 0, max: POOLS[pool].length - 1 });

/**
 * The order the knobs were drawn in before the fixtures were split into modules (2026-11-27): kept, so
 * that a seed draws the same ruleset as it did. A knob not listed here (a new mechanic's) is drawn after
 * these, in the order of FIXTURES; none needs adding here.
 */
const DRAW_ORDER = [
  "firstLead", "nextLead", "ties", "trump", "winner", "pick", "faceDown", "direction", "maxOpen", "completeAt", "open", "follow", "aside",
  "stopWhen", "steps", "during", "reserve", "show", "score", "trickValue", "after", "trickGoesTo", "dealEach", "ruleCards", "secret", "teams",
  "tasks", "end", "plain",
];

/** Likewise the order of a ruleset's fields then (JSON.stringify of the IR is the same); a new field comes after these. */
const FIELD_ORDER = [
  "version", "lets", "beforeTricks", "afterTricks", "shows", "winner", "name", "players", "rounds", "suits", "decks", "deal", "piles",
  "firstDealer", "nextDealer", "trickSteps", "tasks", "secrets", "tricks", "trickValue", "score", "teams", "end", "ruleCards",
];

function knobs(): Record<string, fc.Arbitrary<unknown>> {
  const all: Record<string, fc.Arbitrary<unknown>> = {};
  const add = (name: string, arb: fc.Arbitrary<unknown>): void => {
    if (name in all) throw new Error(`random rulesets: the knob '${name}' is drawn by two fixtures`);
    all[name] = arb;
  };
  for (const pool of Object.keys(POOLS) as (keyof Pools)[]) add(pool, poolKnob(pool));
  for (const [, f] of FIXTURE_LIST) for (const [name, arb] of Object.entries(f.random?.knobs ?? {})) add(name, arb as fc.Arbitrary<unknown>);
  // Each mechanic that turns a fast path off is drawn often; together they would leave almost no
  // draw on the fast paths (1 in 80 for the cycle loop), so a third of the draws leave them all out.
  add("plain", fc.constantFrom(true, false, false));
  const ordered: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of DRAW_ORDER) {
    if (!(name in all)) throw new Error(`random rulesets: no fixture draws the knob '${name}'`);
    ordered[name] = all[name]!;
  }
  for (const [name, arb] of Object.entries(all)) if (!(name in ordered)) ordered[name] = arb;
  return ordered;
}

/** The knobs' values in a plain draw: the fixtures' `plain` values, and the open rules' `true`. */
const PLAIN: Drawn = Object.assign({ open: 0 }, ...FIXTURE_LIST.map(([, f]) => f.random?.plain ?? {}));

function inFieldOrder(ir: RulesetIR): RulesetIR {
  const out: Record<string, unknown> = {};
  for (const key of FIELD_ORDER) if (key in ir) out[key] = ir[key as keyof RulesetIR];
  for (const [key, value] of Object.entries(ir)) if (!(key in out)) out[key] = value;
  return out as unknown as RulesetIR;
}

/** The drawn player count, within the ruleset's range (a fixture with teams is for 4 players only). */
export function playersFor(ir: RulesetIR, drawn: number): number {
  return Math.min(ir.players.max, Math.max(ir.players.min, drawn));
}

export interface RandomRuleset {
  readonly ir: RulesetIR;
  /** What was drawn, for a failing case's message. */
  readonly label: string;
}

export const randomRuleset: fc.Arbitrary<RandomRuleset> = fc.record(knobs()).map((drawn) => {
  const plain = drawn["plain"] ? { ...drawn, ...PLAIN } : drawn;
  const o = FIXTURE_LIST.reduce<Drawn>((d, [, f]) => f.random?.adjust?.(d) ?? d, plain);
  const pick = <T>(pool: readonly T[], knob: string): T => pool[o[knob] as number]!;
  // The base every fixture builds on: the deck, the piles, the dealers and the pools' draws.
  const base = ruleset({
    name: "Random fixture",
    players: { min: PLAYER_COUNTS[0]!, max: PLAYER_COUNTS[PLAYER_COUNTS.length - 1]! },
    rounds: num(2),
    suits: SUITS,
    decks: PLAYER_COUNTS.map((players) => ({ players, suits: [0, 1, 2, 3], ranks: { from: 0, to: 6 } })),
    deal: { each: null, leftover: "shown" },
    piles: [
      { name: "kept", visibility: "owner" },
      { name: "aside", visibility: "public" },
    ],
    firstDealer: { kind: "random" },
    nextDealer: { kind: "clockwise" },
    beforeTricks: pick(POOLS.steps, "steps"),
    afterTricks: pick(POOLS.after, "after"),
    tricks: { nextLead: { kind: "winner" }, open: pick(POOLS.open, "open"), follow: bool(true), winner: [], trump: pick(POOLS.trump, "trump") },
    score: pick(POOLS.score, "score"),
  });
  const ir = FIXTURE_LIST.reduce((acc, [, f]) => {
    const own = Object.fromEntries(Object.keys(f.random?.knobs ?? {}).map((k) => [k, o[k]]));
    return f.random?.build?.(acc, own, o) ?? acc;
  }, base);
  return { ir: inFieldOrder(ir), label: JSON.stringify(o) };
});

// The worked scoring example: a made-up end of round (each player holding a few tricks, one card in
// each other pile, arranged orders) scored by the engine's own `score` rule (Game.scoreScenario), so
// the sheet's figures are the game's, never typed in. The cards are picked by a fixed stride through
// the deck, so the example is the same on every run and spreads over the suits.
import { Game } from "../engine/game.js";
import type { CardInfo } from "../engine/types.js";
import type { Expr, RulesetIR, StepIR } from "../ir/types.js";

export interface ScoreExample {
  readonly players: number;
  /** Per seat: the held tricks (card names), the other piles' cards, the orders, the round score. */
  readonly seats: readonly { readonly tricks: readonly string[][]; readonly piles: Readonly<Record<string, string[]>>; readonly orders: Readonly<Record<string, number[]>>; readonly score: number }[];
}

/** 4 players when the ruleset allows, else its smallest count. */
export function examplePlayers(ir: RulesetIR): number {
  return ir.players.min <= 4 && ir.players.max >= 4 ? 4 : ir.players.min;
}

export function scoreExample(ir: RulesetIR): ScoreExample | { readonly error: string } {
  const n = examplePlayers(ir);
  const deck = Game.cardsOf(ir, n);
  if (deck === undefined || deck.length === 0) return { error: `no deck for ${n} players` };
  const otherPiles = ir.piles.map((p) => p.name).filter((p) => p !== "won");
  const tricksEach = deck.length >= n * (2 * n + otherPiles.length) ? 2 : 1;
  const need = n * (tricksEach * n + otherPiles.length);
  if (deck.length < need) return { error: `the ${n}-player deck is too small for an example` };
  const picked = stride(deck, need);
  let next = 0;
  const take = (k: number): CardInfo[] => picked.slice(next, (next += k));
  const held = Array.from({ length: n }, () => Array.from({ length: tricksEach }, () => take(n)));
  const piles = Object.fromEntries(otherPiles.map((p) => [p, Array.from({ length: n }, () => take(1))]));
  const orders = orderValues(ir, n);
  try {
    const scores = Game.scoreScenario(ir, {
      players: n,
      held: held.map((ts) => ts.map((cards) => ({ cards: cards.map((c) => c.id) }))),
      piles: Object.fromEntries(Object.entries(piles).map(([p, bySeat]) => [p, bySeat.map((cs) => cs.map((c) => c.id))])),
      orders: Object.fromEntries(Object.entries(orders).map(([o, bySeat]) => [o, bySeat])),
    });
    return {
      players: n,
      seats: held.map((ts, s) => ({
        tricks: ts.map((cards) => cards.map((c) => c.name)),
        piles: Object.fromEntries(Object.entries(piles).map(([p, bySeat]) => [p, bySeat[s]!.map((c) => c.name)])),
        orders: Object.fromEntries(Object.entries(orders).map(([o, bySeat]) => [o, bySeat[s]!])),
        score: scores[s]!,
      })),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** `count` cards of the deck, every 7th (or 11th, 13th: the first step sharing no factor with the deck size). */
function stride(deck: readonly CardInfo[], count: number): CardInfo[] {
  const step = [7, 11, 13, 17, 19, 23].find((p) => deck.length % p !== 0) ?? 1;
  return Array.from({ length: count }, (_, i) => deck[(i * step) % deck.length]!);
}

/**
 * The values of an order step in round 1: a list of numbers, or a `for` over one, reading only the
 * round, the players and its own variable; undefined for anything else (the example then has none).
 */
function roundOneList(e: Expr, players: number, env: Readonly<Record<string, number>> = { round: 1, players }): number[] | undefined {
  if (e.k === "list") {
    const vs = e.items.map((x) => roundOneNumber(x, env));
    return vs.every((v) => v !== undefined) ? (vs as number[]) : undefined;
  }
  if (e.k === "for") {
    const coll = roundOneList(e.coll, players, env);
    const vs = coll?.map((v) => roundOneNumber(e.body, { ...env, [e.name]: v }));
    return vs?.every((v) => v !== undefined) ? (vs as number[]) : undefined;
  }
  return undefined;
}

function roundOneNumber(e: Expr, env: Readonly<Record<string, number>>): number | undefined {
  if (e.k === "num") return e.v;
  if (e.k === "ref") return env[e.name];
  if (e.k === "bin" && (e.op === "+" || e.op === "-" || e.op === "*")) {
    const l = roundOneNumber(e.l, env);
    const r = roundOneNumber(e.r, env);
    if (l === undefined || r === undefined) return undefined;
    return e.op === "+" ? l + r : e.op === "-" ? l - r : l * r;
  }
  return undefined;
}

/** Each order step whose round-1 values are known: seat s arranges them rotated by s, so seats differ. */
function orderValues(ir: RulesetIR, n: number): Record<string, number[][]> {
  const steps: StepIR[] = [...ir.beforeTricks, ...ir.afterTricks, ...(ir.trickSteps ?? []).flatMap((b) => b.steps)];
  const out: Record<string, number[][]> = {};
  for (const s of steps) {
    if (s.kind !== "order") continue;
    const values = roundOneList(s.values, n);
    if (values === undefined) continue;
    out[s.name] = Array.from({ length: n }, (_, seat) => values.map((_, i) => values[(i + seat) % values.length]!));
  }
  return out;
}

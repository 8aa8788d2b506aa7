// Skill trace (after Ludii's SkillTrace): the skill gap of a strong bot against a weak one as the
// strong bot's search budget doubles. Each point is its own batch, [strong, weak, weak, ...] with seat
// rotation on the same deals (the same seed), so the points differ only in the strong bot's budget.
// A game of skill keeps rising with the budget; a game the deal decides stays at 0.

import type { RulesetIR } from "../../ir/types.js";
import { simulate } from "../simulate.js";
import type { Interval } from "../stats.js";

export interface SkillTraceOptions {
  readonly ir: RulesetIR;
  readonly players: number;
  /** Games per point; rounded up to whole deals. */
  readonly games: number;
  readonly seed: number;
  /** The strong bot at each budget, weakest first, e.g. ["ismcts:25", "ismcts:50", "ismcts:100"]. */
  readonly strong: readonly string[];
  /** The bot in every other seat (default "random"). */
  readonly weak?: string;
  readonly maxSteps?: number;
}

export interface SkillTracePoint {
  readonly strong: string;
  /** The skill gap (docs/metrics.md): null when no deal finished. */
  readonly gap: number | null;
  readonly ci: Interval | null;
  readonly deals: number;
  /** The strong bot's win rate and its Wilson interval. */
  readonly winRate: number;
  readonly winRateCI: Interval | null;
  readonly failures: number;
}

export function skillTrace(opts: SkillTraceOptions): SkillTracePoint[] {
  const weak = opts.weak ?? "random";
  return opts.strong.map((strong) => {
    const r = simulate({
      ir: opts.ir,
      players: opts.players,
      games: opts.games,
      seed: opts.seed,
      bots: [strong, ...Array.from({ length: opts.players - 1 }, () => weak)],
      rotate: true,
      ...(opts.maxSteps !== undefined ? { maxSteps: opts.maxSteps } : {}),
    });
    const gap = r.metrics.skillGap;
    const bot = r.bots.find((b) => b.bot === strong);
    return {
      strong,
      gap: gap?.mean ?? null,
      ci: gap?.ci ?? null,
      deals: gap?.n ?? 0,
      winRate: bot?.winRate ?? 0,
      winRateCI: bot?.winRateCI ?? null,
      failures: r.failures,
    };
  });
}

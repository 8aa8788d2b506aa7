// Skill trace (after Ludii's SkillTrace): the skill gap of a strong bot against a weak one as the
// strong bot's search budget doubles. Each point is its own batch, [strong, weak, weak, ...] with seat
// rotation on the same deals (the same seed), so the points differ only in the strong bot's budget.
// A game of skill keeps rising with the budget; a game the deal decides stays at 0.

import type { Static } from "../../ir/schema-kit.js";
import type { RulesetIR } from "../../ir/types.js";
import type { SkillTracePointSchema } from "../simulate-report-schema.js";
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

/** One strong bot against random (simulate-report-schema.ts). */
export interface SkillTracePoint extends Static<typeof SkillTracePointSchema> {}

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

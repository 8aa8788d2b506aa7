// The ISMCTS figure of the benchmark (issue 4): search iterations per second of the ismcts bot at its
// default budget, on the compiled ruleset. Positions come from seeded games played by random bots; at
// every `every`-th decision of a seat with a real choice the bot searches, timed alone. Iterations
// are counted by the bot's own budget (the default spends all of them unless no world can be drawn).
// Before the timed decisions, `warmup` untimed ones on other games (other seeds, so the timed positions
// are the same with or without it): the first searches of a process pay for V8 compiling the search,
// the sampler and the ruleset's code (on Classic the first 20 decisions took about twice the CPU of
// the next 20, 2026-11-27), which a bot playing a batch pays once, not per decision.

import { Game, Rng, decisionContext, gameSeed, ismctsBot, type RulesetIR } from "../src/index.js";

export interface IsmctsOptions {
  readonly players: number;
  readonly seed: number;
  /** Timed decisions (default 30). */
  readonly decisions?: number;
  /** Untimed decisions searched first, on games of other seeds (default 0). */
  readonly warmup?: number;
}

/** The positions searched: every 7th decision with a choice of seeded random-bot games, `count` of them. */
function searchPositions(ir: RulesetIR, players: number, seed: number, firstGame: number, count: number, search: (game: Game, seat: number, legal: ReturnType<Game["legalActions"]>, decision: number) => void): void {
  let done = 0;
  for (let g = 0; done < count; g++) {
    const game = Game.create(ir, { players, seed: gameSeed(seed, firstGame + g) });
    const rng = new Rng(gameSeed(seed, firstGame + 1000 + g));
    let decision = 0;
    while (!game.isOver && done < count) {
      const seat = game.toAct()[0]!;
      const legal = game.legalActions(seat);
      // Every 7th decision with a choice, so positions spread over early, middle and late tricks.
      if (legal.length > 1 && decision++ % 7 === 3) {
        search(game, seat, legal, decision);
        done++;
      }
      game.apply(seat, rng.pick(game.legalActions(seat)));
    }
  }
}

export interface IsmctsFigures {
  readonly iterationsPerSec: number;
  /** Anything else worth reporting (iterations per decision, decisions timed, ...). */
  readonly details?: Readonly<Record<string, number | string>>;
}

export function measureIsmcts(ir: RulesetIR, opts: IsmctsOptions): IsmctsFigures | null {
  const bot = ismctsBot();
  const iterations = bot.options.iterations;
  const wanted = opts.decisions ?? 30;
  const msPer: number[] = [];
  // The process's CPU time per decision too: on a shared machine wall time charges other processes'
  // turns on the cores to the search, CPU time does not.
  const cpuPer: number[] = [];
  const warmup = opts.warmup ?? 0;
  if (warmup > 0) searchPositions(ir, opts.players, opts.seed, 5000, warmup, (game, seat, legal, decision) => void bot.choose(decisionContext(game, seat), legal, new Rng(decision)));
  searchPositions(ir, opts.players, opts.seed, 1000, wanted, (game, seat, legal, decision) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    bot.choose(decisionContext(game, seat), legal, new Rng(decision));
    msPer.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuPer.push((used.user + used.system) / 1000);
  });
  const totalMs = msPer.reduce((a, b) => a + b, 0);
  const sorted = [...msPer].sort((a, b) => a - b);
  return {
    iterationsPerSec: (iterations * msPer.length) / (totalMs / 1000),
    details: {
      iterationsPerDecision: iterations,
      decisionsTimed: msPer.length,
      warmupDecisions: warmup,
      meanMsPerDecision: Math.round((totalMs / msPer.length) * 10) / 10,
      medianMsPerDecision: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10,
      maxMsPerDecision: Math.round(sorted[sorted.length - 1]! * 10) / 10,
      meanCpuMsPerDecision: Math.round((cpuPer.reduce((a, b) => a + b, 0) / cpuPer.length) * 10) / 10,
      medianCpuMsPerDecision: Math.round([...cpuPer].sort((a, b) => a - b)[Math.floor(cpuPer.length / 2)]! * 10) / 10,
      p95CpuMsPerDecision: Math.round([...cpuPer].sort((a, b) => a - b)[Math.min(cpuPer.length - 1, Math.floor(cpuPer.length * 0.95))]! * 10) / 10,
    },
  };
}

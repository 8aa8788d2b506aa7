// The ISMCTS figure of the benchmark (issue 4): search iterations per second of the ismcts bot at its
// default budget, on the compiled ruleset. Positions come from seeded games played by random bots; at
// every `every`-th decision of a seat with a real choice the bot searches, timed alone. Iterations
// are counted by the bot's own budget (the default spends all of them unless no world can be drawn).

import { Game, Rng, decisionContext, gameSeed, ismctsBot, type RulesetIR } from "../src/index.js";

export interface IsmctsOptions {
  readonly players: number;
  readonly seed: number;
  /** Timed decisions (default 30). */
  readonly decisions?: number;
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
  for (let g = 0; msPer.length < wanted; g++) {
    const game = Game.create(ir, { players: opts.players, seed: gameSeed(opts.seed, 1000 + g) });
    const rng = new Rng(gameSeed(opts.seed, 2000 + g));
    let decision = 0;
    while (!game.isOver && msPer.length < wanted) {
      const seat = game.toAct()[0]!;
      const legal = game.legalActions(seat);
      // Every 7th decision with a choice, so positions spread over early, middle and late tricks.
      if (legal.length > 1 && decision++ % 7 === 3) {
        const start = performance.now();
        const cpu = process.cpuUsage();
        bot.choose(decisionContext(game, seat), legal, new Rng(decision));
        msPer.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuPer.push((used.user + used.system) / 1000);
      }
      game.apply(seat, rng.pick(game.legalActions(seat)));
    }
  }
  const totalMs = msPer.reduce((a, b) => a + b, 0);
  const sorted = [...msPer].sort((a, b) => a - b);
  return {
    iterationsPerSec: (iterations * msPer.length) / (totalMs / 1000),
    details: {
      iterationsPerDecision: iterations,
      decisionsTimed: msPer.length,
      meanMsPerDecision: Math.round((totalMs / msPer.length) * 10) / 10,
      medianMsPerDecision: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10,
      maxMsPerDecision: Math.round(sorted[sorted.length - 1]! * 10) / 10,
      meanCpuMsPerDecision: Math.round((cpuPer.reduce((a, b) => a + b, 0) / cpuPer.length) * 10) / 10,
      medianCpuMsPerDecision: Math.round([...cpuPer].sort((a, b) => a - b)[Math.floor(cpuPer.length / 2)]! * 10) / 10,
      p95CpuMsPerDecision: Math.round([...cpuPer].sort((a, b) => a - b)[Math.min(cpuPer.length - 1, Math.floor(cpuPer.length * 0.95))]! * 10) / 10,
    },
  };
}

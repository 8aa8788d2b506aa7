// Placeholder for the ISMCTS figure of the benchmark (issue 4). The ISMCTS bot (src/bots/ismcts.ts)
// is being written separately; once it exists, measure here how many search iterations per second it
// runs on the compiled ruleset (e.g. time N decisions from fixed positions of seeded games) and return
// the figure. bench/run.ts already prints and reports whatever this returns (JSON: ismctsIterationsPerSec).

import type { RulesetIR } from "../src/index.js";

export interface IsmctsOptions {
  readonly players: number;
  readonly seed: number;
}

export interface IsmctsFigures {
  readonly iterationsPerSec: number;
  /** Anything else worth reporting (iterations per decision, decisions timed, ...). */
  readonly details?: Readonly<Record<string, number | string>>;
}

/** ISMCTS iterations per second on `ir`, or null while there is no ISMCTS bot to measure. */
export function measureIsmcts(_ir: RulesetIR, _opts: IsmctsOptions): IsmctsFigures | null {
  return null;
}

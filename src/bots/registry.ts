// Bots by name, for the CLI's --bots and for simulate(). A name may carry a budget after a colon:
//   random | greedy | ismcts            the defaults (ismcts: 1000 iterations per decision)
//   ismcts:200                          200 iterations per decision
//   ismcts:50ms                         as many iterations as fit in 50 ms (not reproducible across machines)
//   ismcts:1000/50ms                    1000 iterations, but stop after 50 ms if that comes first
// Adding a bot = adding one entry to FACTORIES.

import type { Bot } from "./bot.js";
import { randomBot } from "./random.js";
import { greedyBot } from "./greedy.js";
import { ismctsBot, ISMCTS_DEFAULTS } from "./ismcts.js";

/** The largest budgets a spec may ask for: past them a batch would run for days (issue 22: ismcts:999999999999 ran forever). */
export const ISMCTS_MAX_ITERATIONS = 1_000_000;
export const ISMCTS_MAX_TIME_MS = 60_000;

const SPEC_HELP = `ismcts:N (N iterations per decision, default 1000, at most ${ISMCTS_MAX_ITERATIONS}), ismcts:Tms (a time limit, at most ${ISMCTS_MAX_TIME_MS} ms), ismcts:N/Tms (both)`;

/** Builds a bot from the text after "name:" (undefined when there is none); throws a message on a bad parameter. */
type Factory = (param: string | undefined, spec: string) => Bot;

const FACTORIES: ReadonlyMap<string, Factory> = new Map<string, Factory>([
  ["random", (param) => (param === undefined ? randomBot : noParam("random"))],
  ["greedy", (param) => (param === undefined ? greedyBot() : noParam("greedy"))],
  ["ismcts", (param, spec) => (param === undefined ? ismctsBot() : ismctsBot({ ...parseBudget(param), name: spec }))],
]);

/** The bots built so far: a bot holds no state between decisions, so one instance per spec serves every seat. */
const built = new Map<string, Bot>();

export class UnknownBotError extends Error {
  constructor(
    readonly botName: string,
    detail?: string,
  ) {
    super(`${detail ?? `unknown bot "${botName}"`}; known bots: ${botNames().join(", ")}; with a budget: ${SPEC_HELP}`);
    this.name = "UnknownBotError";
  }
}

export function botNames(): string[] {
  return [...FACTORIES.keys()].sort();
}

export function getBot(spec: string): Bot {
  const hit = built.get(spec);
  if (hit) return hit;
  const colon = spec.indexOf(":");
  const name = colon < 0 ? spec : spec.slice(0, colon);
  const param = colon < 0 ? undefined : spec.slice(colon + 1);
  const factory = FACTORIES.get(name);
  if (!factory) throw new UnknownBotError(spec);
  let bot: Bot;
  try {
    bot = factory(param, spec);
  } catch (err) {
    if (err instanceof BadParamError) throw new UnknownBotError(spec, `bad bot "${spec}": ${err.message}`);
    throw err;
  }
  built.set(spec, bot);
  return bot;
}

class BadParamError extends Error {}

function noParam(name: string): never {
  throw new BadParamError(`${name} takes no parameter`);
}

/** "N", "Tms" or "N/Tms", with whole positive numbers. */
function parseBudget(param: string): { iterations: number; timeMs?: number } {
  const m = /^(?:(\d+)|(\d+)ms|(\d+)\/(\d+)ms)$/.exec(param);
  const whole = (text: string | undefined, what: string, max: number): number | undefined => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new BadParamError(`${what} must be a whole number from 1 to ${max}, not ${text.length > 20 ? `${text.slice(0, 20)}...` : text}`);
    return n;
  };
  if (!m) throw new BadParamError(`"${param.length > 20 ? `${param.slice(0, 20)}...` : param}" is not a budget`);
  const iterations = whole(m[1] ?? m[3], "the number of iterations", ISMCTS_MAX_ITERATIONS);
  const timeMs = whole(m[2] ?? m[4], "the time limit in ms", ISMCTS_MAX_TIME_MS);
  // A time limit alone still needs an iteration cap for the loop; it is effectively unbounded.
  return { iterations: iterations ?? (timeMs !== undefined ? Number.MAX_SAFE_INTEGER : ISMCTS_DEFAULTS.iterations), ...(timeMs !== undefined ? { timeMs } : {}) };
}

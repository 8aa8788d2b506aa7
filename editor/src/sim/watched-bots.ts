// The line-up's bots for a playtest worker; each slow one says it is alive while it decides, so the
// page does not take a long decision (greedy, ismcts) for a runaway ruleset. A random bot is left
// unwrapped, so the engine's fast random play stays on.
import { getBot, type Bot } from "../../../src/index.js";

/** Signs of life from inside a game at most this often. */
const ALIVE_MS = 250;

/** `alive` is called now and then (at most every ALIVE_MS) while a slow bot decides. */
export function watchedBots(specs: readonly string[], alive: () => void): Bot[] {
  let lastSign = 0;
  const sign = () => {
    const now = performance.now();
    if (now - lastSign < ALIVE_MS) return;
    lastSign = now;
    alive();
  };
  // Named by its spec, as the report names it.
  return specs.map((spec) => {
    const bot = getBot(spec);
    if (bot.uniform === true) return bot;
    return { name: spec, choose: (ctx, legal, rng) => (sign(), bot.choose(ctx, legal, rng)) };
  });
}

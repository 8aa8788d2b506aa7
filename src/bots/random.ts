// Uniform over the legal actions. Because it only picks from the list the engine offers, it plays
// every kind of decision (choose, order, play, aside) and every ruleset without knowing any of them.

import type { Bot } from "./bot.js";

export const randomBot: Bot = {
  name: "random",
  uniform: true,
  choose(_ctx, legal, rng) {
    return rng.pick(legal);
  },
};

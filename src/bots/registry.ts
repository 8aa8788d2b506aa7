// Bots by name, for the CLI's --bots and for simulate(). Adding a bot = adding one entry here.

import type { Bot } from "./bot.js";
import { randomBot } from "./random.js";

const BOTS: ReadonlyMap<string, Bot> = new Map([[randomBot.name, randomBot]]);

export class UnknownBotError extends Error {
  constructor(readonly botName: string) {
    super(`unknown bot "${botName}"; known bots: ${botNames().join(", ")}`);
    this.name = "UnknownBotError";
  }
}

export function botNames(): string[] {
  return [...BOTS.keys()].sort();
}

export function getBot(name: string): Bot {
  const bot = BOTS.get(name);
  if (bot === undefined) throw new UnknownBotError(name);
  return bot;
}

export type { Bot, DecisionContext } from "./bot.js";
export { randomBot } from "./random.js";
export { getBot, botNames, UnknownBotError } from "./registry.js";

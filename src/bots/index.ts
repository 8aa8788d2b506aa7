export type { Bot, DecisionContext } from "./bot.js";
export { randomBot } from "./random.js";
export { greedyBot, type GreedyOptions } from "./greedy.js";
export { ismctsBot, type IsmctsBot, type IsmctsOptions } from "./ismcts.js";
export { getBot, botNames, UnknownBotError } from "./registry.js";

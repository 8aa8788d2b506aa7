// Bot-against-bot matches for measuring strength (not a test). The bots rotate over the seats game by
// game, so no bot keeps a lucky seat; every result is reproducible from the seed (no time limits).
//
//   npx tsx test/bots/scripts/match.ts RULESET PLAYERS GAMES BOT [BOT ...] [--seed N]
//   e.g. npx tsx test/bots/scripts/match.ts rulesets/sticheln/classic.stich 4 40 ismcts:200 random random random
//
// One BOT fills every seat. Prints per bot: mean final total, win share (a shared win counts 1/k),
// and the mean wall time per decision.
import { Game } from "../../../src/engine/game.js";
import { Rng, gameSeed } from "../../../src/engine/rng.js";
import { getBot } from "../../../src/bots/registry.js";
import { decisionContext } from "../../../src/sim/play.js";
import { loadRuleset } from "../../support/rulesets.js";

const args = process.argv.slice(2);
const seedAt = args.indexOf("--seed");
const seed0 = seedAt >= 0 ? Number(args.splice(seedAt, 2)[1]) : 1;
const [file, playersText, gamesText, ...specs] = args;
if (!file || !playersText || !gamesText || specs.length === 0) {
  console.error("usage: npx tsx test/bots/scripts/match.ts RULESET PLAYERS GAMES BOT [BOT ...] [--seed N]");
  process.exit(2);
}
const ir = loadRuleset(file);
const players = Number(playersText);
const lineup = (specs.length === 1 ? Array.from({ length: players }, () => specs[0]!) : specs).map((s) => getBot(s));
if (lineup.length !== players) throw new Error(`give one bot or ${players}`);

const byBot = lineup.map(() => ({ total: 0, wins: 0, ms: 0, decisions: 0 }));
let failures = 0;
const start = performance.now();
for (let i = 0; i < Number(gamesText); i++) {
  const seed = gameSeed(seed0, i);
  const botAt = (seat: number) => (seat + i) % players; // index into lineup of the bot in this seat
  const rngs = Array.from({ length: players }, (_, s) => new Rng(gameSeed(seed, s)));
  const game = Game.create(ir, { players, seed });
  const views = Array.from({ length: players }, (_, s) => decisionContext(game, s));
  try {
    while (!game.isOver) {
      const seats = game.toAct();
      const chosen = seats.map((seat) => {
        const b = botAt(seat);
        const t = performance.now();
        const action = lineup[b]!.choose(views[seat]!, game.legalActions(seat), rngs[seat]!);
        byBot[b]!.ms += performance.now() - t;
        byBot[b]!.decisions++;
        return action;
      });
      seats.forEach((seat, k) => game.apply(seat, chosen[k]!));
    }
    const { totals, winners } = game.result()!;
    totals.forEach((t, seat) => (byBot[botAt(seat)]!.total += t));
    for (const w of winners) byBot[botAt(w)]!.wins += 1 / winners.length;
  } catch (err) {
    failures++;
    console.log(`game ${i} (seed ${seed}) failed: ${String(err)}`);
  }
}
const done = Number(gamesText) - failures;
console.log(`${file}, ${players} players, ${done} games from seed ${seed0}, ${failures} failed, ${((performance.now() - start) / 1000).toFixed(1)} s`);
lineup.forEach((bot, b) => {
  const s = byBot[b]!;
  console.log(`  ${`${b}:${bot.name}`.padEnd(16)} mean ${(s.total / done).toFixed(2).padStart(8)}  win ${((100 * s.wins) / done).toFixed(1).padStart(5)}%  ${(s.ms / Math.max(1, s.decisions)).toFixed(2)} ms/decision`);
});

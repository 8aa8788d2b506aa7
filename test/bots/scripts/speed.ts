// ISMCTS iterations per second at fixed positions of round 1 (not a test): the first decision, and
// after 4, 24 and 44 random actions. Wall and CPU time are both shown, since a shared machine skews
// wall time.
//
//   npx tsx test/bots/scripts/speed.ts [RULESET] [PLAYERS] [ITERATIONS] [POSITIONS]
//   defaults: rulesets/sticheln/classic.stich 4 1000 8
import { Game } from "../../../src/engine/game.js";
import { Rng, gameSeed } from "../../../src/engine/rng.js";
import { ismctsBot } from "../../../src/bots/ismcts.js";
import { decisionContext } from "../../../src/sim/play.js";
import { loadRuleset } from "../../support/rulesets.js";

const [file = "rulesets/sticheln/classic.stich", playersText = "4", itersText = "1000", positionsText = "8"] = process.argv.slice(2);
const ir = loadRuleset(file);
const players = Number(playersText);
const iterations = Number(itersText);
const bot = ismctsBot({ iterations });
console.log(`${file}, ${players} players, ${iterations} iterations per decision`);
for (const [label, depth] of [["first decision", 0], ["after 4 actions", 4], ["after 24", 24], ["after 44", 44]] as const) {
  let wall = 0;
  let cpu = 0;
  let count = 0;
  for (let k = 0; k < Number(positionsText); k++) {
    const game = Game.create(ir, { players, seed: gameSeed(7, k) });
    const rng = new Rng(k);
    for (let d = 0; d < depth && game.round === 1; d++) game.apply(game.toAct()[0]!, rng.pick(game.legalActions(game.toAct()[0]!)));
    const seat = game.toAct()[0]!;
    const legal = game.legalActions(seat);
    if (legal.length < 2) continue; // answered at once, no search
    if (count === 0) bot.choose(decisionContext(game, seat), legal, new Rng(99)); // warm-up
    const t = performance.now();
    const c = process.cpuUsage();
    bot.choose(decisionContext(game, seat), legal, new Rng(k));
    const used = process.cpuUsage(c);
    cpu += (used.user + used.system) / 1000;
    wall += performance.now() - t;
    count++;
  }
  const rate = (ms: number) => Math.round((iterations * count * 1000) / ms);
  console.log(`  ${label.padEnd(16)} ${(wall / count).toFixed(1).padStart(6)} ms/decision  ${String(rate(wall)).padStart(6)} it/s wall  ${String(rate(cpu)).padStart(6)} it/s cpu  (${count} positions)`);
}

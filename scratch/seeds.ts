import { compile } from "../src/lang/index.js";
import { Game } from "../src/engine/game.js";
import { Rng } from "../src/engine/rng.js";
import { shippedCorpus } from "../test/fuzz/corpus.js";
const c = shippedCorpus();
for (const [f, t] of Object.entries(c)) {
  if (!f.startsWith("fuzz-seeds/")) continue;
  const r = compile(t, { file: f });
  if (!r.ir) { console.log(f, r.diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`)); continue; }
  for (const p of [r.ir.players.min, r.ir.players.max]) {
    const g = Game.create(r.ir, { players: p, seed: 5 }); const rng = new Rng(3);
    while (!g.isOver) { const s = g.toAct()[0]!; g.apply(s, rng.pick(g.legalActions(s))); }
    g.sampleHidden(0, new Rng(1));
    console.log(f, p, "ok", g.result()!.totals);
  }
}

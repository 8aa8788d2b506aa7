import { readFileSync } from "node:fs";
import { compile } from "../src/lang/index.js";
import { Game } from "../src/engine/game.js";
const text = readFileSync("test/engine/layout-draft.test.ts", "utf8").split("`")[3]!;
const ir = compile(text, { file: "m.stich" }).ir!;
try { const g = Game.create(ir, { players: 4, seed: 7 }); console.log(g.state().leftover.length, g.events.map(e=>e.type)); } catch (e) { console.log(String(e)); }
console.log(Game.cardsOf(ir, 4)!.length);

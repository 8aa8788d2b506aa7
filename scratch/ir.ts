import { readFileSync } from "node:fs";
import { compile } from "../src/lang/index.js";
const text = readFileSync("test/engine/layout-draft.test.ts", "utf8").split("`")[3]!;
const r = compile(text, { file: "m.stich" });
console.log(JSON.stringify(r.ir?.deal), r.diagnostics);

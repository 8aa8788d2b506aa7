// Writes the keyword and built-in reference at the end of docs/language.md from src/lang/reference.ts
// (the text the editor's hover shows). test/lang/reference.test.ts fails when the two disagree.
import { readFileSync, writeFileSync } from "node:fs";
import { withReference } from "../src/index.js";

const path = new URL("../docs/language.md", import.meta.url);
const before = readFileSync(path, "utf8");
const after = withReference(before);
if (after === before) console.log("docs/language.md: reference up to date");
else {
  writeFileSync(path, after);
  console.log("docs/language.md: reference written");
}

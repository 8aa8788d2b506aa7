// Writes src/engine/assembly/state-literal.ts (scripts/state-literal.ts says what it holds).
import { writeFileSync } from "node:fs";
import { STATE_LITERAL_FILE, stateLiteralText } from "./state-literal.js";

writeFileSync(STATE_LITERAL_FILE, stateLiteralText());
console.log(`wrote ${STATE_LITERAL_FILE}`);

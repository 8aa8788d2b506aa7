// Writes src/engine/assembly/mechanic-order.ts (scripts/mechanic-order.ts) and then
// src/engine/assembly/state-literal.ts (scripts/state-literal.ts), which reads the slices of the
// mechanics in that order: the second is imported only after the first is written.
import { writeFileSync } from "node:fs";
import { MECHANIC_ORDER_FILE, mechanicOrderText } from "./mechanic-order.js";

writeFileSync(MECHANIC_ORDER_FILE, mechanicOrderText("."));
console.log(`wrote ${MECHANIC_ORDER_FILE}`);
const { STATE_LITERAL_FILE, stateLiteralText } = await import("./state-literal.js");
writeFileSync(STATE_LITERAL_FILE, stateLiteralText());
console.log(`wrote ${STATE_LITERAL_FILE}`);

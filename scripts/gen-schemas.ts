// npm run gen:schemas: writes every generated schemas/*.json file (scripts/schema-files.ts) from its
// schema in TypeScript. Each file is written whole (a temporary file renamed over it).
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SCHEMA_FILES, schemaText } from "./schema-files.js";

const dir = join(import.meta.dirname, "..", "schemas");
for (const [file, schema] of Object.entries(SCHEMA_FILES)) {
  const path = join(dir, file);
  writeFileSync(`${path}.tmp`, schemaText(schema));
  renameSync(`${path}.tmp`, path);
  console.log(`wrote schemas/${file}`);
}

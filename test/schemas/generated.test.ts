// The shipped schemas/*.json files are generated from the schemas written in TypeScript (the IR's in
// src/ir/schema.ts, whose `Static<>` are the IR's types): a change to a schema that is not followed by
// `npm run gen:schemas` fails here, so the files other tools and docs read never drift from the code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILES, schemaText } from "../../scripts/schema-files.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the generated schema files are current", () => {
  it.each(Object.keys(SCHEMA_FILES))("schemas/%s is what npm run gen:schemas writes", (file) => {
    const onDisk = readFileSync(join(ROOT, "schemas", file), "utf8");
    expect(onDisk, `schemas/${file} is stale: run npm run gen:schemas`).toBe(schemaText(SCHEMA_FILES[file]!));
  });

  it("each generated file is a schema of its own name", () => {
    for (const [file, schema] of Object.entries(SCHEMA_FILES)) {
      expect((schema as { $id?: string }).$id).toMatch(new RegExp(`/schemas/${file.replace(/\./g, "\\.")}$`));
    }
  });
});

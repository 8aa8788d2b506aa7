// A declaration's IR field is declared in its own module under src/ir/decls/ (as a step kind's schema is
// under src/ir/steps/) and joined to RulesetSchema by one line of src/ir/decls/list.ts, placed after the
// field it names, so the generated schemas/ruleset-ir.schema.json keeps the key order it always had.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RulesetSchema } from "../../src/ir/schema.js";
import { DECL_FIELDS, withDeclFields } from "../../src/ir/decls/list.js";
import { Const } from "../../src/ir/schema-kit.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the declarations' IR fields (src/ir/decls/)", () => {
  it("stand where they always stood in RulesetSchema, and schema.ts declares none of them", () => {
    const properties = (RulesetSchema as unknown as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(properties)).toEqual([
      "version", "name", "players", "rounds", "suits", "decks", "rankNames", "deal", "secrets", "piles", "cardAttrs", "lets",
      "firstDealer", "nextDealer", "beforeTricks", "afterTricks", "trickSteps", "shows", "tricks", "trickValue", "score", "winner",
      "ruleCards", "teams", "end", "tasks",
    ]);
    const code = readFileSync(join(ROOT, "src/ir/schema.ts"), "utf8").replace(/\/\/.*|\/\*[\s\S]*?\*\//g, "");
    for (const { field } of DECL_FIELDS) expect([field, code.includes(`${field}:`)]).toEqual([field, false]);
  });

  it("throws for a field placed after no field of the IR", () => {
    expect(() => withDeclFields({ version: Const(1) })).toThrow(/placed after no field/);
    expect(Object.keys(withDeclFields({ version: Const(1), deal: Const(1) }, [{ field: "secrets", after: "deal", schema: Const(1) }]))).toEqual(["version", "deal", "secrets"]);
  });
});

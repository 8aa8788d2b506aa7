// Every mechanic descriptor the engine's modules export is in the assembly list
// (src/engine/assembly/listed.ts, ordered as assembly/mechanic-order.ts MECHANICS, which is generated
// from the list's lines and must not be stale). The types catch a forgotten mechanic that handles a
// step, decision or event or keeps state (Covers, stateFromList); one that only adds hooks (teams,
// the game's end) or a fast-path declaration would otherwise be left out silently: its hooks would
// never run.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MECHANICS } from "../../src/engine/assembly/mechanics.js";
import type { AnyMechanic } from "../../src/engine/core/mechanic.js";
import { ROOT } from "../support/rulesets.js";
import { MECHANIC_ORDER_FILE, listedNames, mechanicOrderText } from "../../scripts/mechanic-order.js";
import * as listed from "../../src/engine/assembly/listed.js";

/** The engine modules that declare a descriptor (`... satisfies Mechanic<...>`), as src/engine/....ts. */
function descriptorModules(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  return walk("src/engine").filter((file) => /\bsatisfies Mechanic\b/.test(readFileSync(join(ROOT, file), "utf8")));
}

/** The exports of a module that are mechanic descriptors (a name, a fast-path declaration, a judged-worlds declaration). */
function descriptorsOf(module: Record<string, unknown>): [string, AnyMechanic][] {
  return Object.entries(module).filter((e): e is [string, AnyMechanic] => {
    const v = e[1] as Partial<AnyMechanic> | null;
    return typeof v === "object" && v !== null && typeof v.name === "string" && typeof v.caps === "function" && typeof v.judgedWorlds === "function";
  });
}

describe("the assembly list", () => {
  it("holds every mechanic descriptor an engine module exports", async () => {
    const files = descriptorModules();
    expect(files.length).toBeGreaterThanOrEqual(MECHANICS.length);
    const listed = new Set<unknown>(MECHANICS);
    const found: string[] = [];
    const missing: string[] = [];
    for (const file of files) {
      const module = (await import(join(ROOT, file))) as Record<string, unknown>;
      for (const [name, m] of descriptorsOf(module)) {
        if (/assembly\/(mechanics|listed)\.ts$/.test(file)) continue; // the list's own re-exports
        found.push(name);
        if (!listed.has(m)) missing.push(`${file} ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(found.length).toBe(MECHANICS.length);
  });

  it("is ordered as the list's lines, by the generated assembly/mechanic-order.ts (npm run gen:state when this fails)", () => {
    expect(readFileSync(join(ROOT, MECHANIC_ORDER_FILE), "utf8")).toBe(mechanicOrderText(ROOT));
    const names = listedNames(ROOT);
    expect(MECHANICS).toEqual(names.map((n) => (listed as Record<string, unknown>)[n]));
    expect(names.length).toBe(Object.keys(listed).length);
  });
});

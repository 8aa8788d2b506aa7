// The event and action types the engine's modules declare: each module files its own in GameEvents
// or Actions (src/engine/types.ts) by `declare module`. Read from the source, so that tests can compare
// them with the registries at run time, and check that src/index.ts exports each by name.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./rulesets.js";

export interface DeclaredType {
  /** The key it is filed under (the event's or action's `type`). */
  readonly key: string;
  /** The interface's name (BidEvent). */
  readonly name: string;
  /** The module that declares it, as src/engine/....ts. */
  readonly file: string;
}

/** Every GameEvents and Actions entry of src/engine's modules. */
export function declaredTypes(): Record<"GameEvents" | "Actions", DeclaredType[]> {
  const declared: Record<"GameEvents" | "Actions", DeclaredType[]> = { GameEvents: [], Actions: [] };
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  for (const file of walk("src/engine")) {
    // Every `declare module "...types.js"` block: a module may also extend rules/types.js (MechanicRules).
    for (const block of readFileSync(join(ROOT, file), "utf8").matchAll(/declare module "[^"]*types\.js" \{\n((?:  .*\n)*)\}/g))
      for (const table of block[1]!.matchAll(/interface (GameEvents|Actions) \{([^}]*)\}/g))
        for (const entry of table[2]!.matchAll(/(\w+): (\w+);/g)) declared[table[1] as "GameEvents" | "Actions"].push({ key: entry[1]!, name: entry[2]!, file });
  }
  return declared;
}

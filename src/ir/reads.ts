// Which names an IR reads: asked once per ruleset by the mechanics that keep something only for a
// ruleset whose rules read it (tricks/played-cards.ts, tricks/held.ts).

import type { RulesetIR } from "./types.js";

const cache = new WeakMap<RulesetIR, ReadonlySet<string>>();

/**
 * Every name read by a `ref` expression anywhere in the IR. The walk goes over the IR as plain data,
 * not over a list of its expression places, so a part of the IR added later (a step's guard, a rule
 * card's stage) cannot be missed.
 */
export function namesRead(ir: RulesetIR): ReadonlySet<string> {
  let names = cache.get(ir);
  if (names) return names;
  const out = new Set<string>();
  refsIn(ir, (name) => void out.add(name));
  cache.set(ir, (names = out));
  return names;
}

/**
 * Calls `visit` with the name of every `ref` expression in `root` (the IR or any part of it), walked
 * as plain data like namesRead; stops at the first call that returns true, and says whether one did.
 */
export function refsIn(root: unknown, visit: (name: string) => boolean | void): boolean {
  const stack: unknown[] = [root];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (v === null || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    const o = v as Record<string, unknown>;
    if (o.k === "ref" && typeof o.name === "string" && visit(o.name) === true) return true;
    for (const key of Object.keys(o)) stack.push(o[key]);
  }
  return false;
}

/** Does an expression of the IR read the name (a built-in such as `playedCards`)? */
export function readsName(ir: RulesetIR, name: string): boolean {
  return namesRead(ir).has(name);
}

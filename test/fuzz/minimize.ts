// Shrinks a failing case to a small one that fails the same way: delta debugging (ddmin) over the
// mutated file's tokens, keeping every other file as it is. Each try runs through the guard.
import type { FailureKind, FuzzCase } from "./case.js";
import type { GuardedRunner } from "./guard.js";
import { pieces } from "./mutate.js";

/** At most this many tries: a minimized case is a help, not a proof; the original is kept too. */
const MAX_TRIES = 400;

export async function minimize(c: FuzzCase, kind: FailureKind, runner: GuardedRunner): Promise<FuzzCase> {
  let parts = pieces(c.files[c.mutated] ?? "");
  const withText = (p: readonly string[]): FuzzCase => ({ ...c, files: { ...c.files, [c.mutated]: p.join("") } });
  let tries = 0;
  const fails = async (p: readonly string[]): Promise<boolean> => {
    tries++;
    const out = await runner.run(withText(p));
    return out.failures.some((f) => f.kind === kind);
  };
  let n = 2;
  while (parts.length >= 2 && tries < MAX_TRIES) {
    const size = Math.ceil(parts.length / n);
    let reduced = false;
    for (let start = 0; start < parts.length && tries < MAX_TRIES; start += size) {
      // Try the complement of one chunk: drop it, keep the rest.
      const rest = [...parts.slice(0, start), ...parts.slice(start + size)];
      if (rest.length > 0 && (await fails(rest))) {
        parts = rest;
        n = Math.max(n - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (n >= parts.length) break;
      n = Math.min(parts.length, n * 2);
    }
  }
  return withText(parts);
}

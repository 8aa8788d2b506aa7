// The shipped rulesets, embedded in the page at build time (the very files in rulesets/), by path
// relative to the repository root: "rulesets/sticheln/classic.stich".
const raw = import.meta.glob("../../../rulesets/**/*.stich", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

export const SHIPPED: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(raw)
    .map(([k, v]) => [k.replace(/^(\.\.\/)+/, ""), v] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

export const DEFAULT_FILE = "rulesets/sticheln/classic.stich";

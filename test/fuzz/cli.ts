// npm run fuzz -- [--minutes N] [--cases N] [--seed S] [--out DIR] [--timeout MS]
// A long fuzz campaign (test/fuzz/campaign.ts). Each failure of a new kind and message is minimized
// (minimize.ts) and written to DIR (default fuzz-failures/) as the ruleset files that reproduce it
// and a failure.json saying what went wrong and how to reproduce the case. Ends with the figures, and
// exit code 1 if anything failed.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { runCampaign, DEFAULT_TIMEOUT_MS, type CampaignStats } from "./campaign.js";
import type { CaseFailure, FuzzCase } from "./case.js";
import { ruleCardCorpus, shippedCorpus } from "./corpus.js";
import { minimize } from "./minimize.js";

const { values } = parseArgs({
  options: {
    minutes: { type: "string" },
    cases: { type: "string" },
    seed: { type: "string" },
    out: { type: "string" },
    timeout: { type: "string" },
  },
  strict: true,
});
const number = (v: string | undefined, name: string): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`fuzz: --${name} must be a positive number, not "${v}"`);
    process.exit(2);
  }
  return n;
};
const minutes = number(values.minutes, "minutes");
const cases = number(values.cases, "cases");
const seed = number(values.seed, "seed") ?? Date.now() % 2 ** 31;
const out = values.out ?? "fuzz-failures";
const timeoutMs = number(values.timeout, "timeout") ?? DEFAULT_TIMEOUT_MS;
if (minutes === undefined && cases === undefined) {
  console.error("usage: npm run fuzz -- --minutes N | --cases N [--seed S] [--out DIR] [--timeout MS]");
  process.exit(2);
}

/** A failure's kind and message without its numbers and paths: one file per distinct bug, not per case. */
function signature(f: CaseFailure): string {
  return `${f.kind}: ${f.detail.split("\n")[0]?.replace(/\d+/g, "N").replace(/'[^']*'|"[^"]*"/g, "'…'")}`;
}

const seen = new Set<string>();
const written: string[] = [];

async function record(c: FuzzCase, failures: readonly CaseFailure[], runner: Parameters<typeof minimize>[2]): Promise<void> {
  for (const f of failures) {
    const sig = signature(f);
    if (seen.has(sig)) continue;
    seen.add(sig);
    const small = await minimize(c, f.kind, runner);
    const dir = join(out, `${f.kind}-seed${seed}-case${c.index}`);
    for (const [name, text] of [
      [`minimized/${c.mutated}`, small.files[c.mutated] ?? ""],
      [`original/${c.mutated}`, c.files[c.mutated] ?? ""],
    ] as const) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    const meta = { ...f, signature: sig, file: c.file, mutated: c.mutated, mutations: c.mutations, reproduce: `npm run fuzz -- --seed ${seed} --cases ${c.index + 1}`, caseIndex: c.index, caseSeed: c.seed };
    writeFileSync(join(dir, "failure.json"), `${JSON.stringify(meta, null, 2)}\n`);
    written.push(dir);
    console.log(`new failure (${f.kind}), minimized to ${dir}: ${f.detail.split("\n")[0]}`);
  }
}

function summary(s: CampaignStats): string {
  const f = s.failures;
  return [
    `${s.cases} cases in ${(s.elapsedMs / 60_000).toFixed(1)} min (seed ${seed}): ${s.clean} compiled clean, ${s.games} games, ${s.actions} actions, ${s.ruleErrors} RuleErrors`,
    `failures: ${f.internal} internal, ${f.unlocated} unlocated, ${f.slow} over 2 s of CPU time to compile, ${f.engine} engine errors that are not RuleError, ${f.timeout} timeouts, ${f.crash} crashes`,
    `slowest compile: ${s.slowestCompileMs.toFixed(0)} ms of CPU time, ${s.slowestCompileWallMs.toFixed(0)} ms of wall time (case ${s.slowestCase})`,
  ].join("\n");
}

const stats = await runCampaign({
  seed,
  // Every fifth rule card too (a dozen, as many as the shipped rulesets), each on its own over its base.
  corpus: { ...shippedCorpus(), ...ruleCardCorpus(5) },
  timeoutMs,
  ...(cases !== undefined ? { cases } : {}),
  ...(minutes !== undefined ? { minutes } : {}),
  onFailure: record,
  onProgress: (s) => console.log(summary(s).split("\n")[0]),
});
console.log(summary(stats));
if (written.length > 0) console.log(`${written.length} failure(s) written to ${out}/`);
process.exitCode = Object.values(stats.failures).some((n) => n > 0) ? 1 : 0;

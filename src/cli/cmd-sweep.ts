// stichwerk sweep SPEC: every cell of a sweep file (rulesets, or a base and its rule-card sets, x
// player counts x line-ups), played on this machine's worker threads or, with --queue, by `stichwerk
// worker`s over Redis; one report (schemas/sweep-report.schema.json) with each cell's metrics,
// flags and rank. Finished cells are stored by key (contents + code digest), so a re-run plays only
// what is missing, and the report is the same whichever way and in however many parts it was run.

import { availableParallelism } from "node:os";
import { buildSweepReport, printableJson, sweepHtml, type CellOutcome, type CellResult, type CellTask, type SweepReport } from "../index.js";
import { intOption, parseCommandArgs } from "./args.js";
import { EXIT, type ExitCode, usageError } from "./errors.js";
import { readReportScript } from "./report-script.js";
import { formatSweepReport } from "./format-sweep.js";
import type { Io } from "./io.js";
import { startProgress, type ProgressStream } from "./simulate-progress.js";
import { runInPool } from "./sweep/pool.js";
import { fileStore } from "./sweep/store.js";

export const SWEEP_USAGE = `usage: stichwerk sweep <sweep.json|sweep.yaml> [options]

Plays every cell of a sweep file (schemas/sweep-spec.schema.json): rulesets, or a base and
sets of its rule cards, at each player count with each bot line-up, so many games per cell.
Writes one report (schemas/sweep-report.schema.json): each cell's design metrics with 95%
intervals (docs/metrics.md), cells whose games fail or never end, cells far from the base,
cells that stand out, and the cells ranked by a metric. Prints a summary.

options:
  --out FILE         where the report is written (default: the sweep file's name + .report.json
                     in the current folder)
  --store DIR        finished cells, kept by key (default .stichwerk-cache/sweep); a re-run
                     plays only the cells not there
  --workers N        worker threads on this machine (default: the available cores)
  --queue URL        play the cells as jobs on a BullMQ queue at redis://HOST:PORT, taken by
                     \`stichwerk worker --queue URL\` on any number of machines
  --cells A..B       only cells A to B (numbered from 0, as in the report), plus the base cell
  --json             print the report on stdout instead of the summary
  --html FILE        also write the report as one self-contained HTML page with charts (the
                     ranking, the cells far from the base or standing out per metric, every
                     cell's metrics; readable offline; written whole or not at all)

The report is the same (apart from "timing") on one machine, with one queue worker or several.
Exit status 3 when a cell's games failed or a cell could not be played, 1 when a cell's ruleset
has errors.
`;

const OPTIONS = {
  out: { type: "string" },
  store: { type: "string" },
  workers: { type: "string" },
  queue: { type: "string" },
  cells: { type: "string" },
  json: { type: "boolean" },
  html: { type: "string" },
} as const;

export async function sweepCommand(args: readonly string[], io: Io, progress: ProgressStream | null = process.stderr.isTTY ? process.stderr : null): Promise<ExitCode> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, SWEEP_USAGE);
  if (values.help) {
    io.out(SWEEP_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw usageError(`sweep takes one sweep file, not ${positionals.length}`, SWEEP_USAGE);
  const specFile = positionals[0]!;
  const workers = intOption(values.workers, "workers", availableParallelism(), 1, 256, SWEEP_USAGE);
  if (values.queue !== undefined && values.workers !== undefined) throw usageError("--workers is for this machine; with --queue the workers are `stichwerk worker`s", SWEEP_USAGE);
  const slice = values.cells === undefined ? undefined : cellRange(values.cells);
  const out = values.out ?? `${specFile.replace(/^.*\//, "").replace(/\.(json|ya?ml)$/i, "")}.report.json`;
  // Before the cells: a missing chart script is reported at once, not after the sweep.
  const htmlScript = values.html === undefined ? undefined : readReportScript();
  const store = fileStore(values.store ?? ".stichwerk-cache/sweep", io);

  // The YAML parser is loaded only here, so other commands start without it.
  const { readSweepFile } = await import("./sweep/spec-file.js");
  const { planSweep } = await import("./sweep/tasks.js");
  const loaded = readSweepFile(specFile, io);
  const planned = planSweep(specFile, loaded, io);
  const chosen = planned.cells.filter((c) => slice === undefined || c.isBase || (c.index >= slice[0] && c.index <= slice[1]));
  const start = performance.now();
  const outcomes = new Map<number, CellOutcome>();
  const toPlay: { index: number; task: CellTask }[] = [];
  let reused = 0;
  for (const c of chosen) {
    const w = planned.work[c.index]!;
    if (!("task" in w)) {
      outcomes.set(c.index, w);
      continue;
    }
    const stored = store.get(w.task.key);
    if (stored !== undefined) {
      outcomes.set(c.index, { result: stored });
      reused++;
    } else toPlay.push({ index: c.index, task: w.task });
  }
  // Tasks with the same key (the same cell twice) are played once.
  const byKey = new Map<string, number[]>();
  for (const t of toPlay) byKey.set(t.task.key, [...(byKey.get(t.task.key) ?? []), t.index]);
  const unique = [...byKey.keys()].map((k) => toPlay.find((t) => t.task.key === k)!.task);
  const bar = progress !== null && !values.json && unique.length > 0 ? startProgress(progress, unique.length) : null;
  let done = 0;
  const onResult = (task: CellTask, outcome: { result: CellResult } | { error: string }) => {
    if ("result" in outcome) store.put(task.key, outcome.result);
    for (const index of byKey.get(task.key) ?? []) outcomes.set(index, outcome);
    done++;
    bar?.update(done);
    if (bar === null && !values.json && unique.length > 1 && (done % Math.max(1, Math.ceil(unique.length / 20)) === 0 || done === unique.length)) {
      io.err(`${done}/${unique.length} cells played\n`);
    }
  };
  try {
    // BullMQ and its Redis client are loaded only for --queue: every other command starts without them.
    if (values.queue !== undefined) await (await import("./sweep/queue.js")).runViaQueue(values.queue, unique, onResult);
    else await runInPool(unique, Math.min(workers, Math.max(1, unique.length)), onResult);
  } finally {
    bar?.stop(done);
  }
  const report: SweepReport = buildSweepReport(
    specFile,
    loaded.spec,
    chosen,
    chosen.map((c) => outcomes.get(c.index)!),
    {
      elapsedMs: Math.round(performance.now() - start),
      mode: values.queue !== undefined ? "queue" : "pool",
      workers: values.queue !== undefined ? null : Math.min(workers, Math.max(1, unique.length)),
      cellsPlayed: unique.length,
      cellsReused: reused,
    },
  );
  const text = `${printableJson(report, 2)}\n`;
  io.writeText(out, text);
  if (values.html !== undefined) io.writeText(values.html, sweepHtml(report, htmlScript!));
  io.out(values.json ? text : formatSweepReport(report, out));
  if (report.summary.failed + report.summary.errors > 0) return EXIT.failures;
  return report.summary.compileErrors > 0 ? EXIT.invalid : EXIT.ok;
}

function cellRange(text: string): [number, number] {
  const m = /^(\d+)\.\.(\d+)$/.exec(text);
  if (!m || Number(m[1]) > Number(m[2])) throw usageError(`--cells must be A..B with A <= B, not "${text}"`, SWEEP_USAGE);
  return [Number(m[1]), Number(m[2])];
}

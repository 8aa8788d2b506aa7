// stichwerk compare <a.stich> <b.stich> --players N [...]: two versions of a ruleset on the same
// duplicate deals, and which differences are significant (the library's compareRulesets, which the
// editor's compare tab also uses).

import { compareHtml, compareRulesets, getBot, headlineMetrics, METRIC_LABELS, type CompareReport } from "../index.js";
import { intOption, parseCommandArgs } from "./args.js";
import { checkPlayers, seatBots } from "./cmd-simulate.js";
import { EXIT, type ExitCode, usageError } from "./errors.js";
import { readReportScript } from "./report-script.js";
import { metricInterval, metricText } from "./format-metrics.js";
import type { Io } from "./io.js";
import { loadRuleset, rulesetRoot } from "./load.js";

export const COMPARE_USAGE = `usage: stichwerk compare <a.stich> <b.stich> --players N [options]

Plays both rulesets on the same deals (same seeds, same seat rotation, same bot streams) and
reports, for each figure (mean score and win rate per seat and per bot, tricks per round, score
spread, game length), A, B and the difference B - A with its 95% interval over the deals.
A difference whose interval leaves out 0 is marked significant (*).

options:
  --players N        number of players (required; within both rulesets' ranges)
  --games G          games per ruleset (default 400); with seat rotation, rounded up to whole deals
  --seed S           base seed, 0..4294967295 (default 1)
  --bots LIST        one bot for all seats, or one per seat (default random)
  --rotate           play each deal once per seat rotation (the default when the bots differ;
                     needed for the luck share)
  --no-rotate        play every deal once
  --forced-share     count the decisions with a single legal action (slower)
  --json             print the report as one JSON object
  --html FILE        also write the report as one self-contained HTML page with charts (readable
                     offline; written whole or not at all)
  --root DIR         the folder whose files both rulesets may read (extends, with), each of them
                     inside it (default: each ruleset's own folder; a rule card compiled on its own
                     needs its game's folder)

The game-by-game design metrics (lead changes, decisiveness, drama, forced share) are
paired figures like the others; the batch-level ones (skill gap, luck share, seat
advantage, fairness; docs/metrics.md) are listed for A and B with their intervals.
`;

const OPTIONS = {
  players: { type: "string" },
  games: { type: "string" },
  seed: { type: "string" },
  bots: { type: "string" },
  json: { type: "boolean" },
  "forced-share": { type: "boolean" },
  rotate: { type: "boolean" },
  "no-rotate": { type: "boolean" },
  html: { type: "string" },
  root: { type: "string" },
} as const;

export function compareCommand(args: readonly string[], io: Io): ExitCode {
  const { values, positionals } = parseCommandArgs(args, OPTIONS, COMPARE_USAGE);
  if (values.help) {
    io.out(COMPARE_USAGE);
    return EXIT.ok;
  }
  if (positionals.length !== 2) throw usageError(`compare takes two ruleset files, not ${positionals.length}`, COMPARE_USAGE);
  if (values.players === undefined) throw usageError("compare needs --players N", COMPARE_USAGE);
  const players = intOption(values.players, "players", 0, 1, 1000, COMPARE_USAGE);
  const games = intOption(values.games, "games", 400, 1, 10_000_000, COMPARE_USAGE);
  const seed = intOption(values.seed, "seed", 1, 0, 0xffffffff, COMPARE_USAGE);
  const [fileA, fileB] = positionals as [string, string];
  // One --root for both sides, as check, simulate and replay take it (mayRead, src/lang/files.ts).
  const a = loadRuleset(fileA, io, rulesetRoot(fileA, values.root, io, COMPARE_USAGE));
  const b = loadRuleset(fileB, io, rulesetRoot(fileB, values.root, io, COMPARE_USAGE));
  if (a.ir === undefined || b.ir === undefined) return EXIT.invalid;
  checkPlayers(a.ir, players);
  checkPlayers(b.ir, players);
  if (values.rotate && values["no-rotate"]) throw usageError("give --rotate or --no-rotate, not both", COMPARE_USAGE);
  const rotate = values.rotate ? true : values["no-rotate"] ? false : undefined;
  const bots = seatBots(values.bots ?? "random", players);
  for (const spec of new Set(bots)) {
    try {
      getBot(spec);
    } catch (e) {
      throw usageError(e instanceof Error ? e.message : String(e), COMPARE_USAGE);
    }
  }
  // Before the games: a missing chart script is reported at once, not after the batch.
  const htmlScript = values.html === undefined ? undefined : readReportScript();
  const report = compareRulesets({ a: { ir: a.ir, label: fileA }, b: { ir: b.ir, label: fileB }, players, games, seed, bots, countForced: values["forced-share"] === true, ...(rotate !== undefined ? { rotate } : {}) });
  io.out(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatCompareReport(report));
  if (values.html !== undefined) io.writeText(values.html, compareHtml(report, htmlScript!));
  return report.a.failures + report.b.failures > 0 ? EXIT.failures : EXIT.ok;
}

const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

export function formatCompareReport(r: CompareReport): string {
  const lines = [
    `A: ${r.a.name} (${r.a.ruleset})`,
    `B: ${r.b.name} (${r.b.ruleset})`,
    `${r.a.players} players, ${r.a.games + r.a.failures} games each from seed ${r.a.seed} on the same deals; ${r.pairedDeals} deals paired` +
      (r.a.failures + r.b.failures > 0 ? `; failed games: A ${r.a.failures}, B ${r.b.failures}` : ""),
    "",
  ];
  const rows = r.differences.map((d) => [
    d.figure,
    num(d.a),
    num(d.b),
    `${d.difference >= 0 ? "+" : ""}${num(d.difference)}`,
    d.interval ? `${num(d.interval.low)} .. ${num(d.interval.high)}` : "-",
    d.significant ? "*" : "",
  ]);
  const head = ["figure", "A", "B", "B - A", `${Math.round(r.confidence * 100)}% CI`, ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const fmt = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd();
  lines.push(fmt(head), ...rows.map(fmt), "");
  const ma = new Map(headlineMetrics(r.a.metrics).map((m) => [m.key, m]));
  const mb = new Map(headlineMetrics(r.b.metrics).map((m) => [m.key, m]));
  const batch = (["skillGap", "luckShare", "seatAdvantage", "fairness"] as const).filter((k) => ma.has(k) || mb.has(k));
  if (batch.length > 0) {
    const cell = (k: (typeof batch)[number], m: typeof ma) => {
      const v = m.get(k);
      return v ? `${metricText(k, v.value)} (${metricInterval(k, v.ci)})` : "-";
    };
    const rows2 = batch.map((k) => [METRIC_LABELS[k], cell(k, ma), cell(k, mb)]);
    const head2 = ["design metric (whole batch)", "A (95% CI)", "B (95% CI)"];
    const w2 = head2.map((h, i) => Math.max(h.length, ...rows2.map((row) => row[i]!.length)));
    const fmt2 = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(w2[i]!) : c.padStart(w2[i]!))).join("  ").trimEnd();
    lines.push(fmt2(head2), ...rows2.map(fmt2), "");
  }
  const sig = r.differences.filter((d) => d.significant).length;
  lines.push(`* significant: the ${Math.round(r.confidence * 100)}% interval of B - A leaves out 0 (${sig} of ${r.differences.length} figures; each figure on its own, so about 1 in 20 unchanged figures is marked by chance)`);
  return `${lines.join("\n")}\n`;
}

// `compare --html FILE`: the comparison as a self-contained page: every figure's paired difference
// (B − A) with its 95% interval, the significant ones highlighted, then both sides' own charts.
import type { CompareReport } from "../sim/compare.js";
import { escapeHtml } from "../sheet/html.js";
import { reportPage, table } from "./page.js";
import { simulateSections } from "./simulate-html.js";
import { barChartSvg } from "./svg-bars.js";

export function compareHtml(r: CompareReport): string {
  const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(3));
  const sig = r.differences.filter((d) => d.significant).length;
  return reportPage(`${r.a.name} vs ${r.b.name}: comparison`, [
    `<h1>${escapeHtml(`${r.a.name} (A) vs ${r.b.name} (B)`)}</h1>`,
    `<p class="meta">${escapeHtml(`A: ${r.a.ruleset} · B: ${r.b.ruleset}`)}<br>${escapeHtml(
      `${r.a.players} players · ${r.pairedDeals} paired deals · seed ${r.a.seed} · bots ${r.a.lineup.join(", ")} · ${sig} of ${r.differences.length} differences significant at ${Math.round(r.confidence * 100)}%`,
    )}</p>`,
    barChartSvg(
      r.differences.map((d) => ({ label: d.figure, value: d.difference, ci: d.interval, highlight: d.significant })),
      { title: "Difference B − A per figure (95% interval; red: the interval leaves out 0)", format: fmt },
    ),
    table(
      ["figure", "A", "B", "B − A", "95% interval", "p", ""],
      r.differences.map((d) => [
        d.figure,
        fmt(d.a),
        fmt(d.b),
        fmt(d.difference),
        d.interval ? `${fmt(d.interval.low)} .. ${fmt(d.interval.high)}` : "",
        d.p === null ? "" : d.p < 0.001 ? "< 0.001" : d.p.toFixed(3),
        d.significant ? "significant" : "",
      ]),
    ),
    `<h2>${escapeHtml(`A: ${r.a.name}`)}</h2>`,
    ...simulateSections(r.a),
    `<h2>${escapeHtml(`B: ${r.b.name}`)}</h2>`,
    ...simulateSections(r.b),
  ]);
}

// `compare --html FILE`: the comparison as a self-contained page: every figure's paired difference
// (B − A) with its 95% interval in the designer's compare panels (one small panel per figure, each on
// a scale of its own, so a difference of 0.02 in win rate is not drawn on the axis of a 40-point
// difference in score; the significant ones in red), the same in a table, then both sides' own charts.
import type { CompareReport } from "../sim/compare.js";
import { expectedByChance } from "../sim/multiple-testing.js";
import { escapeHtml } from "../sheet/html.js";
import { reportPage, table, type ChartScript } from "./page.js";
import { ReportCharts } from "./charts.js";
import { simulateSections } from "./simulate-html.js";
import { figureUnit, formatDifference, formatValue } from "./format.js";

export function compareHtml(r: CompareReport, script: ChartScript): string {
  const charts = new ReportCharts();
  const sig = r.differences.filter((d) => d.significant).length;
  const tested = r.differences.filter((d) => d.p !== null).length;
  return reportPage(
    `${r.a.name} vs ${r.b.name}: comparison`,
    [
      `<h1>${escapeHtml(`${r.a.name} (A) vs ${r.b.name} (B)`)}</h1>`,
      `<p class="meta">${escapeHtml(`A: ${r.a.ruleset} · B: ${r.b.ruleset}`)}<br>${escapeHtml(
        `${r.a.players} players · ${r.pairedDeals} paired deals · seed ${r.a.seed} · bots ${r.a.lineup.join(", ")} · ${sig} of ${r.differences.length} differences significant at ${Math.round(r.confidence * 100)}%`,
      )}<br>${escapeHtml(
        `With ${tested} figures tested, chance alone would make about ${expectedByChance(tested, 1 - r.confidence).toFixed(2)} of them significant even if nothing changed.`,
      )}</p>`,
      `<h2>Differences B − A (95% interval; red: the interval leaves out 0), each figure on its own scale</h2>`,
      charts.add({ kind: "differences", differences: r.differences }),
      table(
        ["figure", "A", "B", "B − A", "95% interval", "p", ""],
        r.differences.map((d) => {
          const unit = figureUnit(d.figure);
          return [
            d.figure,
            formatValue(d.a, unit),
            formatValue(d.b, unit),
            formatDifference(d.difference, unit),
            d.interval ? `${formatDifference(d.interval.low, unit)} .. ${formatDifference(d.interval.high, unit)}` : "",
            d.p === null ? "" : d.p < 0.001 ? "< 0.001" : d.p.toFixed(3),
            d.significant ? "significant" : "",
          ];
        }),
      ),
      `<h2>${escapeHtml(`A: ${r.a.name}`)}</h2>`,
      ...simulateSections(r.a, charts),
      `<h2>${escapeHtml(`B: ${r.b.name}`)}</h2>`,
      ...simulateSections(r.b, charts),
    ],
    charts,
    script,
  );
}

// `compare --html FILE`: the comparison as a self-contained page: every figure's paired difference
// (B − A) with its 95% interval, the significant ones highlighted, then both sides' own charts.
// Figures of one family (mean score per seat and per bot, win rate per seat, ...) share a chart;
// every family has a scale of its own, so a difference of 0.02 in win rate is not drawn on the axis
// of a 40-point difference in score.
import type { CompareReport, FigureDifference } from "../sim/compare.js";
import { expectedByChance } from "../sim/multiple-testing.js";
import { escapeHtml } from "../sheet/html.js";
import { reportPage, table } from "./page.js";
import { simulateSections } from "./simulate-html.js";
import { barChartSvg, numberText, shareText } from "./svg-bars.js";

/** Figures whose values are shares of 1 (shown as percentages). */
const SHARE_FAMILIES: ReadonlySet<string> = new Set(["win rate", "decisiveness", "forced share"]);

/** "win rate, seat 2" → family "win rate", member "seat 2"; a figure without a comma is its own family. */
function splitFigure(figure: string): { family: string; member: string } {
  const i = figure.indexOf(", ");
  return i < 0 ? { family: figure, member: "B − A" } : { family: figure.slice(0, i), member: figure.slice(i + 2) };
}

/** The differences grouped by family, in the report's order. */
export function figureFamilies(differences: readonly FigureDifference[]): { family: string; share: boolean; rows: { member: string; d: FigureDifference }[] }[] {
  const out: { family: string; share: boolean; rows: { member: string; d: FigureDifference }[] }[] = [];
  for (const d of differences) {
    const { family, member } = splitFigure(d.figure);
    let group = out.find((g) => g.family === family);
    if (!group) out.push((group = { family, share: SHARE_FAMILIES.has(family), rows: [] }));
    group.rows.push({ member, d });
  }
  return out;
}

export function compareHtml(r: CompareReport): string {
  const sig = r.differences.filter((d) => d.significant).length;
  const tested = r.differences.filter((d) => d.p !== null).length;
  const families = figureFamilies(r.differences);
  const fmtOf = (figure: string) => (SHARE_FAMILIES.has(splitFigure(figure).family) ? shareText : numberText);
  return reportPage(`${r.a.name} vs ${r.b.name}: comparison`, [
    `<h1>${escapeHtml(`${r.a.name} (A) vs ${r.b.name} (B)`)}</h1>`,
    `<p class="meta">${escapeHtml(`A: ${r.a.ruleset} · B: ${r.b.ruleset}`)}<br>${escapeHtml(
      `${r.a.players} players · ${r.pairedDeals} paired deals · seed ${r.a.seed} · bots ${r.a.lineup.join(", ")} · ${sig} of ${r.differences.length} differences significant at ${Math.round(r.confidence * 100)}%`,
    )}<br>${escapeHtml(
      `With ${tested} figures tested, chance alone would make about ${expectedByChance(tested, 1 - r.confidence).toFixed(2)} of them significant even if nothing changed.`,
    )}</p>`,
    `<h2>Differences B − A (95% interval; red: the interval leaves out 0), each kind of figure on its own scale</h2>`,
    ...families.map((g) =>
      barChartSvg(
        g.rows.map(({ member, d }) => ({ label: member, value: d.difference, ci: d.interval, highlight: d.significant })),
        { title: g.family, scale: g.share ? "share" : "number" },
      ),
    ),
    table(
      ["figure", "A", "B", "B − A", "95% interval", "p", ""],
      r.differences.map((d) => {
        const fmt = fmtOf(d.figure);
        return [
          d.figure,
          fmt(d.a),
          fmt(d.b),
          fmt(d.difference),
          d.interval ? `${fmt(d.interval.low)} .. ${fmt(d.interval.high)}` : "",
          d.p === null ? "" : d.p < 0.001 ? "< 0.001" : d.p.toFixed(3),
          d.significant ? "significant" : "",
        ];
      }),
    ),
    `<h2>${escapeHtml(`A: ${r.a.name}`)}</h2>`,
    ...simulateSections(r.a),
    `<h2>${escapeHtml(`B: ${r.b.name}`)}</h2>`,
    ...simulateSections(r.b),
  ]);
}

// The shell of an HTML report: one self-contained page (inline CSS, the charts as inline JSON drawn by
// one inline script, no external URL), readable offline and printable. Every figure a chart shows is
// also in a table, so the page says everything even where scripts are off.
import { escapeHtml } from "../sheet/html.js";
import { CHARTS_ELEMENT_ID, inlineScript, scriptJson, type ReportCharts } from "./charts.js";

const CSS = `
body { font: 14px/1.4 system-ui, sans-serif; color: #222; max-width: 1100px; margin: 1.5em auto; padding: 0 1em; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; } h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
.meta { color: #555; } table { border-collapse: collapse; margin: 0.5em 0; } th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: right; }
th:first-child, td:first-child { text-align: left; white-space: nowrap; } th { background: #f2f2f2; }
.report-chart { margin: 0.8em 0; break-inside: avoid; }
.sig { color: #b22; font-weight: 600; }
@media print { body { max-width: none; margin: 0; } }
`;

/** The page's chart-drawing script: the bundle `npm run build:report` makes (dist/report/charts.js). */
export type ChartScript = string;

export function reportPage(title: string, body: readonly string[], charts: ReportCharts, script: ChartScript): string {
  const drawn =
    charts.list.length === 0
      ? ""
      : `<noscript><p class="meta">The charts are drawn by this page's script; every figure they show is also in the tables.</p></noscript>\n<script type="application/json" id="${CHARTS_ELEMENT_ID}">${scriptJson(charts.list)}</script>\n<script>${inlineScript(script)}</script>\n`;
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${CSS}</style></head>\n<body>\n${body.join("\n")}\n${drawn}</body></html>\n`;
}

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

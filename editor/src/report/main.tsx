// The script of the HTML reports (`stichwerk simulate|compare|sweep --html`): bundled with React,
// recharts and the designer's chart components into one file (`npm run build:report`, see
// editor/report.vite.config.ts) that the report inlines, so the page draws the same charts as the
// designer, offline. It reads the charts the report put in its JSON block (src/report/charts.ts) and
// draws each into its element; nothing else on the page depends on it.
import { createRoot } from "react-dom/client";
import { CHARTS_ELEMENT_ID, figureUnit, type ReportChart } from "../../../src/index.js";
import { Charts } from "../panels/Charts.js";
import { DifferencePanels } from "../charts/DifferencePanels.js";
import { RowBars } from "../charts/RowBars.js";
import css from "../charts/charts.css?inline";

const errOf = (value: number, ci: { low: number; high: number } | null) => (ci ? ([value - ci.low, ci.high - value] as const) : undefined);

function chartOf(c: ReportChart, index: number) {
  switch (c.kind) {
    case "playtest":
      return <Charts report={c.report} />;
    case "differences":
      return (
        <DifferencePanels
          rows={c.differences.map((d) => ({ figure: d.figure, unit: figureUnit(d.figure), difference: d.difference, err: errOf(d.difference, d.interval), significant: d.significant }))}
        />
      );
    case "ranked":
      return <RowBars id={`ranked-${index}`} title={c.title} unit={c.unit} reference={c.reference} rows={c.bars.map((b) => ({ name: b.name, value: b.value, err: errOf(b.value, b.ci), highlight: b.highlight }))} />;
    default: {
      const never: never = c;
      throw new Error(`a chart of unknown kind ${JSON.stringify(never)}`);
    }
  }
}

const style = document.createElement("style");
style.textContent = css;
document.head.append(style);
const charts = JSON.parse(document.getElementById(CHARTS_ELEMENT_ID)!.textContent!) as ReportChart[];
for (const el of document.querySelectorAll<HTMLElement>("[data-chart]")) {
  const index = Number(el.dataset["chart"]);
  const chart = charts[index];
  if (chart) createRoot(el).render(chartOf(chart, index));
}

// The charts of an HTML report, as data: the page carries them as JSON and its one inline script (the
// designer's chart components, recharts, bundled by `npm run build:report`, see
// editor/src/report/main.tsx) draws them when the page opens, offline. The report builders decide
// what is charted; the drawing is the designer's, so a report's charts look and read like the
// designer's panels.
import type { SimulateReport } from "../sim/simulate.js";
import type { FigureDifference } from "../sim/compare.js";
import type { Interval } from "../sim/stats.js";

/** A figure is a plain number (points, tricks, games) or a share of 1 shown as a percentage. */
export type ChartUnit = "number" | "share";

export interface RankedBar {
  readonly name: string;
  readonly value: number;
  readonly ci: Interval | null;
  /** Drawn in the accent colour (a cell whose games fail, or one that stands out). */
  readonly highlight: boolean;
}

/** What the designer's playtest charts read of a simulation: no timing, so a page is the same on every run. */
export type PlaytestFigures = Pick<SimulateReport, "players" | "seats" | "bots" | "length" | "scoreHistogram">;

export function playtestFigures(r: SimulateReport): PlaytestFigures {
  return { players: r.players, seats: r.seats, bots: r.bots, length: r.length, scoreHistogram: r.scoreHistogram };
}

export type ReportChart =
  /** The designer's playtest charts of one simulation (editor/src/panels/Charts.tsx). */
  | { readonly kind: "playtest"; readonly report: PlaytestFigures }
  /** The designer's compare panels: every figure's B − A on a scale of its own. */
  | { readonly kind: "differences"; readonly differences: readonly FigureDifference[] }
  /** Horizontal bars with long names (a sweep's cells), in the order given. */
  | {
      readonly kind: "ranked";
      readonly title: string;
      readonly unit: ChartUnit;
      readonly bars: readonly RankedBar[];
      readonly reference?: { readonly value: number; readonly label: string };
    };

/** The id of the page's JSON block of charts, which the script reads. */
export const CHARTS_ELEMENT_ID = "stichwerk-charts";

/** A page's charts: each `add` returns the element the script draws that chart into. */
export class ReportCharts {
  readonly list: ReportChart[] = [];

  add(chart: ReportChart): string {
    this.list.push(chart);
    return `<div class="report-chart" data-chart="${this.list.length - 1}" data-kind="${chart.kind}"></div>`;
  }
}

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can end or confuse it, since
 * every "<" is written as its escape (JSON.parse reads it back as "<").
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** A script's text made safe to inline: "</script" (in a string or a regex of the bundle) would end the element. */
export function inlineScript(js: string): string {
  return js.replace(/<\/(script)/gi, "<\\/$1");
}

// HTML reports of simulate and compare (--html FILE): self-contained pages with inline SVG charts.
export { simulateHtml } from "./simulate-html.js";
export { compareHtml } from "./compare-html.js";
export { barChartSvg, type BarRow, type BarChartOptions } from "./svg-bars.js";
export { sweepHtml } from "./sweep-html.js";

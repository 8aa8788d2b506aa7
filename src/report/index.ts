// HTML reports of simulate, compare and sweep (--html FILE): self-contained pages whose charts are
// drawn offline by one inline script (the designer's chart components, `npm run build:report`).
export { simulateHtml } from "./simulate-html.js";
export { compareHtml } from "./compare-html.js";
export { sweepHtml } from "./sweep-html.js";
export type { ChartScript } from "./page.js";
export { CHARTS_ELEMENT_ID, playtestFigures, type PlaytestFigures, type ReportChart, type RankedBar, type ChartUnit } from "./charts.js";
export { decimalsFor, figureUnit, formatDifference, formatNumber, formatPercent, formatValue, type Unit } from "./format.js";

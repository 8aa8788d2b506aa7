// The designer's figures are written by the same formatters as the HTML reports' (src/report/format.ts).
export { decimalsFor, figureUnit, formatDifference, formatNumber, formatPercent, formatValue, type Unit } from "../../../src/index.js";

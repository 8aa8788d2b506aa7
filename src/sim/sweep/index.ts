export { expandSweep, cardSets, rangeNumbers, SweepSpecError } from "./spec.js";
export type { SweepSpec, SweepCellSpec, CardFile, CardRange } from "./spec.js";
export { runCell } from "./cell.js";
export type { CellTask, CellResult, SkillResult } from "./cell.js";
export { buildSweepReport, cellMetric, SWEEP_REPORT_FORMAT } from "./report.js";
export type { SweepReport, SweepCellReport, SweepTiming, FarFromBase, StandsOut, CellOutcome } from "./report.js";
export { validateSweepSpecShape } from "../schemas.js";

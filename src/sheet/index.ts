// Rules sheets: a ruleset's rules in plain language, from its IR (see sheet.ts).
export { rulesSheet, diffSections, sections, type SheetOptions } from "./sheet.js";
export { baseFileOf } from "./base.js";
export { sheetMarkdown } from "./markdown.js";
export { sheetHtml } from "./html.js";
export type { Sheet, SheetItem, SheetSection } from "./model.js";

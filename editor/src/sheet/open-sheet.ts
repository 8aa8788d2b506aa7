// The "Rules sheet" button: the current ruleset's rules sheet (the library's rulesSheet, the same one
// `stichwerk rules --format html --full` prints) opened as a printable page in a new tab. The window is
// opened at the click (so no popup blocker holds it back), then given the page once the sheet code,
// a chunk of its own, has loaded.
import type { RulesetIR } from "../../../src/index.js";

export async function openRulesSheet(ir: RulesetIR): Promise<void> {
  const win = window.open("", "_blank");
  const { rulesSheet, sheetHtml } = await import("../../../src/index.js");
  const url = URL.createObjectURL(new Blob([sheetHtml(rulesSheet(ir))], { type: "text/html" }));
  if (win) win.location.href = url;
  else window.location.assign(url);
}

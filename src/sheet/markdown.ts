// The rules sheet as Markdown.
import type { Sheet, SheetItem } from "./model.js";

/** Table cells and text from a ruleset: `|` would end a cell, a leading `#` or `-` start a block. */
const cell = (s: string) => s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\n/g, " ");

function itemMd(it: SheetItem): string {
  const [first = "", ...rest] = it.text;
  const lines = [`**${it.label}.** ${first}`, ...rest.map((t) => (/^\d+\. /.test(t) ? t : `\n${t}`))];
  let out = lines.join("\n");
  if (it.table) {
    out += `\n\n| ${it.table.head.map(cell).join(" | ")} |\n|${it.table.head.map(() => " --- |").join("")}\n`;
    out += it.table.rows.map((r) => `| ${r.map(cell).join(" | ")} |`).join("\n");
  }
  return out;
}

export function sheetMarkdown(sheet: Sheet): string {
  const parts = [`# ${sheet.title}`, ...sheet.intro];
  for (const sec of sheet.sections) parts.push(`## ${sec.title}`, ...sec.items.map(itemMd));
  return `${parts.join("\n\n")}\n`;
}

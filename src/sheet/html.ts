// The rules sheet as one self-contained HTML page (inline CSS, no external URL) that prints well:
// what the CLI writes with --format html and what the designer's "Rules sheet" button opens.
import type { Sheet, SheetItem } from "./model.js";

export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const CSS = `
body { font: 11pt/1.45 Georgia, "Times New Roman", serif; color: #111; max-width: 46em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.8em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; border-bottom: 1px solid #999; margin-top: 1.6em; break-after: avoid; }
.item { margin: 0.6em 0; break-inside: avoid; }
.label { font-weight: bold; }
ol { margin: 0.3em 0; }
table { border-collapse: collapse; margin: 0.4em 0; font-size: 0.95em; }
th, td { border: 1px solid #999; padding: 0.15em 0.5em; text-align: left; vertical-align: top; }
th { background: #eee; }
@media print { body { margin: 0; max-width: none; } @page { margin: 1.5cm; } }
`;

function itemHtml(it: SheetItem): string {
  const numbered = it.text.filter((t) => /^\d+\. /.test(t));
  const plain = it.text.filter((t) => !/^\d+\. /.test(t));
  const [first = "", ...rest] = plain;
  let out = `<div class="item"><p><span class="label">${escapeHtml(it.label)}.</span> ${escapeHtml(first)}</p>`;
  if (numbered.length > 0) out += `<ol>${numbered.map((t) => `<li>${escapeHtml(t.replace(/^\d+\. /, ""))}</li>`).join("")}</ol>`;
  out += rest.map((t) => `<p>${escapeHtml(t)}</p>`).join("");
  if (it.table) {
    out += `<table><thead><tr>${it.table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>`;
    out += it.table.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`).join("");
    out += "</tbody></table>";
  }
  return `${out}</div>`;
}

export function sheetHtml(sheet: Sheet): string {
  const body = [
    `<h1>${escapeHtml(sheet.title)}</h1>`,
    ...sheet.intro.map((t) => `<p>${escapeHtml(t)}</p>`),
    ...sheet.sections.map((s) => `<section><h2>${escapeHtml(s.title)}</h2>${s.items.map(itemHtml).join("\n")}</section>`),
  ];
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(sheet.title)}: rules</title><style>${CSS}</style></head>\n<body>\n${body.join("\n")}\n</body></html>\n`;
}

// The shell of an HTML report: one self-contained page (inline CSS, inline SVG charts, no script, no
// external URL), readable offline and printable.
import { escapeHtml } from "../sheet/html.js";

const CSS = `
body { font: 14px/1.4 system-ui, sans-serif; color: #222; max-width: 980px; margin: 1.5em auto; padding: 0 1em; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; } h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
.meta { color: #555; } table { border-collapse: collapse; margin: 0.5em 0; } th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: right; }
th:first-child, td:first-child { text-align: left; white-space: nowrap; } th { background: #f2f2f2; }
figure { margin: 0.8em 0; break-inside: avoid; } figcaption { font-weight: 600; margin-bottom: 0.2em; }
svg { max-width: 100%; height: auto; } svg .grid { stroke: #e4e4e4; } svg .zero { stroke: #555; } svg .ref { stroke: #c33; stroke-dasharray: 4 3; }
svg .bar { fill: #4e79a7; } svg .bar.hl { fill: #e15759; } svg .ci { stroke: #222; stroke-width: 1.5; fill: none; }
svg text { font: 12px system-ui, sans-serif; fill: #333; } svg .tick { fill: #777; }
.sig { color: #b22; font-weight: 600; }
@media print { body { max-width: none; margin: 0; } }
`;

export function reportPage(title: string, body: readonly string[]): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${CSS}</style></head>\n<body>\n${body.join("\n")}\n</body></html>\n`;
}

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

// Text from a ruleset or a log, made safe to print: a character a terminal would act on instead of
// showing (an escape sequence can recolour, retitle or rewrite the terminal) or that reorders or hides
// the text around it (bidirectional controls) is shown as an escape such as \x1b or \u202e.
// Tab and newline are kept: they are how text is laid out, and do nothing else.

/**
 * C0 controls but tab and newline, DEL and the C1 controls; the Arabic letter mark, zero-width space,
 * left-to-right and right-to-left marks, line and paragraph separators, bidirectional embeddings,
 * overrides and isolates, word joiner and invisible operators, the byte order mark; lone surrogates.
 * (Zero-width joiners stay: emoji and several scripts need them.)
 */
const UNPRINTABLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hex(c: string, width: number): string {
  return c.charCodeAt(0).toString(16).padStart(width, "0");
}

/** `text` with every unprintable character escaped: `\x1b` below U+0100, `\u202e` above. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => (c.charCodeAt(0) < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/**
 * JSON text of `value` with the same characters written as JSON escapes (`\u001b`), so that it prints
 * safely and still parses to the same value. JSON.stringify escapes C0 controls and lone surrogates
 * itself, but writes DEL, the C1 controls and the bidirectional controls as they are.
 */
export function printableJson(value: unknown, indent?: number): string {
  // Outside strings JSON text is plain ASCII, so every match is inside a string, where \uXXXX is valid.
  return JSON.stringify(value, null, indent).replace(UNPRINTABLE, (c) => `\\u${hex(c, 4)}`);
}

// The formatter (`stichwerk fmt`, and the editor's "Format document"). It keeps every token, line
// break and comment where the author put them and only normalises the space around them: two
// spaces of indentation per open `{`, `(` or `[`, one space between tokens except where the
// language reads better without (`count(won)`, `bid[up]`, `0..8`, `-1`, `a, b`, `lead:`), no
// trailing spaces, at most one blank line in a row and one newline at the end. Since the tokens and
// their lines never change, the result means the same, and formatting it again changes nothing.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { SLOT_START_WORDS } from "./slots/table.js";
import { DECLARATION_START_WORDS } from "./decls/table.js";
import { STEP_START_WORDS } from "./steps/table.js";
import {
  Colon, Comma, DotDot, Identifier, LBracket, LCurly, LParen, Minus, NameToken, NumberLiteral, RBracket, RCurly, RParen,
  StringLiteral, kw,
} from "../../grammar/tokens.js";
import { StichLexer, tokenOf } from "./words.js";

export type FormatResult =
  | { readonly ok: true; readonly text: string }
  /** The text has characters the language does not know, or an unclosed quote: it is left as it is. */
  | { readonly ok: false; readonly line: number; readonly col: number; readonly message: string };

const INDENT = "  ";
const OPENERS: readonly TokenType[] = [LCurly, LParen, LBracket];
const CLOSERS: readonly TokenType[] = [RCurly, RParen, RBracket];
/** What starts an item at top level and in each kind of `{ }` block; any other first token continues the line before. */
const ITEM_STARTS = {
  top: DECLARATION_START_WORDS.map(tokenOf),
  tricks: SLOT_START_WORDS.map(tokenOf),
  steps: STEP_START_WORDS.map(tokenOf),
  deck: [NumberLiteral],
} as const;
type Place = keyof typeof ITEM_STARTS;
const is = (t: IToken | undefined, types: readonly TokenType[]): boolean => t !== undefined && types.some((x) => tokenMatcher(t, x));

/** A word that can stand for a value (a name, a number, `true`/`false`), so a `-` after it subtracts. */
function endsValue(t: IToken): boolean {
  return (
    tokenMatcher(t, NameToken) || tokenMatcher(t, NumberLiteral) || tokenMatcher(t, StringLiteral) ||
    tokenMatcher(t, kw.true) || tokenMatcher(t, kw.false) || is(t, CLOSERS)
  );
}

function spaceBetween(a: IToken, b: IToken, aIsUnaryMinus: boolean): string {
  if (is(b, [RParen, RBracket, Comma, Colon]) || is(a, [LParen, LBracket])) return "";
  if (tokenMatcher(a, DotDot) || tokenMatcher(b, DotDot)) return "";
  if (aIsUnaryMinus) return "";
  // A call `count(...)` and an index `bid[1]`, `[1, 2][round]`.
  if (tokenMatcher(b, LParen) && tokenMatcher(a, Identifier)) return "";
  if (tokenMatcher(b, LBracket) && (tokenMatcher(a, NameToken) || is(a, [RParen, RBracket]))) return "";
  return " ";
}

export function formatRuleset(text: string): FormatResult {
  const lexed = StichLexer.tokenize(text);
  // The first character the language does not know: a lexer error, or a run of them (tokens' Unknown).
  const unknown = lexed.groups["unknown"]?.[0];
  const error = lexed.errors[0];
  const bad = unknown && (!error || unknown.startOffset < error.offset) ? { line: unknown.startLine, column: unknown.startColumn } : error;
  if (bad) {
    return { ok: false, line: bad.line ?? 1, col: bad.column ?? 1, message: `cannot format: the text has a character the language does not know, or a quote that is not closed (line ${bad.line ?? 1})` };
  }
  const lines = text.split(/\r\n|\r|\n/);
  const lineStarts: number[] = [];
  for (let i = 0, offset = 0; i < lines.length; i++) {
    lineStarts.push(offset);
    offset += lines[i]!.length;
    offset += text.startsWith("\r\n", offset) ? 2 : 1;
  }
  const byLine = new Map<number, IToken[]>();
  for (const t of lexed.tokens) {
    const l = t.startLine ?? 1;
    let list = byLine.get(l);
    if (!list) byLine.set(l, (list = []));
    list.push(t);
  }
  const out: string[] = [];
  let depth = 0;
  let prevToken: IToken | undefined;
  // The kind of each open `{ }` block, and the first token of the current item (which names a block).
  const places: Place[] = ["top"];
  let itemFirst: IToken | undefined;
  lines.forEach((raw, i) => {
    const tokens = byLine.get(i + 1) ?? [];
    const lineStart = lineStarts[i] ?? 0;
    // A comment starts at the first '#' after the line's last token (strings never span lines).
    const lastEnd = tokens.length > 0 ? tokens[tokens.length - 1]!.endOffset! + 1 - lineStart : 0;
    const hash = raw.indexOf("#", lastEnd);
    const comment = hash >= 0 ? raw.slice(hash).trimEnd() : "";
    if (tokens.length === 0 && comment === "") {
      out.push("");
      return;
    }
    const first = tokens[0];
    const place = places[places.length - 1] ?? "top";
    // A line that goes on with the item of the line before is indented one more level, or as deep
    // as the author put it (e.g. to line `else` up under `if`).
    const continuation = first !== undefined && prevToken !== undefined && !tokenMatcher(prevToken, LCurly) &&
      !is(first, CLOSERS) && !is(first, ITEM_STARTS[place]);
    const own = raw.length - raw.trimStart().length;
    const base = is(first, CLOSERS) ? Math.max(0, depth - 1) : depth;
    const indent = continuation ? " ".repeat(Math.max(own, INDENT.length * (base + 1))) : INDENT.repeat(base);
    if (first !== undefined && !continuation && !is(first, CLOSERS)) itemFirst = first;
    let s = "";
    tokens.forEach((t, j) => {
      const before = j === 0 ? undefined : tokens[j - 1];
      if (before) {
        const previous = j >= 2 ? tokens[j - 2] : prevToken;
        const unary = tokenMatcher(before, Minus) && !(previous !== undefined && endsValue(previous));
        s += spaceBetween(before, t, unary);
      }
      s += t.image;
      if (is(t, OPENERS)) depth++;
      else if (is(t, CLOSERS)) depth = Math.max(0, depth - 1);
      if (tokenMatcher(t, LCurly)) {
        places.push(itemFirst && tokenMatcher(itemFirst, kw.tricks) ? "tricks" : itemFirst && tokenMatcher(itemFirst, kw.deck) ? "deck" : "steps");
      } else if (tokenMatcher(t, RCurly) && places.length > 1) places.pop();
    });
    if (comment) {
      // Keep the author's gap before a trailing comment (they may be aligned), at least one space.
      const gap = tokens.length === 0 ? "" : " ".repeat(Math.max(1, hash - lastEnd));
      s += gap + comment;
    }
    out.push(indent + s);
    if (tokens.length > 0) prevToken = tokens[tokens.length - 1];
  });
  // At most one blank line in a row, none at the start, one newline at the end.
  const kept: string[] = [];
  for (const l of out) {
    if (l === "" && (kept.length === 0 || kept[kept.length - 1] === "")) continue;
    kept.push(l);
  }
  while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
  return { ok: true, text: kept.length === 0 ? "" : `${kept.join("\n")}\n` };
}


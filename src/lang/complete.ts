// Completion: what may come next at a place in a ruleset. The grammar itself says which tokens can
// follow (Chevrotain's content assist over the parser's rules), so keywords are offered only where
// they fit; where a name fits, the names in scope (suits, piles, lets, orders, built-ins and
// functions) are offered, narrowed to piles or orders where only those make sense; after `extends`,
// the ruleset files that could be the base.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { StichParser } from "../../grammar/parser.js";
import { SLOT_CONTINUING, SLOT_GRAMMARS, SLOT_START_WORDS } from "./slots/table.js";
import { DECL_CONTINUING, DECL_GRAMMARS, DECL_NEW_NAME_AFTER, DECL_ORDERS_AFTER, DECL_WORDS_AFTER, DECLARATION_START_WORDS } from "./decls/table.js";
import { STEP_GRAMMARS, STEP_START_WORDS, TABLE_CONTINUING, TABLE_PILES_AFTER } from "./steps/table.js";
import {
  Identifier, kw, LCurly, NameToken, RBracket, RCurly, RParen, StringLiteral, NumberLiteral,
} from "../../grammar/tokens.js";
import { allTokens, KEYWORDS, StichLexer, tokenOf, type Keyword } from "./words.js";
import { BUILTIN_NAMES } from "../ir/types.js";
import type { Analysis } from "./analyze.js";
import { dirname } from "./paths.js";
import { BUILTIN_DOCS, KEYWORD_DOCS } from "./reference.js";
import { FUNCTIONS } from "./builtins/table.js";

export type CompletionKind = "keyword" | "suit" | "pile" | "let" | "order" | "builtin" | "function" | "file";

export interface Completion {
  readonly label: string;
  readonly kind: CompletionKind;
  /** What to insert (defaults to the label). */
  readonly insert?: string;
  readonly detail: string;
}

let assistParser: StichParser | undefined;
function parser(): StichParser {
  assistParser ??= new StichParser(STEP_GRAMMARS, allTokens, undefined, DECL_GRAMMARS, SLOT_GRAMMARS);
  return assistParser;
}

const KEYWORD_BY_TOKEN = new Map<TokenType, Keyword>(KEYWORDS.map((w) => [tokenOf(w), w]));
const DECL_STARTS = new Set<TokenType>(DECLARATION_START_WORDS.map(tokenOf));
const BLOCK_STARTS = new Set<TokenType>([...SLOT_START_WORDS, ...STEP_START_WORDS].map(tokenOf));

/**
 * After these a value or a continuation must follow, so a new declaration cannot start: the core
 * grammar's words (expressions, the declarations parser.ts still writes), and each table entry's
 * `continuing` (steps, slots, declarations).
 */
const CONTINUING_KEYWORDS = new Set<Keyword>([
  "and", "or", "not", "in", "where", "of", "if", "then", "else", "mod", "let", "for", "by", "from", "into",
  "as", "extends", "when", "highest", "lowest",
  "variant", "game", "deck", "deal", "leftover", "before", "after", "score",
  "left", "secretly", "to", "the",
  "rule", "except",
  ...SLOT_CONTINUING,
  ...TABLE_CONTINUING,
  ...DECL_CONTINUING,
]);
const CLOSERS = new Set<TokenType>([RParen, RBracket, RCurly, LCurly]);

function continues(t: IToken | undefined): boolean {
  if (!t) return false;
  const k = KEYWORD_BY_TOKEN.get(t.tokenType);
  if (k) return CONTINUING_KEYWORDS.has(k);
  if (tokenMatcher(t, Identifier) || tokenMatcher(t, NumberLiteral) || tokenMatcher(t, StringLiteral)) return false;
  return !CLOSERS.has(t.tokenType);
}

type Place = "declaration" | "slot" | "step" | "deckEntry";

const PLACE_STARTS: Readonly<Record<Place, ReadonlySet<TokenType>>> = {
  declaration: DECL_STARTS,
  slot: new Set(SLOT_START_WORDS.map(tokenOf)),
  step: new Set(STEP_START_WORDS.map(tokenOf)),
  deckEntry: new Set([NumberLiteral]),
};

/**
 * Where the cursor is (top level, or inside a `tricks`, steps or deck block) and the tokens of the
 * item it is in: from the last token that starts an item of that place at the start of a line.
 * Content assist then runs over that item alone, so a mistake earlier in the file does not matter,
 * and the parser's recovery paths (which accept any token as junk) do not flood the list.
 */
function currentItem(tokens: readonly IToken[], text: string): { place: Place; tokens: IToken[] } {
  const stack: { place: Place; start: number }[] = [{ place: "declaration", start: 0 }];
  tokens.forEach((t, i) => {
    const top = stack[stack.length - 1]!;
    if (tokenMatcher(t, LCurly)) {
      const opener = stack.length === 1 ? tokens[top.start] : undefined;
      const place: Place = opener && tokenMatcher(opener, kw.tricks) ? "slot" : opener && tokenMatcher(opener, kw.deck) ? "deckEntry" : "step";
      stack.push({ place, start: i + 1 });
      return;
    }
    if (tokenMatcher(t, RCurly)) {
      if (stack.length > 1) stack.pop();
      return;
    }
    const lineStart = text.lastIndexOf("\n", t.startOffset - 1) + 1;
    const firstOnLine = text.slice(lineStart, t.startOffset).trim() === "";
    if (firstOnLine && PLACE_STARTS[top.place].has(t.tokenType)) top.start = i;
  });
  const top = stack[stack.length - 1]!;
  return { place: top.place, tokens: tokens.slice(top.start) };
}

/** The ruleset paths that `extends` could name from `file`, written relative to its directory. */
function relativeTo(file: string, target: string): string {
  const from = dirname(file).split("/").filter((p) => p !== "" && p !== ".");
  const to = target.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}

export interface CompleteOptions {
  readonly file: string;
  readonly analysis: Analysis;
  /** Every ruleset file the editor knows (for `extends`). */
  readonly files: readonly string[];
}

/** Completions at `offset` of `text`. The word being typed (if any) is left for the editor to filter by. */
export function completeAt(text: string, offset: number, opts: CompleteOptions): Completion[] {
  // Only the text before the word under the cursor matters.
  let wordStart = offset;
  while (wordStart > 0 && /[A-Za-z0-9_]/.test(text[wordStart - 1] ?? "")) wordStart--;
  const prefix = text.slice(0, wordStart);
  // Inside a comment: nothing.
  const line = prefix.slice(prefix.lastIndexOf("\n") + 1);
  if (/^[^"]*(?:"[^"]*"[^"]*)*#/.test(line)) return [];
  const openQuote = (line.match(/"/g) ?? []).length % 2 === 1;

  const all = StichLexer.tokenize(prefix).tokens;
  const { place, tokens } = currentItem(all, prefix);
  const prev = all[all.length - 1];

  if (prev && tokenMatcher(prev, kw.extends)) {
    return opts.files
      .filter((f) => f !== opts.file)
      .map((f) => {
        const rel = relativeTo(opts.file, f);
        return { label: rel, kind: "file" as const, insert: openQuote ? rel : `"${rel}"`, detail: `ruleset ${f}` };
      });
  }
  if (openQuote) return [];

  const out: Completion[] = [];
  // On a fresh line, after a finished item: a new item of the place.
  if (line.trim() === "" && !continues(prev)) {
    for (const t of PLACE_STARTS[place]) {
      const word = KEYWORD_BY_TOKEN.get(t);
      if (word) out.push({ label: word, kind: "keyword", detail: KEYWORD_DOCS[word] });
    }
    return out;
  }
  const expected = new Set(parser().computeContentAssist(place, tokens).map((s) => s.nextTokenType));
  for (const t of expected) {
    const word = KEYWORD_BY_TOKEN.get(t);
    if (word) out.push({ label: word, kind: "keyword", detail: KEYWORD_DOCS[word] });
  }
  const wantsName = expected.has(NameToken) || expected.has(Identifier);
  if (!wantsName) return dedupe(out);

  const prevWord = prev ? KEYWORD_BY_TOKEN.get(prev.tokenType) : undefined;
  // A new name is being declared (the core's, or a table declaration's first word: DeclSyntax.newNameAfter): nothing to offer.
  if (prevWord === "let" || prevWord === "as" || prevWord === "for" || (prevWord && (DECL_NEW_NAME_AFTER as ReadonlySet<string>).has(prevWord) && place === "declaration" && tokens.length === 1)) return dedupe(out);
  const sym = (kind: "suit" | "pile" | "let" | "order") => opts.analysis.symbols.filter((s) => s.kind === kind).map((s) => ({ label: s.name, kind, detail: s.detail }));
  const piles = [{ label: "won", kind: "pile" as const, detail: BUILTIN_DOCS["won"] ?? "" }, ...sym("pile")];
  if (prevWord && (TABLE_PILES_AFTER as ReadonlySet<string>).has(prevWord)) return dedupe(piles);
  if (prevWord && (DECL_ORDERS_AFTER as ReadonlySet<string>).has(prevWord)) return dedupe(sym("order"));
  // A word a table declaration checks after its keyword (DeclSyntax.wordsAfter: `trick value:`).
  const words = prevWord && place === "declaration" ? DECL_WORDS_AFTER.get(prevWord) : undefined;
  if (words && prevWord) return words.map((w) => ({ label: w, kind: "keyword" as const, detail: KEYWORD_DOCS[prevWord] }));
  // Suit lists (`suits ...`, deck lines, `ties ...`) take plain names: suits.
  if (!expected.has(NameToken)) return dedupe([...out, ...sym("suit")]);
  out.push(...sym("suit"), ...piles, ...sym("let"), ...sym("order"));
  for (const name of Object.keys(BUILTIN_NAMES)) out.push({ label: name, kind: "builtin", detail: BUILTIN_DOCS[name] ?? "" });
  for (const fn of Object.keys(FUNCTIONS)) out.push({ label: fn, kind: "function", insert: `${fn}(`, detail: BUILTIN_DOCS[fn] ?? "" });
  return dedupe(out);
}

/** Without repeats, and the names before the keywords (a name is what one usually wants in an expression). */
function dedupe(items: Completion[]): Completion[] {
  const seen = new Set<string>();
  const ordered = [...items.filter((c) => c.kind !== "keyword"), ...items.filter((c) => c.kind === "keyword")];
  return ordered.filter((c) => {
    const key = `${c.kind} ${c.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Every keyword of the language and the lexer made of them: the core grammar's keywords
// (grammar/tokens.ts) and those the step table's modules declare (each step's `keywords`, with their
// tokens made by `keywordTokens` in its module). A step's new keyword is declared in its module only.
import { Lexer, type TokenType } from "chevrotain";
import { CORE_KEYWORDS, declaredKeyword, isSoftKeyword, lexerTokens, type CoreKeyword } from "../../grammar/tokens.js";
import { TABLE_KEYWORD_DOCS, type TableKeyword } from "./steps/table.js";
import { DECL_KEYWORD_DOCS, type DeclKeyword } from "./decls/table.js";
import { SLOT_KEYWORD_DOCS, type SlotKeyword } from "./slots/table.js";

/** A keyword of the language. */
export type Keyword = CoreKeyword | TableKeyword | DeclKeyword | SlotKeyword;

/** Every keyword of the language: the core's, then the step table's own, the declaration table's, the slot table's. */
export const KEYWORDS: readonly Keyword[] = [
  ...new Set([
    ...CORE_KEYWORDS,
    ...(Object.keys(TABLE_KEYWORD_DOCS) as TableKeyword[]).filter((w) => !(CORE_KEYWORDS as readonly string[]).includes(w)),
    ...(Object.keys(DECL_KEYWORD_DOCS) as DeclKeyword[]).filter((w) => !(CORE_KEYWORDS as readonly string[]).includes(w)),
    ...(Object.keys(SLOT_KEYWORD_DOCS) as SlotKeyword[]).filter((w) => !(CORE_KEYWORDS as readonly string[]).includes(w)),
  ]),
];

/** Keywords that may also be used as names (`tricks`, `pile`, `turn`, ...): the core's and the steps' own. */
export const SOFT_KEYWORDS: ReadonlySet<Keyword> = new Set(KEYWORDS.filter(isSoftKeyword));

/** A keyword's token. */
export const tokenOf = (word: Keyword): TokenType => declaredKeyword(word);

/** All tokens in lexing order. */
export const allTokens: TokenType[] = lexerTokens(KEYWORDS);

export const StichLexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: false });

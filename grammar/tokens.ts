// Lexer tokens of the `.stich` ruleset language: the one list of keywords and symbols.
// The parser, the front-end and (later) the editor all import from here, so no keyword is spelt
// twice anywhere in the project.
import { createToken, Lexer, type TokenType } from "chevrotain";

/** Category matching every real token: lets the parser skip stray tokens one at a time. */
export const AnyToken = createToken({ name: "AnyToken", pattern: Lexer.NA });
/**
 * Category for tokens that may stand for a name inside an expression. Some words are both a
 * declaration keyword and a built-in value (`tricks { ... }` vs `tricks` = tricks won), so they
 * join this category and the expression grammar accepts them as names.
 */
export const NameToken = createToken({ name: "NameToken", pattern: Lexer.NA, label: "a name" });

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f\v]+/, group: Lexer.SKIPPED, line_breaks: true });
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: Lexer.SKIPPED });

export const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_]*/, label: "a name", categories: [NameToken, AnyToken] });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /\d+/, label: "a number", categories: [AnyToken] });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\r\n]|\\.)*"/, label: "a quoted name", categories: [AnyToken] });

/**
 * Keywords that may also be used as names: the built-in values that share a word with a declaration
 * (`players`, `tricks`, `trump`, ...) and nouns a designer may well pick for a pile or a `let`
 * (`let pile = won + hand`). None of them can start or continue an expression in another way.
 */
export const SOFT_KEYWORDS: ReadonlySet<string> = new Set([
  "players", "rounds", "suits", "tricks", "trump", "lead", "hand",
  "pile", "card", "cards", "owner", "public", "random", "seat", "player", "shown", "hidden", "to",
  "follow", "open", "score", "stop", "face", "down", "trick", "holder", "gives", "its", "becomes", "trumps",
  "turn", "up", "ranks", "sits", "out",
]);

/** Every keyword of the language, in one place. */
export const KEYWORDS = [
  "game", "variant", "extends", "players", "rounds", "suits", "deck", "by", "deal", "each", "all",
  "leftover", "shown", "hidden", "pile", "owner", "public", "first", "dealer", "random", "seat",
  "clockwise", "lowest", "highest", "then", "before", "after", "tricks", "player", "secretly",
  "chooses", "card", "cards", "of", "different", "from", "hand", "into", "reveal", "lead", "left",
  "winner", "unique", "ties", "next", "open", "at", "most", "complete", "follow", "aside", "trump",
  "stop", "when", "let", "in", "score", "not", "and", "or", "if", "else", "for", "mod", "true",
  "false", "where", "last", "orders", "as", "show", "return", "to", "passes", "the", "right",
  "except", "rule", "with", "always", "draft", "is", "offered", "keeps",
  "pick", "direction", "counterclockwise", "alternating", "face", "down",
  "exposes", "trick", "removes", "sets",
  "holder", "gives", "its", "becomes",
  "teams", "partner", "end", "unless", "tied", "calls",
  "trumps", "layout", "secret", "turn", "up", "task", "tasks", "picks",
  "ranks", "auction", "declarer", "sits", "out",
] as const;
export type Keyword = (typeof KEYWORDS)[number];

function keywordToken(word: Keyword): TokenType {
  const name = "Kw" + word.charAt(0).toUpperCase() + word.slice(1);
  const categories = SOFT_KEYWORDS.has(word) ? [NameToken, AnyToken] : [AnyToken];
  return createToken({ name, pattern: new RegExp(word), longer_alt: Identifier, label: `'${word}'`, categories });
}

/** Keyword token by its word. */
export const kw = Object.fromEntries(KEYWORDS.map((w) => [w, keywordToken(w)])) as Record<Keyword, TokenType>;

function symbol(name: string, pattern: string): TokenType {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return createToken({ name, pattern: new RegExp(escaped), label: `'${pattern}'`, categories: [AnyToken] });
}

export const DotDot = symbol("DotDot", "..");
export const LessEq = symbol("LessEq", "<=");
export const GreaterEq = symbol("GreaterEq", ">=");
export const NotEq = symbol("NotEq", "!=");
export const Less = symbol("Less", "<");
export const Greater = symbol("Greater", ">");
export const Equals = symbol("Equals", "=");
export const Plus = symbol("Plus", "+");
export const Minus = symbol("Minus", "-");
export const Star = symbol("Star", "*");
export const Slash = symbol("Slash", "/");
export const Colon = symbol("Colon", ":");
export const Comma = symbol("Comma", ",");
export const LCurly = symbol("LCurly", "{");
export const RCurly = symbol("RCurly", "}");
export const LParen = symbol("LParen", "(");
export const RParen = symbol("RParen", ")");
export const LBracket = symbol("LBracket", "[");
export const RBracket = symbol("RBracket", "]");

export const SYMBOLS: readonly TokenType[] = [
  DotDot, LessEq, GreaterEq, NotEq, Less, Greater, Equals, Plus, Minus, Star, Slash, Colon, Comma,
  LCurly, RCurly, LParen, RParen, LBracket, RBracket,
];

/**
 * Keyword tokens, longest word first: chevrotain takes the first pattern that matches, so `into`
 * must be tried before `in` and `players` before `player` (longer_alt then handles `index`, ...).
 */
export const KEYWORD_TOKENS: readonly TokenType[] = [...KEYWORDS]
  .sort((a, b) => b.length - a.length)
  .map((w) => kw[w]);

/** What can start a token: a run of anything else is Unknown. */
const TOKEN_START = /[ \t\r\n\f\v#"0-9A-Za-z_.<>!=+\-*/:,{}()[\]]/;

/**
 * A run of characters none of which can start a token, as one token in a group of its own (the parser
 * never sees it; parse.ts reports it as SW1001). Without it the lexer drops such characters one at a
 * time, trying every pattern at every offset: 300,000 of them took 16 s (issue 22). The start hint
 * lists every UTF-16 code unit outside TOKEN_START, so the lexer keeps its first-character table.
 */
export const Unknown = createToken({
  name: "Unknown",
  pattern: /[^ \t\r\n\f\v#"0-9A-Za-z_.<>!=+\-*/:,{}()[\]]+/,
  group: "unknown",
  line_breaks: false,
  start_chars_hint: Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter((c) => !TOKEN_START.test(c)),
});

/** All tokens in lexing order. */
export const allTokens: TokenType[] = [
  WhiteSpace, Comment, StringLiteral, NumberLiteral, ...KEYWORD_TOKENS, Identifier, ...SYMBOLS,
  Unknown, AnyToken, NameToken,
];

export const StichLexer = new Lexer(allTokens, { positionTracking: "full", ensureOptimizations: false });

// Lexer tokens of the `.stich` ruleset language: the core grammar's keywords and the symbols. A step
// mechanic's own keywords are declared in its language module (src/lang/steps/*.ts, `keywordTokens`)
// and join these in the lexer that src/lang/words.ts makes from the step table: no keyword is spelt
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
 * Core keywords that may also be used as names (a step's own soft keywords are marked in its module): the built-in values that share a word with a declaration
 * (`players`, `tricks`, `trump`, ...) and nouns a designer may well pick for a pile or a `let`
 * (`let pile = won + hand`). None of them can start or continue an expression in another way.
 */
export const SOFT_KEYWORDS: ReadonlySet<string> = new Set([
  "players", "rounds", "suits", "tricks", "trump", "lead", "hand", "pile", "card", "cards",
  "owner", "public", "random", "seat", "player", "shown", "hidden", "to", "follow", "open",
  "score", "stop", "face", "down", "up", "trick", "holder", "trumps", "ranks",
]);

/**
 * The keywords of the core grammar (grammar/parser.ts and the front-end's own code), and those
 * several modules of the tables share (one token per word, one hover text). The language's keywords
 * are these and those the step, declaration and slot tables' modules declare (src/lang/words.ts
 * KEYWORDS): a word one module alone consumes is declared there (`removes`, `teams`, `show`, `end
 * when`'s `end`/`tied`, `draft`, `direction`, `face down`), which test/lang/step-syntax.test.ts checks. The lexer orders keywords by length, so where a word is
 * declared does not change how a text is lexed.
 */
export const CORE_KEYWORDS = [
  "game", "variant", "extends", "players", "rounds", "suits", "deck", "by", "deal", "each", "all",
  "leftover", "shown", "hidden", "first", "dealer", "random", "seat",
  "clockwise", "lowest", "highest", "then", "before", "after", "tricks", "player", "secretly",
  "card", "cards", "of", "from", "hand", "into", "left", "winner", "ties",
  "open", "at", "complete", "follow", "aside", "stop", "when", "let",
  "in", "score", "not", "and", "or", "if", "else", "for", "mod", "true", "false", "where", "last",
  "as", "to", "the", "right", "except", "rule", "with", "up", "trick",
  "holder", "partner", "unless", "layout",
  "task", "tasks", "picks", "ranks", "declarer",
] as const;
export type CoreKeyword = (typeof CORE_KEYWORDS)[number];

/** Every keyword's token, by its word: one token per word, whichever module asks for it first. */
const KEYWORD_TOKEN = new Map<string, TokenType>();

/** The token of a keyword, made once; `soft`: it may also be used as a name (see SOFT_KEYWORDS). */
export function keywordToken(word: string, soft = SOFT_KEYWORDS.has(word)): TokenType {
  let token = KEYWORD_TOKEN.get(word);
  if (token) return token;
  const name = "Kw" + word.charAt(0).toUpperCase() + word.slice(1);
  const categories = soft ? [NameToken, AnyToken] : [AnyToken];
  token = createToken({ name, pattern: new RegExp(word), longer_alt: Identifier, label: `'${word}'`, categories });
  KEYWORD_TOKEN.set(word, token);
  return token;
}

/** The token of a keyword some module has declared; an internal error for a word nobody declared. */
export function declaredKeyword(word: string): TokenType {
  const token = KEYWORD_TOKEN.get(word);
  if (!token) throw new Error(`internal error: '${word}' is not a keyword of the language`);
  return token;
}

/** Is this keyword also a name (a soft keyword, of the core or of a step)? */
export function isSoftKeyword(word: string): boolean {
  const token = KEYWORD_TOKEN.get(word);
  return token !== undefined && (token.CATEGORIES ?? []).includes(NameToken);
}

/** Core keyword token by its word. */
export const kw = Object.fromEntries(CORE_KEYWORDS.map((w) => [w, keywordToken(w)])) as Record<CoreKeyword, TokenType>;

/**
 * The tokens a step's grammar uses: the core keywords' and its own keywords' (the keys of its hover
 * texts, `StepSyntax.keywords`; `soft`: those of them that may also be names). A step's module
 * declares its keywords so, and the lexer takes them from the step table.
 */
export function keywordTokens<K extends string>(own: { readonly [W in K]: string }, soft: readonly K[] = []): Record<CoreKeyword | K, TokenType> {
  const out: Record<string, TokenType> = { ...kw };
  for (const w of Object.keys(own) as K[]) out[w] = keywordToken(w, SOFT_KEYWORDS.has(w) || soft.includes(w));
  return out as Record<CoreKeyword | K, TokenType>;
}

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
 * The lexer's tokens for these keywords (the language's: src/lang/words.ts), keywords longest word
 * first: chevrotain takes the first pattern that matches, so `into` must be tried before `in` and
 * `players` before `player` (longer_alt then handles `index`, ...).
 */
export function lexerTokens(keywords: readonly string[]): TokenType[] {
  const keywordTokens = [...keywords].sort((a, b) => b.length - a.length).map((w) => declaredKeyword(w));
  return [
    WhiteSpace, Comment, StringLiteral, NumberLiteral, ...keywordTokens, Identifier, ...SYMBOLS,
    Unknown, AnyToken, NameToken,
  ];
}

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

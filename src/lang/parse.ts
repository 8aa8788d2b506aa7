// Lexing and parsing one file, turning every lexer and parser complaint into a located diagnostic.
import { EOF, tokenLabel, tokenMatcher, type CstNode, type IParserErrorMessageProvider, type IRecognitionException, type IToken, type TokenType } from "chevrotain";
import { MAX_NESTING, NestingTooDeep, StichParser } from "../../grammar/parser.js";
import { SLOT_GRAMMARS, SLOT_START_WORDS } from "./slots/table.js";
import { STEP_GRAMMARS, STEP_START_WORDS } from "./steps/table.js";
import { DECL_GRAMMARS, DECLARATION_START_WORDS } from "./decls/table.js";
import { Identifier } from "../../grammar/tokens.js";
import { allTokens, StichLexer } from "./words.js";
import { isRealToken, isToken, tokenSpan } from "./cst-util.js";
import type { Span } from "./ast.js";
import type { Code, Reporter } from "./diagnostics.js";
import type { SourceIndex } from "./source.js";
import { closest, didYouMean } from "./suggest.js";

/** What the parser expected, in a designer's words, for rules whose alternatives are many. */
const RULE_EXPECTS: Readonly<Record<string, string>> = {
  declaration: "a declaration (game, players, rounds, suits, deck, deal, pile, tricks, let, score, winner, ...)",
  slot: "a slot of 'tricks' (lead, open, follow, aside, trump, winner, ties, stop when, ...)",
  step: "a step ('each player ... chooses ...' or 'reveal PILE')",
  primary: "a value (a number, a name, true, false, '(' or '[')",
  unaryExpr: "a value (a number, a name, true, false, '(' or '[')",
  notExpr: "a value (a number, a name, true, false, '(' or '[')",
  firstLead: "'left of dealer', 'dealer', 'declarer', a seat path such as 'left of declarer', 'seat N' or 'holder of CARD'",
  nextLead: "'winner', 'right of winner', 'highest unique rank' or 'next seat'",
  direction: "'highest' or 'lowest'",
  dealDecl: "'all' or a number of cards followed by 'each'",
  dealerDecl: "'clockwise' or 'lowest ...' / 'highest ...'",
  firstDealerDecl: "'random' or 'seat N'",
  deckDecl: "'by players { ... }' or suit names followed by a range such as 0..8",
  cmpExpr: "a comparison ('=', '!=', '<', '<=', '>', '>=', 'in', 'not in')",
  tiesSlot: "'first' or 'last'",
  directionSlot: "'clockwise', 'counterclockwise' or 'alternating'",
  trickGoesSlot: "'winner', 'left of winner' or 'right of winner'",
  leftoverDecl: "'shown' or 'hidden'",
  pileDecl: "'owner' or 'public'",
};

function describeToken(t: IToken | undefined): string {
  if (!t || tokenMatcher(t, EOF)) return "the end of the file";
  return `'${t.image}'`;
}

function listLabels(types: readonly TokenType[]): string {
  const labels = [...new Set(types.map((t) => tokenLabel(t)))];
  if (labels.length > 6) return `one of ${labels.slice(0, 6).join(", ")}, ...`;
  if (labels.length <= 1) return labels[0] ?? "something else";
  return `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1] ?? ""}`;
}

/**
 * The most syntax errors one parse looks for. A file that is not a ruleset at all (a binary, a
 * document) has one per few tokens, each costing an exception and a recovery; past this the parse
 * stops, with SW1010, and the file is not checked further.
 */
export const MAX_SYNTAX_ERRORS = 100;

/** Thrown out of the parse by the message provider at the error after the last one wanted. */
class TooManySyntaxErrors extends Error {
  constructor(readonly token: IToken | undefined) {
    super(`more than ${MAX_SYNTAX_ERRORS} syntax errors`);
    this.name = "TooManySyntaxErrors";
  }
}

/** Syntax errors of the current parse (the provider below counts them: it builds every error's message). */
let syntaxErrors = 0;

function counted(token: IToken | undefined, message: () => string): string {
  if (++syntaxErrors > MAX_SYNTAX_ERRORS) throw new TooManySyntaxErrors(token);
  return message();
}

/**
 * Chevrotain builds a message string for each error; ours is JSON so that the wording stays in the
 * diagnostic catalogue and this module only supplies the pieces.
 */
const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage: ({ expected, actual }) =>
    counted(actual, () => JSON.stringify({ expected: tokenLabel(expected), found: describeToken(actual) })),
  buildNotAllInputParsedMessage: ({ firstRedundant }) =>
    counted(firstRedundant, () => JSON.stringify({ expected: RULE_EXPECTS["declaration"], found: describeToken(firstRedundant) })),
  buildNoViableAltMessage: ({ expectedPathsPerAlt, actual, ruleName }) =>
    counted(actual[0], () =>
      JSON.stringify({
        expected: RULE_EXPECTS[ruleName] ?? listLabels(expectedPathsPerAlt.flatMap((alt) => alt.map((path) => path[0]).filter((t): t is TokenType => t !== undefined))),
        found: describeToken(actual[0]),
      }),
    ),
  // "expected at least one ...": labels lose their article ("a name" -> "name").
  buildEarlyExitMessage: ({ expectedIterationPaths, actual }) =>
    counted(actual[0], () =>
      JSON.stringify({
        expected: listLabels(expectedIterationPaths.map((p) => p[0]).filter((t): t is TokenType => t !== undefined)).replace(/^an? /, ""),
        found: describeToken(actual[0]),
      }),
    ),
};

// Self-analysis is costly, so the one parser instance is reused for every file.
let sharedParser: StichParser | undefined;
function parser(): StichParser {
  sharedParser ??= new StichParser(STEP_GRAMMARS, allTokens, messages, DECL_GRAMMARS, SLOT_GRAMMARS);
  return sharedParser;
}

const EXCEPTION_CODES: Readonly<Record<string, Code>> = {
  MismatchedTokenException: "SW1003",
  NoViableAltException: "SW1004",
  EarlyExitException: "SW1005",
  NotAllInputParsedException: "SW1004",
};

/** Where a stray token was found, and what could have stood there. */
const JUNK_PLACES: Readonly<Record<string, { where: string; expected: string; keywords: readonly string[] }>> = {
  file: { where: "a declaration", expected: RULE_EXPECTS["declaration"] ?? "", keywords: DECLARATION_START_WORDS },
  tricksDecl: { where: "a slot of 'tricks'", expected: RULE_EXPECTS["slot"] ?? "", keywords: SLOT_START_WORDS },
  stepsDecl: { where: "a step", expected: RULE_EXPECTS["step"] ?? "", keywords: STEP_START_WORDS },
  deckDecl: { where: "a deck line", expected: "a player count such as '4: red blue 0..11'", keywords: [] },
};

export interface ParseResult {
  readonly cst: CstNode;
  /** Real tokens, for recovery bookkeeping. */
  readonly tokens: readonly IToken[];
  /** False when the parse stopped part-way (an expression nested too deeply): `cst` is then empty. */
  readonly complete: boolean;
}

export function parseText(src: SourceIndex, reporter: Reporter): ParseResult {
  // At most MAX_SYNTAX_ERRORS syntax errors are reported; the next one is SW1010 and ends the file's
  // reading (the lexer's, the parser's and stray tokens alike: a binary file has all three).
  let reported = 0;
  let stopped = false;
  const budgeted: Reporter = {
    file: reporter.file,
    report: (code, span, args, suggestion) => {
      if (stopped) return;
      if (reported === MAX_SYNTAX_ERRORS) {
        reporter.report("SW1010", span, { limit: MAX_SYNTAX_ERRORS });
        stopped = true;
        return;
      }
      reported++;
      reporter.report(code, span, args, suggestion);
    },
  };
  const empty: CstNode = { name: "file", children: {} };

  const lexed = StichLexer.tokenize(src.text);
  // Stretches the lexer already complained about; parser errors inside them would only repeat it.
  const lexBad: { start: number; end: number }[] = [];
  // Runs of characters that start no token (grammar/tokens.ts, Unknown) and the lexer's own errors
  // (a lone '.', '!', an unterminated string), in text order.
  const unknown = (lexed.groups["unknown"] ?? []).map((t) => ({ offset: t.startOffset, length: t.image.length, unknown: true }));
  const complaints = [...lexed.errors.map((e) => ({ offset: e.offset, length: e.length, unknown: false })), ...unknown].sort((a, b) => a.offset - b.offset);
  for (const err of complaints) {
    const ch = String.fromCodePoint(src.text.codePointAt(err.offset) ?? 63);
    if (err.unknown) lexBad.push({ start: err.offset, end: err.offset + err.length });
    if (ch === '"' && !err.unknown) {
      // An unterminated string: underline it up to the end of its line.
      const newline = /[\r\n]/g;
      newline.lastIndex = err.offset;
      const end = newline.exec(src.text)?.index ?? src.text.length;
      budgeted.report("SW1002", src.span(err.offset, end));
      lexBad.push({ start: err.offset, end });
    } else {
      budgeted.report("SW1001", src.span(err.offset, err.offset + Math.max(1, ch.length)), { char: ch });
    }
    if (stopped) return { cst: empty, tokens: lexed.tokens, complete: false };
  }

  const p = parser();
  p.input = lexed.tokens;
  syntaxErrors = complaints.length;
  let cst: CstNode = empty;
  let complete = true;
  /** Where the parse gave up after MAX_SYNTAX_ERRORS (reported after the errors before it). */
  let tooMany: Span | undefined;
  try {
    cst = p.file();
  } catch (e) {
    // The parse stopped part-way: what it found so far is reported, and the file is not checked further.
    const spanOf = (t: IToken | undefined) => (t && isRealToken(t) && !tokenMatcher(t, EOF) ? tokenSpan(src, t) : src.end());
    if (e instanceof NestingTooDeep) {
      reporter.report("SW1009", spanOf(e.token), { limit: MAX_NESTING, what: "levels of brackets, 'if', 'let', 'for', 'where', 'of', 'not' and '-'", hint: "; the rest of the file was not read" });
    } else if (e instanceof TooManySyntaxErrors) {
      tooMany = spanOf(e.token);
    } else throw e;
    complete = false;
  }
  const errorTokenIndices = new Set<number>();
  const indexOf = new Map<number, number>();
  lexed.tokens.forEach((t, i) => indexOf.set(t.startOffset, i));

  const quiet: Reporter = {
    file: reporter.file,
    report: (code, span, args, suggestion) => {
      if (!lexBad.some((b) => span.offset >= b.start && span.offset <= b.end)) budgeted.report(code, span, args, suggestion);
    },
  };
  for (const e of p.errors) {
    // A parse stopped part-way has input left over by design; that is not another error.
    if (!complete && e.name === "NotAllInputParsedException") continue;
    reportParserError(src, quiet, e, indexOf, errorTokenIndices);
  }
  if (tooMany && !stopped) {
    reporter.report("SW1010", tooMany, { limit: MAX_SYNTAX_ERRORS });
    stopped = true;
  }
  if (complete) reportJunk(src, budgeted, cst, indexOf, errorTokenIndices);
  return { cst: complete && !stopped ? cst : empty, tokens: lexed.tokens, complete: complete && !stopped };
}

function reportParserError(
  src: SourceIndex,
  reporter: Reporter,
  e: IRecognitionException,
  indexOf: Map<number, number>,
  errorTokenIndices: Set<number>,
): void {
  let parts: { expected?: string; found?: string } = {};
  try {
    parts = JSON.parse(e.message) as typeof parts;
  } catch {
    parts = { expected: "something else", found: describeToken(e.token) };
  }
  const code = EXCEPTION_CODES[e.name] ?? "SW1004";
  // At the end of input the token has no place; point just after the last real token instead.
  const previous = (e as IRecognitionException & { previousToken?: IToken }).previousToken;
  let span;
  if (isRealToken(e.token) && !tokenMatcher(e.token, EOF)) {
    span = tokenSpan(src, e.token);
    const i = indexOf.get(e.token.startOffset);
    if (i !== undefined) errorTokenIndices.add(i);
  } else if (previous && isRealToken(previous) && !tokenMatcher(previous, EOF)) {
    const end = previous.startOffset + previous.image.length;
    span = src.span(end, end);
  } else {
    span = src.end();
  }
  for (const t of e.resyncedTokens) {
    const i = indexOf.get(t.startOffset);
    if (i !== undefined) errorTokenIndices.add(i);
  }
  reporter.report(code, span, { expected: parts.expected ?? "something else", found: parts.found ?? "something else" });
}

/** One diagnostic per run of skipped tokens, unless the run only continues an error already reported. */
function reportJunk(
  src: SourceIndex,
  reporter: Reporter,
  root: CstNode,
  indexOf: Map<number, number>,
  errorTokenIndices: Set<number>,
): void {
  const junk: { token: IToken; index: number; place: string }[] = [];
  const walk = (n: CstNode): void => {
    for (const [key, list] of Object.entries(n.children)) {
      for (const e of list) {
        if (isToken(e)) {
          const index = indexOf.get(e.startOffset);
          if (key === "junk" && isRealToken(e) && index !== undefined) junk.push({ token: e, index, place: n.name });
        } else walk(e);
      }
    }
  };
  walk(root);
  junk.sort((a, b) => a.index - b.index);
  let prevIndex = -2;
  for (const j of junk) {
    const continuesRun = j.index === prevIndex + 1;
    prevIndex = j.index;
    if (continuesRun) continue;
    if (errorTokenIndices.has(j.index) || errorTokenIndices.has(j.index - 1)) continue;
    const place = JUNK_PLACES[j.place] ?? JUNK_PLACES["file"];
    if (!place) continue;
    const hint = tokenMatcher(j.token, Identifier) ? closest(j.token.image, place.keywords) : undefined;
    reporter.report(
      "SW1006",
      tokenSpan(src, j.token),
      { found: `'${j.token.image}'`, where: place.where, expected: place.expected, hint: didYouMean(hint) },
      hint,
    );
  }
}

// The one catalogue of diagnostics. Codes are stable (tools and docs refer to them); messages are
// written for a game designer, not a compiler writer. Ranges:
//   SW1xxx syntax · SW2xxx names · SW3xxx types and contexts · SW4xxx structure and variants · SW9xxx internal
// Phases report into a DiagnosticSink and never throw.
import type { Span } from "./ast.js";
import { printable } from "./printable.js";

export type Severity = "error" | "warning";

export interface Diagnostic {
  readonly code: Code;
  readonly severity: Severity;
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly endLine: number;
  readonly endCol: number;
  readonly offset: number;
  readonly length: number;
  /** Replacement text that would fix the problem, when there is an obvious one. */
  readonly suggestion?: string;
}

interface Entry {
  readonly severity: Severity;
  /** `{name}` placeholders are filled from the report's arguments. */
  readonly template: string;
}

export const CATALOGUE = {
  // ---- syntax
  SW1001: { severity: "error", template: "unexpected character '{char}': it is not part of the ruleset language" },
  SW1002: { severity: "error", template: "this quoted name has no closing quote" },
  SW1003: { severity: "error", template: "expected {expected} but found {found}" },
  SW1004: { severity: "error", template: "expected {expected} but found {found}" },
  SW1005: { severity: "error", template: "expected at least one {expected} but found {found}" },
  SW1006: { severity: "error", template: "{found} cannot start {where}; expected {expected}{hint}" },
  SW1007: { severity: "error", template: "the number {value} is too large" },
  SW1008: { severity: "error", template: "expected 'rank' after 'highest unique' but found '{found}'" },
  SW1009: { severity: "error", template: "this expression is nested too deeply: at most {limit} {what} may be inside one another{hint}" },
  SW1011: { severity: "error", template: "expected '{expected}' after '{after}' but found '{found}'" },
  SW1010: { severity: "error", template: "more than {limit} syntax errors: the rest of the file was not read (is it a ruleset?)" },
  // ---- names
  SW2001: { severity: "error", template: "unknown name '{name}'{hint}" },
  SW2002: { severity: "error", template: "unknown suit '{name}'{hint}" },
  SW2003: { severity: "error", template: "unknown pile '{name}'{hint}" },
  SW2004: { severity: "error", template: "'{name}' is not a function{hint}" },
  SW2005: { severity: "error", template: "{what} '{name}' is listed twice" },
  SW2006: { severity: "error", template: "{what} '{name}' has the same name as {other}; pick another name" },
  SW2007: { severity: "error", template: "{what} '{name}' depends on itself: {path}" },
  SW2009: { severity: "error", template: "nothing to reveal is called '{name}'{hint}; 'reveal' names a pile or a secret value" },
  SW2008: { severity: "error", template: "unknown order '{name}'{hint}; an order is made by a step 'each player secretly orders [...] as NAME'" },
  // ---- types and contexts
  SW3001: { severity: "error", template: "{what} must be {expected}, but this is {actual}" },
  SW3002: { severity: "error", template: "'{name}' {why}" },
  SW3003: { severity: "error", template: "cannot compare {left} with {right}" },
  SW3004: { severity: "error", template: "'{op}' needs a list of {elem} on the right, but this is {actual}" },
  SW3005: { severity: "error", template: "'{fn}' takes {expected}, not {actual}" },
  SW3006: { severity: "error", template: "both branches of 'if' must have the same type, but 'then' gives {then} and 'else' gives {else}" },
  SW3007: { severity: "error", template: "only 'rank of', 'suit of' and card values declared by 'card NAME: ...' can come before 'of', not '{name}'" },
  SW3008: { severity: "error", template: "all items of a list must have the same type: the first is {first}, this one is {actual}" },
  SW3009: { severity: "error", template: "'for' builds a list of numbers, suits or cards, but each item here is {actual}" },
  SW3010: { severity: "error", template: "'+' adds two numbers or joins two lists of the same kind, not {left} and {right}" },
  SW3011: { severity: "error", template: "'{op}' compares single values, but this is {actual}; compare counts, or test items with 'in'" },
  SW3013: { severity: "error", template: "'{phrase}' reads {hidden}, which {where} cannot use: {why}" },
  SW3014: { severity: "error", template: "'{name}' is a local value, already worked out for this seat; '{phrase}' takes a seat value: a let, a pile or a built-in such as tricks" },
  SW3015: { severity: "error", template: "'{name}' {why}: declare the partnerships first, for example 'teams north_south east_west'" },
  SW3016: { severity: "error", template: "'{phrase}' reads {what}, which {where} cannot use: the teams are decided by who holds {card} and stay hidden until it is played; {why}" },
  SW3012: { severity: "warning", template: "this divisor is 0{when}, so '{op}' gives 0 here (in this language x / 0 = 0 and x mod 0 = 0)" },
  // ---- structure and variants
  SW4001: { severity: "error", template: "{what} is declared twice in this file (first at line {line})" },
  SW4002: { severity: "error", template: "the ruleset has no '{what}' declaration; add one, for example: {example}" },
  SW4003: { severity: "error", template: "there is no deck for {count} players, but 'players {min}..{max}' allows {count}" },
  SW4004: { severity: "warning", template: "the deck for {count} players is never used: 'players' allows {min}..{max}" },
  SW4005: { severity: "error", template: "the range {from}..{to} is empty: the first number must not be larger than the second" },
  SW4006: { severity: "error", template: "dealing {each} cards each to {players} players needs {need} cards, but the deck for {players} players has only {have}" },
  SW4007: { severity: "error", template: "{detail}" },
  SW4008: { severity: "error", template: "cannot read the base file '{path}'{why}" },
  SW4009: { severity: "error", template: "'{path}' extends itself: {chain}" },
  SW4010: { severity: "error", template: "'variant \"...\" extends \"...\"' must come first in the file, and only once" },
  SW4011: { severity: "error", template: "a variant is named by its 'variant' line; remove this 'game' declaration" },
  SW4012: { severity: "error", template: "{what} must be at least {min}, not {value}" },
  SW4013: { severity: "error", template: "seat {seat} does not exist with {players} players (seats count from 0)" },
  SW4014: { severity: "error", template: "the deck for {count} players is given twice" },
  SW4015: { severity: "error", template: "{what} must be at most {max}, not {value}{why}" },
  SW4016: { severity: "error", template: "'{path}' is outside the folder '{root}' this ruleset may read from: a ruleset extends only files in that folder or below it{hint}" },
  SW4017: { severity: "error", template: "rank {rank} {problem}: `except` leaves ranks of {from}..{to} out of every suit" },
  SW4018: { severity: "error", template: "'{path}' is not a rule card: a file switched on by 'with' starts with 'rule card N \"Name\"'" },
  SW4019: { severity: "error", template: "rule card {number} is in force twice: '{first}' and '{second}' both say 'rule card {number}'" },
  SW4020: { severity: "error", template: "rule card {number} changes {what}, which the ruleset does not define: a card can only change a value its ruleset (or an earlier card) has" },
  SW4021: { severity: "error", template: "rule cards {first} and {second} both set {what}, which only one card may set (values written as expressions, such as lets, card values, the score and the follow, open and trump slots, can be changed by several cards in turn)" },
  SW4022: { severity: "error", template: "'when' keeps the value so far where its condition fails, so it belongs to a rule card's change of a value the ruleset already has" },
  SW4023: { severity: "warning", template: "{detail}" },
  SW4024: { severity: "error", template: "{step} acts on the tricks and hands left when trick play ends, so it belongs in 'after tricks', not 'before tricks'" },
  SW4025: { severity: "error", template: "rule card {number} sets {what}, which cannot change from round to round yet, so the card cannot be drafted: put it in force every round (a ruleset without 'draft', or --with), or write the change as a value (a let, a card value, the score or a follow, open, trump, pick, face down or stop when slot)" },
  SW4026: { severity: "error", template: "'{path}' is not a ruleset file: a ruleset reads only '.stich' files (its base files and rule cards)" },
  SW4027: { severity: "error", template: "{detail}" },
  // ---- internal
  SW9001: { severity: "error", template: "internal error, please report it: {detail}" },
} as const satisfies Record<string, Entry>;

export type Code = keyof typeof CATALOGUE;

export type Args = Readonly<Record<string, string | number>>;

export function renderMessage(code: Code, args: Args): string {
  return CATALOGUE[code].template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = args[key];
    return v === undefined ? "" : String(v);
  });
}

/** Collects diagnostics from every phase, for every file. */
export class DiagnosticSink {
  readonly all: Diagnostic[] = [];

  report(code: Code, file: string, span: Span, args: Args = {}, suggestion?: string): void {
    this.all.push({
      code,
      severity: CATALOGUE[code].severity,
      message: renderMessage(code, args),
      file,
      line: span.line,
      col: span.col,
      endLine: span.endLine,
      endCol: span.endCol,
      offset: span.offset,
      length: span.length,
      ...(suggestion !== undefined ? { suggestion } : {}),
    });
  }

  /** A reporter bound to one file. */
  forFile(file: string): Reporter {
    return { file, report: (code, span, args, suggestion) => this.report(code, file, span, args, suggestion) };
  }

  hasErrors(): boolean {
    return this.all.some((d) => d.severity === "error");
  }
}

export interface Reporter {
  readonly file: string;
  report(code: Code, span: Span, args?: Args, suggestion?: string): void;
}

/** The lines of the text formatted last: its diagnostics come one after another, and splitting a large file for each was quadratic. */
let lastLines: { text: string; lines: readonly string[] } | undefined;

function linesOf(text: string): readonly string[] {
  if (lastLines?.text !== text) lastLines = { text, lines: text.split(/\r\n|\r|\n/) };
  return lastLines.lines;
}

/** Source lines longer than this are shown as a window around the diagnostic's column. */
const SHOWN_LINE = 160;

/**
 * `file:line:col CODE message`, then the source line and a caret underline of the span (its part
 * on that first line). `sourceText` is the text of `d.file`. Text from the ruleset is shown with its
 * unprintable characters escaped (printable.ts), and the caret counts the escapes' width; a very long
 * line is cut to the part around the column, marked with "...".
 */
export function formatDiagnostic(d: Diagnostic, sourceText: string): string {
  const head = printable(`${d.file}:${d.line}:${d.col} ${d.code} ${d.message}`);
  const line = linesOf(sourceText)[d.line - 1];
  if (line === undefined) return head;
  const from = line.length > SHOWN_LINE ? Math.max(0, Math.min(d.col - 1 - SHOWN_LINE / 4, line.length - SHOWN_LINE)) : 0;
  const to = Math.min(line.length, from + SHOWN_LINE);
  const before = from > 0 ? "..." : "";
  const after = to < line.length ? "..." : "";
  const end = Math.min(to, d.endLine === d.line ? d.endCol - 1 : line.length);
  const width = Math.max(1, printable(line.slice(d.col - 1, end)).length);
  // Tabs stay tabs in the padding so the caret lines up under the source in any tab width.
  const pad = printable(before + line.slice(from, d.col - 1)).replace(/[^\t]/g, " ");
  return `${head}\n${printable(before + line.slice(from, to) + after)}\n${pad}${"^".repeat(width)}`;
}

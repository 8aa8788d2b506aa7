// The AST of one `.stich` file. Every node carries the span of source text it came from, so each
// later phase can report problems at the right place. Parts that the parser could not recover are
// `ErrorExpr` nodes or missing (undefined) fields; checks skip them silently because the syntax
// error was already reported.

import type { Span } from "../ir/rule-ref.js";
import type { TableStep } from "./steps/table.js";
import type { TableDecl } from "./decls/table.js";
import type { TableSlot } from "./slots/table.js";
/** A stretch of source text (defined with the IR's rule references, which name the same spans). */
export type { Span };

export interface Node {
  readonly span: Span;
}

export interface Ident extends Node {
  readonly name: string;
}

export interface NumLit extends Node {
  readonly value: number;
}

export interface StrLit extends Node {
  readonly value: string;
}

// ------------------------------------------------------------------ expressions

export type BinaryOp = "+" | "-" | "*" | "/" | "mod" | "=" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or" | "in" | "not in";

export type Expr =
  | (Node & { readonly kind: "num"; readonly value: number })
  | (Node & { readonly kind: "bool"; readonly value: boolean })
  /** A name: a suit, a pile, a `let`, a built-in or a local. Resolved by the checker. */
  | (Node & { readonly kind: "name"; readonly name: string })
  | (Node & { readonly kind: "call"; readonly fn: Ident; readonly args: readonly Expr[] })
  | (Node & { readonly kind: "binary"; readonly op: BinaryOp; readonly opSpan: Span; readonly left: Expr; readonly right: Expr })
  | (Node & { readonly kind: "not"; readonly expr: Expr })
  | (Node & { readonly kind: "neg"; readonly expr: Expr })
  | (Node & { readonly kind: "if"; readonly cond: Expr; readonly then: Expr; readonly else: Expr })
  | (Node & { readonly kind: "let"; readonly name: Ident; readonly value: Expr; readonly body: Expr })
  | (Node & { readonly kind: "for"; readonly name: Ident; readonly list: Expr; readonly body: Expr })
  | (Node & { readonly kind: "where"; readonly coll: Expr; readonly cond: Expr })
  /** `FIELD of CARDS`; the field is checked to be `rank` or `suit`. */
  | (Node & { readonly kind: "of"; readonly field: Ident; readonly coll: Expr })
  /**
   * `NAME of left`, `NAME of partner of left`, `NAME of dealer`, `NAME of each player`: a seat value
   * read at another seat (or every seat). A path is written outermost first: `left of dealer` is the
   * dealer's left neighbour, so its hops apply from the last to the first.
   */
  | (Node & { readonly kind: "seatOf"; readonly value: Extract<Expr, { kind: "name" }>; readonly seat: readonly SeatHop[] | "each" })
  | (Node & { readonly kind: "list"; readonly items: readonly Expr[] })
  /** `LIST[POSITION]`, positions counting from 1. */
  | (Node & { readonly kind: "index"; readonly list: Expr; readonly index: Expr })
  /** Unparseable input; a syntax error has been reported for it. */
  | (Node & { readonly kind: "error" });

export type ExprKind = Expr["kind"];

/** One hop of a seat path: a neighbour, the partner (the next seat of the same team clockwise), the dealer. */
export type SeatHop = "left" | "right" | "partner" | "dealer" | "declarer";

// ------------------------------------------------------------------ declarations

export interface Range extends Node {
  readonly from: NumLit;
  readonly to: NumLit;
}

/** A rank in the deck: a number, or a name declared by `ranks` (`J`). */
export type RankLit = NumLit | Ident;

export interface RankRange extends Node {
  readonly from: RankLit;
  readonly to: RankLit;
}

export interface DeckBody extends Node {
  readonly suits: readonly Ident[];
  readonly range: RankRange | undefined;
  /** Ranks left out of every suit (`except 1 10 13`). */
  readonly except: readonly RankLit[];
  /** `, N copies`: every card of the deck N times (absent: once). */
  readonly copies?: NumLit;
}

export interface DeckEntry extends Node {
  readonly count: NumLit;
  readonly body: DeckBody | undefined;
}

export interface RankKey extends Node {
  readonly dir: "highest" | "lowest";
  readonly expr: Expr;
}

/** A step, with its guard: `STEP when COND` runs the step only in the rounds COND holds (global context). */
export type Step = StepKind & { readonly when?: Expr };

/** Every kind of step: each is a unit of the step syntax table (src/lang/steps/: grammar, node, checks, lowering). */
export type StepKind = TableStep;

export type { FirstLead, NextLead } from "./slots/lead.js";
export type { WinnerTier, WinnerKey } from "./slots/winner.js";

/** One slot of the `tricks { }` block: each is a unit of the slot table (src/lang/slots/: grammar, node, checks, lowering). */
export type Slot = TableSlot;

export type SlotKind = Slot["kind"];

/** A declaration: the core grammar's kinds, and the declaration table's (src/lang/decls/table.ts). */
export type Decl =
  | TableDecl
  | (Node & { readonly kind: "variant"; readonly name: StrLit | undefined; readonly base: StrLit | undefined })
  | (Node & { readonly kind: "game"; readonly name: StrLit | undefined })
  | (Node & { readonly kind: "players"; readonly range: Range | undefined })
  | (Node & { readonly kind: "rounds"; readonly expr: Expr })
  | (Node & { readonly kind: "suits"; readonly suits: readonly Ident[] })
  /** `ranks J = 11, Q = 12, ...`: names of ranks. */
  | (Node & { readonly kind: "ranks"; readonly names: readonly { readonly name: Ident; readonly rank: NumLit }[] })
  | (Node & { readonly kind: "deckBy"; readonly entries: readonly DeckEntry[] })
  | (Node & { readonly kind: "deck"; readonly body: DeckBody | undefined })
  /** `deal N each` / `deal all` (each null), or `deal layout ROWS by COLUMNS` (each null, layout set). */
  | (Node & { readonly kind: "deal"; readonly each: Expr | null; readonly layout?: { readonly rows: Expr; readonly columns: Expr; readonly clues: boolean } })
  | (Node & { readonly kind: "leftover"; readonly shown: boolean | undefined })
  | (Node & { readonly kind: "firstDealer"; readonly seat: NumLit | null | undefined })
  | (Node & { readonly kind: "dealer"; readonly keys: readonly RankKey[] | null })
  | (Node & { readonly kind: "steps"; readonly when: "before" | "after"; readonly steps: readonly Step[] })
  /** Steps during trick play: `after trick K { ... }` (trick: K), `after each trick { ... }` (trick: null). */
  | (Node & { readonly kind: "trickSteps"; readonly trick: Expr | null; readonly steps: readonly Step[] })
  | (Node & { readonly kind: "tricks"; readonly slots: readonly Slot[] })
  | (Node & { readonly kind: "let"; readonly name: Ident | undefined; readonly expr: Expr; readonly when?: Expr })
  | (Node & { readonly kind: "score"; readonly expr: Expr; readonly when?: Expr })
  /** `card NAME: EXPR`: a named value of every card (card context). */
  | (Node & { readonly kind: "card"; readonly name: Ident | undefined; readonly expr: Expr; readonly when?: Expr })
  /** `rule card N "Name"`: the file is a rule card (a module of changes); it must be the first line. */
  | (Node & { readonly kind: "ruleCard"; readonly number: NumLit | undefined; readonly name: StrLit | undefined; readonly base: StrLit | undefined })
  /** `with "path"`: the rule card in that file is in force. */
  | (Node & { readonly kind: "with"; readonly path: StrLit | undefined })
  | (Node & { readonly kind: "winner"; readonly keys: readonly RankKey[] });

export type DeclKind = Decl["kind"];

/** One parsed file. */
export interface FileAst {
  readonly file: string;
  readonly decls: readonly Decl[];
  /** The parse stopped part-way (an expression nested too deeply, SW1009): `decls` is not the whole file. */
  readonly truncated?: boolean;
}

// A step's grammar rule written outside the parser class. Chevrotain records a rule from the DSL calls
// its implementation makes (consume, subrule, or, option, many: the indexed forms of CONSUME,
// SUBRULE, ...), so a rule can be a function of that DSL: the step syntax table of the language
// (src/lang/steps/table.ts) hands its mechanics' rules to the parser when it is made, and the parser
// registers each with RULE and offers it where its `start` says. So a step mechanic's grammar sits in
// its own language module, beside its AST node, checks and lowering.
import type { IToken, TokenType } from "chevrotain";

/** The parser's DSL as a step's rule uses it; `idx` plays the part of the digit in CONSUME2, SUBRULE3, ... */
export interface GrammarDsl {
  consume(idx: number, token: TokenType, opts?: { readonly LABEL?: string }): IToken;
  /** Another rule by name: `expression`, or a rule of a step's grammar (its own helpers). */
  subrule(idx: number, rule: string, opts?: { readonly LABEL?: string }): void;
  or(idx: number, alts: readonly { readonly ALT: () => unknown }[]): void;
  option(idx: number, f: () => void): void;
  many(idx: number, f: () => void): void;
  atLeastOne(idx: number, f: () => void): void;
}

/**
 * One grammar rule of a step mechanic. `start` says where the parser offers it: as a step of its own
 * in a steps block (`step`, starting with one of `startWords`), after `each player [secretly]`
 * (`eachPlayer`), after `each` (`each`: `each hand becomes a trick`), or only as another rule's
 * subrule (`helper`).
 */
export interface StepGrammar<W extends string = string, S extends string = "step" | "eachPlayer" | "each" | "helper"> {
  /** The rule's name: the CST node the language's AST builder finds it by. */
  readonly rule: string;
  readonly start: S;
  /** The keywords a step of this rule may start with (for `step`): recovery, completion and formatting know them. */
  readonly startWords?: readonly W[];
  readonly define: (g: GrammarDsl) => void;
}

/**
 * One grammar rule of a declaration of the declaration table (src/lang/decls/table.ts): offered among
 * the file's declarations (`declaration`, starting with one of `startWords`), or a helper of another.
 */
export type DeclGrammar<W extends string = string> = StepGrammar<W, "declaration" | "helper">;

/**
 * One grammar rule of a slot of the `tricks { }` block (src/lang/slots/table.ts): offered among the
 * block's slots (`slot`, starting with one of `startWords`), or a helper of another.
 */
export type SlotGrammar<W extends string = string> = StepGrammar<W, "slot" | "helper">;

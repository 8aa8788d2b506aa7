// A typed reference to one rule of a ruleset: what the engine names in a RuleError (and an explained
// refusal), and what the front-end's source table (src/lang/rule-sources.ts, built beside lowering)
// maps to a file and span. The engine never writes a rule's place as a sentence to be parsed back:
// it carries this value, `ruleLabel` words it for messages, and `locateRule` finds its line.
//
// Written once with the schema builders, so the simulate report's failure samples (and the designer's
// messages) carry the same shape the type describes.
import { Const, Enum, Int, Obj, OneOf, Opt, Str, type Static } from "./schema-kit.js";
import { unreachable } from "./unreachable.js";

/** Rules that are one declaration of the ruleset (or the engine's own word, for the last three). */
export const DECL_RULES = [
  "players", "suits", "deck", "rounds", "deal", "deal layout", "secrets", "score", "trick value", "winner", "dealer",
  "rule cards", "rule cards draft", "end when", "tasks", "tasks each", "tasks copies", "teams",
  // Not one declaration: the whole IR (a hand-built one the engine refuses), an expression compiled
  // outside any rule, an explanation's part, the sampler of a bot's worlds.
  "ruleset", "expression", "explanation", "sampler",
] as const;
export type DeclRule = (typeof DECL_RULES)[number];

/**
 * The rules inside `tricks { }`; besides its slots, `plays` (no card can be played: the rules that
 * decide which cards may go where) and `loop` (the trick loop itself, e.g. when it runs too long).
 */
export const TRICK_RULES = [
  "trump", "open", "follow", "aside", "winner", "pick", "face down", "complete at", "stop when", "open at most", "lead", "direction", "plays", "loop",
] as const;
export type TrickRule = (typeof TRICK_RULES)[number];

const stepFields = {
  /** Position in its list of the IR (from 0), rule cards' steps included (they follow the ruleset's own). */
  index: Int({ minimum: 0 }),
  /** What the step does, in words ("choose into bid"); absent where only the position is known. */
  what: Opt(Str()),
  /** The step's `when` guard (a rule card's step runs only while the card is in force). */
  guard: Opt(Const(true)),
};

export const RuleRefSchema = OneOf([
  Obj({ k: Const("decl"), decl: Enum(DECL_RULES) }),
  Obj({ k: Const("tricks"), rule: Enum(TRICK_RULES) }),
  Obj({ k: Const("let"), name: Str() }),
  Obj({ k: Const("card"), name: Str() }),
  /** `secret NAME`: the values a secret is drawn from. */
  Obj({ k: Const("secret"), name: Str() }),
  /** `task NAME`: when the task chip is done, or (`worth`) what it is worth. */
  Obj({ k: Const("task"), name: Str(), worth: Opt(Const(true)) }),
  /** `show ORDER ...`: the index-th show of the IR (from 0). */
  Obj({ k: Const("show"), order: Str(), index: Int({ minimum: 0 }) }),
  /** A step before or after trick play (RulesetIR.beforeTricks / afterTricks). */
  Obj({ k: Const("step"), list: Enum(["before", "after"] as const), ...stepFields }),
  /** A block of steps during trick play (RulesetIR.trickSteps[block]): its trick number, or a step of it. */
  Obj({ k: Const("block"), block: Int({ minimum: 0 }) }),
  Obj({ k: Const("blockStep"), block: Int({ minimum: 0 }), ...stepFields }),
], { description: "A rule of the ruleset, by its place in the IR (src/ir/rule-ref.ts)." });

export type RuleRef = Static<typeof RuleRefSchema>;

/** Refs the engine names often (the trick loop is ticked on every play): made once. */
export const RULE = {
  loop: { k: "tricks", rule: "loop" },
  plays: { k: "tricks", rule: "plays" },
} as const satisfies Record<string, RuleRef>;

export const declRule = (decl: DeclRule): RuleRef => ({ k: "decl", decl });
export const trickRule = (rule: TrickRule): RuleRef => ({ k: "tricks", rule });

/**
 * The rule in words, as messages, logs and reports have always named it ("tricks winner", "let x",
 * "before tricks step 1 (choose into bid)", "after trick block 2 step 1 (remove from the trick)").
 */
export function ruleLabel(ref: RuleRef): string {
  switch (ref.k) {
    case "decl":
      return ref.decl;
    case "tricks":
      return ref.rule === "loop" ? "tricks" : ref.rule === "plays" ? "tricks (open / follow / aside)" : `tricks ${ref.rule}`;
    case "let":
    case "card":
    case "secret":
      return `${ref.k} ${ref.name}`;
    case "task":
      return `task ${ref.name}${ref.worth ? " worth" : ""}`;
    case "show":
      return `show ${ref.order} (${ref.index + 1})`;
    case "step":
      return stepLabel(`${ref.list} tricks`, ref);
    case "block":
      return `after trick block ${ref.block + 1}`;
    case "blockStep":
      return stepLabel(`after trick block ${ref.block + 1}`, ref);
    default:
      return unreachable(ref);
  }
}

function stepLabel(where: string, s: { readonly index: number; readonly what?: string; readonly guard?: true }): string {
  return `${where} step ${s.index + 1}${s.what !== undefined ? ` (${s.what})` : ""}${s.guard ? " when" : ""}`;
}

/**
 * A stretch of source text. Lines and columns count from 1; `endCol` is the column just after the last
 * character. Defined here, below the front-end, so that a rule's source can be named without the IR
 * importing the language; the front-end's AST (lang/ast.ts) uses this very type.
 */
export interface Span {
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly col: number;
  readonly endLine: number;
  readonly endCol: number;
}

/** Where a rule is written: a file and a span in it. */
export interface RuleSource {
  readonly file: string;
  readonly span: Span;
}

/**
 * Where each rule of one compiled ruleset is written, in the IR's own order (steps of rule cards
 * included, at their card's file): made by the front-end beside the IR it lowers (CompileResult.sources).
 */
export interface RuleSources {
  readonly decls: Readonly<Partial<Record<DeclRule, RuleSource>>>;
  readonly tricks: Readonly<Partial<Record<TrickRule, RuleSource>>>;
  readonly lets: ReadonlyMap<string, RuleSource>;
  readonly cards: ReadonlyMap<string, RuleSource>;
  readonly secrets: ReadonlyMap<string, RuleSource>;
  readonly tasks: ReadonlyMap<string, RuleSource>;
  /** Per show of the IR, in order. */
  readonly shows: readonly RuleSource[];
  readonly before: readonly RuleSource[];
  readonly after: readonly RuleSource[];
  /** Per block of RulesetIR.trickSteps: the block, its trick number (when given) and its steps. */
  readonly blocks: readonly { readonly block: RuleSource; readonly trick?: RuleSource; readonly steps: readonly RuleSource[] }[];
}

/** Where `ref` is written, or undefined when it is no one declaration (the engine's own words). */
export function locateRule(sources: RuleSources, ref: RuleRef): RuleSource | undefined {
  switch (ref.k) {
    case "decl":
      return sources.decls[ref.decl];
    case "tricks":
      return sources.tricks[ref.rule];
    case "let":
      return sources.lets.get(ref.name);
    case "card":
      return sources.cards.get(ref.name);
    case "secret":
      return sources.secrets.get(ref.name);
    case "task":
      return sources.tasks.get(ref.name);
    case "show":
      return sources.shows[ref.index];
    case "step":
      return (ref.list === "before" ? sources.before : sources.after)[ref.index];
    case "block": {
      const b = sources.blocks[ref.block];
      return b?.trick ?? b?.block;
    }
    case "blockStep":
      return sources.blocks[ref.block]?.steps[ref.index];
    default:
      return unreachable(ref);
  }
}

/** "file:line:col" of a located rule. */
export const sourcePlace = (s: RuleSource): string => `${s.file}:${s.span.line}:${s.span.col}`;

// The `.stich` grammar as a Chevrotain CstParser. Pure syntax: no names are resolved and no
// meaning is attached here (that is src/lang's job). The parser recovers from errors so that one
// typo does not hide the rest of the file: besides Chevrotain's own recovery, every list of
// declarations, slots or steps skips stray tokens one at a time (label "junk") instead of giving up.
import { createTokenInstance, CstParser, EOF, type CstNode, type IParserErrorMessageProvider, type IToken, type TokenType, tokenMatcher } from "chevrotain";
import {
  AnyToken, Colon, Comma, DotDot, Equals, Greater, GreaterEq, Identifier, kw, LBracket, LCurly,
  Less, LessEq, LParen, Minus, NameToken, NotEq, NumberLiteral, Plus, RBracket, RCurly, RParen, Slash, Star,
  StringLiteral, declaredKeyword, type CoreKeyword,
} from "./tokens.js";
import type { DeclGrammar, GrammarDsl, SlotGrammar, StepGrammar } from "./step-grammar.js";

/**
 * Keywords that start a top-level declaration written in this class; the declaration table's rules
 * add theirs (src/lang/decls/table.ts DECLARATION_START_WORDS).
 */
export const DECLARATION_STARTS: readonly CoreKeyword[] = [
  "game", "variant", "players", "rounds", "suits", "deck", "deal", "leftover", "first", "dealer",
  "before", "after", "tricks", "let", "score", "winner", "card", "rule", "with", "ranks",
];
/**
 * Keywords that start a step of `before tricks { }` / `after tricks { }` written in this class; the
 * step syntax table's rules add theirs (StepGrammar.startWords; src/lang/steps/table.ts STEP_START_WORDS).
 */
export const STEP_STARTS: readonly CoreKeyword[] = ["each"];

/**
 * How deeply expressions may nest: each `(`, `[`, argument, `if`/`let`/`for` part, `where` condition,
 * `not`, `-` and `of` inside another is one level. The parser recurses through about ten rules per
 * level and overflowed the call stack at about 140.
 */
/**
 * The grammar rules of a declaration, in the order the parser tries them: one table for the parser
 * (its alternatives) and src/lang/to-ast.ts (one case per rule, checked by type).
 */
export const DECLARATION_RULES = [
  "variantDecl",
  "gameDecl",
  "playersDecl",
  "roundsDecl",
  "suitsDecl",
  "deckDecl",
  "dealDecl",
  "leftoverDecl",
  "firstDealerDecl",
  "dealerDecl",
  "stepsDecl",
  "tricksDecl",
  "letDecl",
  "scoreDecl",
  "winnerDecl",
  "cardDecl",
  "ruleCardDecl",
  "withDecl",
  "ranksDecl",
] as const;
export type DeclarationRule = (typeof DECLARATION_RULES)[number];

export const MAX_NESTING = 64;

/**
 * Thrown out of the parse when an expression nests deeper than MAX_NESTING, at the token where the first
 * level too many starts. The parse of the file stops there: Chevrotain's recovery would skip ahead and
 * try again, which for a long `let ... in let ...` chain means one failure per MAX_NESTING levels, each
 * costing time in the square of the depth.
 */
export class NestingTooDeep extends Error {
  constructor(readonly token: IToken) {
    super(`expression nested deeper than ${MAX_NESTING} levels`);
    this.name = "NestingTooDeep";
  }
}

const ITEM_WORDS = [kw.score, kw.follow, kw.open];

function isOneOf(token: IToken, types: readonly TokenType[]): boolean {
  return types.some((t) => tokenMatcher(token, t));
}

export class StichParser extends CstParser {
  /**
   * `steps`: the grammar rules of the step mechanics written outside this class (the language's step
   * syntax table, src/lang/steps/table.ts): each is registered as a rule of its own and offered as a
   * step or after `each player [secretly]`, as its `start` says. `tokens`: the lexer's, the core
   * keywords and the table's own (src/lang/words.ts).
   */
  constructor(steps: readonly StepGrammar[], tokens: TokenType[], errorMessageProvider?: IParserErrorMessageProvider, decls: readonly DeclGrammar[] = [], slots: readonly SlotGrammar[] = []) {
    super(tokens, {
      recoveryEnabled: true,
      nodeLocationTracking: "full",
      maxLookahead: 3,
      ...(errorMessageProvider ? { errorMessageProvider } : {}),
    });
    // The DSL a rule written outside the class uses: the indexed forms of CONSUME, SUBRULE, ...
    const dsl: GrammarDsl = {
      consume: (idx, token, opts) => this.consume(idx, token, opts),
      subrule: (idx, rule, opts) => {
        this.subrule(idx, this.ruleNamed(rule), opts);
      },
      or: (idx, alts) => {
        this.or(idx, alts as { ALT: () => unknown }[]);
      },
      option: (idx, f) => {
        this.option(idx, f);
      },
      many: (idx, f) => {
        this.many(idx, f);
      },
      atLeastOne: (idx, f) => {
        this.atLeastOne(idx, f);
      },
    };
    for (const g of [...steps, ...decls, ...slots]) {
      if (this.stepRules.has(g.rule)) throw new Error(`internal error: the step rule '${g.rule}' is defined twice`);
      this.stepRules.set(g.rule, this.RULE(g.rule, () => g.define(dsl)));
    }
    // The declaration table's declarations are alternatives of `declaration` after the class's own.
    this.tableDecls = decls.filter((g) => g.start === "declaration").map((g) => this.stepRules.get(g.rule)!);
    this.declStartTypes = [...DECLARATION_STARTS, ...decls.flatMap((g) => g.startWords ?? [])].map((w) => declaredKeyword(w));
    // The slot table's slots are the alternatives of `slot`, in the table's order.
    this.tableSlots = slots.filter((g) => g.start === "slot").map((g) => this.stepRules.get(g.rule)!);
    this.slotStartTypes = slots.flatMap((g) => g.startWords ?? []).map((w) => declaredKeyword(w));
    this.tableSteps = steps.filter((g) => g.start === "step").map((g) => this.stepRules.get(g.rule)!);
    this.tableTails = steps.filter((g) => g.start === "eachPlayer").map((g) => this.stepRules.get(g.rule)!);
    this.tableEach = steps.filter((g) => g.start === "each").map((g) => this.stepRules.get(g.rule)!);
    this.tableStepStarts = steps.filter((g) => g.start === "step").map((g) => ({ rule: g.rule, words: (g.startWords ?? []).map((w) => declaredKeyword(w)) }));
    this.stepStartTypes = [...STEP_STARTS, ...steps.flatMap((g) => g.startWords ?? [])].map((w) => declaredKeyword(w));
    this.performSelfAnalysis();
  }

  /** The rules of the step syntax table, by name; those that start a step; those that follow `each player`. */
  private readonly stepRules = new Map<string, () => CstNode>();
  private tableSteps: readonly (() => CstNode)[] = [];
  private tableTails: readonly (() => CstNode)[] = [];
  private tableEach: readonly (() => CstNode)[] = [];
  private stepStartTypes: readonly TokenType[] = [];
  /** The declaration table's declaration rules; the keywords that start a declaration (the class's and the table's). */
  private tableDecls: readonly (() => CstNode)[] = [];
  private declStartTypes: readonly TokenType[] = [];
  /** The slot table's slot rules; the keywords that start a slot. */
  private tableSlots: readonly (() => CstNode)[] = [];
  private slotStartTypes: readonly TokenType[] = [];

  /**
   * A rule a table's grammar names: `expression`, `seatPath` (a lead's seat), `winnerTier` (a winner
   * slot's tier: its keys look two tokens ahead, which the DSL does not offer), `range` (`A..B`), `stageWhen`
   * (a rule card's `when COND`), or one of the tables'.
   */
  private ruleNamed(name: string): () => CstNode {
    if (name === "expression") return this.expression;
    if (name === "seatPath") return this.seatPath;
    if (name === "winnerTier") return this.winnerTier;
    if (name === "range") return this.range;
    if (name === "stageWhen") return this.stageWhen;
    const rule = this.stepRules.get(name);
    if (!rule) throw new Error(`internal error: a step grammar names the rule '${name}', which is not defined`);
    return rule;
  }

  /**
   * For each word that starts both a declaration and a step of the table: the words a step may take
   * next, worked out from the table's grammar (Chevrotain's content assist after that one word), so a
   * step the table gains is reached without a list here. Computed once, after the grammar is recorded.
   */
  stepsAfterDeclWord(): readonly (readonly [TokenType, readonly TokenType[]])[] {
    return (this.afterDeclWord ??= this.tableStepStarts.flatMap(({ rule, words }) =>
      words
        .filter((w) => this.declStartTypes.includes(w))
        .map((w) => {
          const prefix = [createTokenInstance(w, w.name, NaN, NaN, NaN, NaN, NaN, NaN)];
          const next = [...new Set(this.computeContentAssist(rule, prefix).map((p) => p.nextTokenType))];
          return [w, next] as const;
        }),
    ));
  }
  private afterDeclWord: readonly (readonly [TokenType, readonly TokenType[]])[] | undefined;
  /** The table's step rules and their start words' tokens. */
  private tableStepStarts: readonly { readonly rule: string; readonly words: readonly TokenType[] }[] = [];

  /** Expression levels entered and not yet left (see MAX_NESTING). */
  private nesting = 0;

  override reset(): void {
    super.reset();
    this.nesting = 0;
  }

  /** Parses one nesting level; past MAX_NESTING the parse stops (NestingTooDeep). The recording phase does not recurse. */
  private nested(parse: () => void): void {
    if (this.RECORDING_PHASE) {
      parse();
      return;
    }
    if (this.nesting >= MAX_NESTING) throw new NestingTooDeep(this.LA(1));
    this.nesting++;
    try {
      parse();
    } finally {
      this.nesting--;
    }
  }

  /**
   * `score:`, `follow:`, `open:` or `stop when`: words that became names (a rule card's change reads the value so
   * far by them) but still start their declaration or slot when a colon follows. (`suits` may
   * precede the colon of `for s in suits: ...`, so the gate is for these words only.)
   */
  private startsItem(): boolean {
    return (tokenMatcher(this.LA(2), Colon) && isOneOf(this.LA(1), ITEM_WORDS)) || (tokenMatcher(this.LA(1), kw.stop) && tokenMatcher(this.LA(2), kw.when));
  }

  /** End of a `{ }` block: its closing brace, the end of input, or a declaration that cannot be part of it. */
  private atBlockEnd(alsoInside: readonly TokenType[]): boolean {
    const t = this.LA(1);
    if (tokenMatcher(t, RCurly) || tokenMatcher(t, EOF)) return true;
    return isOneOf(t, this.declStartTypes) && !isOneOf(t, alsoInside);
  }

  // ---------------------------------------------------------------- file
  /**
   * Items of the file or of a `{ }` block. A token that cannot start an item is skipped on its own
   * (labelled "junk", reported once per run by src/lang/parse.ts), so one typo does not end the block.
   * `idx` keeps Chevrotain's occurrence indices unique in a rule that nests this inside its own OR.
   */
  private itemsOrJunk(idx: number, item: () => void, itemStart: (t: IToken) => boolean, atEnd: () => boolean = () => false): void {
    this.many(idx, {
      GATE: () => !atEnd(),
      MAX_LOOKAHEAD: 1,
      DEF: () => {
        this.or(idx, {
          MAX_LOOKAHEAD: 1,
          DEF: [
            { ALT: item },
            { GATE: () => !itemStart(this.LA(1)), ALT: () => this.consume(idx, AnyToken, { LABEL: "junk" }), IGNORE_AMBIGUITIES: true },
          ],
        });
      },
    });
  }

  public file = this.RULE("file", () => {
    this.itemsOrJunk(0, () => this.SUBRULE(this.declaration), (t) => isOneOf(t, this.declStartTypes));
  });

  private declaration = this.RULE("declaration", () => {
    this.OR(this.declarationAlts ??= [
      ...DECLARATION_RULES.map((rule) => ({ ALT: () => this.SUBRULE(this[rule]) })),
      ...this.tableDecls.map((rule) => ({ ALT: () => this.SUBRULE(rule) })),
    ]);
  });
  private declarationAlts: { ALT: () => CstNode }[] | undefined;

  private variantDecl = this.RULE("variantDecl", () => {
    this.CONSUME(kw.variant);
    this.CONSUME(StringLiteral, { LABEL: "name" });
    this.CONSUME(kw.extends);
    this.CONSUME2(StringLiteral, { LABEL: "base" });
  });

  private gameDecl = this.RULE("gameDecl", () => {
    this.CONSUME(kw.game);
    this.CONSUME(StringLiteral, { LABEL: "name" });
  });

  private playersDecl = this.RULE("playersDecl", () => {
    this.CONSUME(kw.players);
    this.SUBRULE(this.range);
  });

  private range = this.RULE("range", () => {
    this.CONSUME(NumberLiteral, { LABEL: "from" });
    this.CONSUME(DotDot);
    this.CONSUME2(NumberLiteral, { LABEL: "to" });
  });

  private roundsDecl = this.RULE("roundsDecl", () => {
    this.CONSUME(kw.rounds);
    this.SUBRULE(this.expression);
  });

  private suitsDecl = this.RULE("suitsDecl", () => {
    this.CONSUME(kw.suits);
    this.AT_LEAST_ONE(() => this.CONSUME(Identifier, { LABEL: "suit" }));
  });

  private deckDecl = this.RULE("deckDecl", () => {
    this.CONSUME(kw.deck);
    this.OR([
      {
        ALT: () => {
          this.CONSUME(kw.by);
          this.CONSUME(kw.players);
          this.CONSUME(LCurly);
          this.itemsOrJunk(2, () => this.SUBRULE(this.deckEntry), (t) => tokenMatcher(t, NumberLiteral), () => this.atBlockEnd([]));
          this.CONSUME(RCurly);
        },
      },
      { ALT: () => this.SUBRULE(this.deckBody) },
    ]);
  });

  private deckEntry = this.RULE("deckEntry", () => {
    this.CONSUME(NumberLiteral, { LABEL: "count" });
    this.CONSUME(Colon);
    this.SUBRULE(this.deckBody);
  });

  /** `SUIT... A..B`, optionally `except N...` (ranks left out), optionally `, N copies` (every card N times); a rank may be a rank name (`9..A`). */
  private deckBody = this.RULE("deckBody", () => {
    // A name followed by `..` starts the rank range (`J..A`), not another suit.
    this.AT_LEAST_ONE({
      GATE: () => !tokenMatcher(this.LA(2), DotDot),
      DEF: () => this.CONSUME(Identifier, { LABEL: "suit" }),
    });
    this.SUBRULE(this.rankRange, { LABEL: "range" });
    this.OPTION(() => {
      this.CONSUME(kw.except);
      // A number followed by `:` starts the next `deck by players` entry, not another rank.
      this.AT_LEAST_ONE2({
        GATE: () => !tokenMatcher(this.LA(2), Colon),
        DEF: () => this.OR([
          { ALT: () => this.CONSUME(NumberLiteral, { LABEL: "except" }) },
          { ALT: () => this.CONSUME2(Identifier, { LABEL: "except" }) },
        ]),
      });
    });
    this.OPTION2(() => {
      this.CONSUME(Comma);
      this.CONSUME2(NumberLiteral, { LABEL: "copies" });
      this.CONSUME3(Identifier, { LABEL: "copiesWord" });
    });
  });

  /** `A..B` of a deck, each end a number or a rank name. */
  private rankRange = this.RULE("rankRange", () => {
    this.OR([{ ALT: () => this.CONSUME(NumberLiteral, { LABEL: "from" }) }, { ALT: () => this.CONSUME(Identifier, { LABEL: "from" }) }]);
    this.CONSUME(DotDot);
    this.OR2([{ ALT: () => this.CONSUME2(NumberLiteral, { LABEL: "to" }) }, { ALT: () => this.CONSUME2(Identifier, { LABEL: "to" }) }]);
  });

  /** `ranks J = 11, Q = 12, ...`: names for ranks, usable in the deck, in expressions and in card names. */
  private ranksDecl = this.RULE("ranksDecl", () => {
    this.CONSUME(kw.ranks);
    this.AT_LEAST_ONE_SEP({
      SEP: Comma,
      DEF: () => {
        this.CONSUME(Identifier, { LABEL: "rankName" });
        this.CONSUME(Equals);
        this.CONSUME(NumberLiteral, { LABEL: "rankValue" });
      },
    });
  });

  /** `deal all`, `deal EXPR each`, or `deal layout ROWS by COLUMNS [with clues]` (a face-up layout drafted column by column). */
  private dealDecl = this.RULE("dealDecl", () => {
    this.CONSUME(kw.deal);
    this.OR([
      { ALT: () => this.CONSUME(kw.all) },
      {
        ALT: () => {
          this.CONSUME(kw.layout);
          this.SUBRULE2(this.expression, { LABEL: "rows" });
          this.CONSUME(kw.by);
          this.SUBRULE3(this.expression, { LABEL: "columns" });
          // `with clues`: after each column the dealer names a leader and the engine says who would win.
          this.OPTION(() => {
            this.CONSUME(kw.with);
            this.CONSUME(Identifier, { LABEL: "cluesWord" });
          });
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.expression);
          this.CONSUME(kw.each);
        },
      },
    ]);
  });

  private leftoverDecl = this.RULE("leftoverDecl", () => {
    this.CONSUME(kw.leftover);
    this.OR([{ ALT: () => this.CONSUME(kw.shown) }, { ALT: () => this.CONSUME(kw.hidden) }]);
  });

  private firstDealerDecl = this.RULE("firstDealerDecl", () => {
    this.CONSUME(kw.first);
    this.CONSUME(kw.dealer);
    this.CONSUME(Colon);
    this.OR([
      { ALT: () => this.CONSUME(kw.random) },
      {
        ALT: () => {
          this.CONSUME(kw.seat);
          this.CONSUME(NumberLiteral, { LABEL: "seat" });
        },
      },
    ]);
  });

  private dealerDecl = this.RULE("dealerDecl", () => {
    this.CONSUME(kw.dealer);
    this.CONSUME(Colon);
    this.OR([{ ALT: () => this.CONSUME(kw.clockwise) }, { ALT: () => this.SUBRULE(this.rankKeys) }]);
  });

  /** `lowest EXPR, then highest EXPR ...` (dealer and final winner) */
  private rankKeys = this.RULE("rankKeys", () => {
    this.SUBRULE(this.rankKey);
    this.MANY(() => {
      this.CONSUME(Comma);
      this.CONSUME(kw.then);
      this.SUBRULE2(this.rankKey);
    });
  });

  private rankKey = this.RULE("rankKey", () => {
    this.SUBRULE(this.direction);
    this.SUBRULE(this.expression);
  });

  private direction = this.RULE("direction", () => {
    this.OR([{ ALT: () => this.CONSUME(kw.highest) }, { ALT: () => this.CONSUME(kw.lowest) }]);
  });

  /** `before tricks {`, `after tricks {`, or steps during trick play: `after trick K {`, `after each trick {`. */
  private stepsDecl = this.RULE("stepsDecl", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(kw.before);
          this.CONSUME(kw.tricks);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.after);
          this.OR7([
            { ALT: () => this.CONSUME2(kw.tricks) },
            {
              ALT: () => {
                this.CONSUME(kw.trick);
                this.SUBRULE(this.expression, { LABEL: "trickNumber" });
              },
            },
            {
              ALT: () => {
                this.CONSUME(kw.each);
                this.CONSUME2(kw.trick);
              },
            },
          ]);
        },
      },
    ]);
    this.CONSUME(LCurly);
    // A word that starts a declaration too (`winner: highest total`, `dealer: clockwise`) starts a
    // step when the next word is one a step of the table takes after it (`winner removes`, `dealer
    // picks`, `dealer calls`, `dealer [secretly] notes`: stepsAfterDeclWord).
    const startsStep = (): boolean => this.stepsAfterDeclWord().some(([first, next]) => tokenMatcher(this.LA(1), first) && isOneOf(this.LA(2), next));
    this.itemsOrJunk(2, () => this.SUBRULE(this.step), (t) => isOneOf(t, this.stepStartTypes), () => this.atBlockEnd([]) && !startsStep());
    this.CONSUME(RCurly);
  });

  private stepAlts: { ALT: () => CstNode }[] | undefined;
  private step = this.RULE("step", () => {
    this.OR(
      (this.stepAlts ??= [
        { ALT: () => this.SUBRULE(this.eachStep) },
        ...this.tableSteps.map((rule) => ({ ALT: () => this.SUBRULE(rule) })),
      ]),
    );
    // `STEP when COND`: the step runs only in the rounds COND holds.
    this.OPTION(() => {
      this.CONSUME(kw.when);
      this.SUBRULE(this.expression, { LABEL: "guard" });
    });
  });

  private tailAlts: { ALT: () => CstNode }[] | undefined;
  private eachAlts: { ALT: () => CstNode }[] | undefined;
  /** `each player [secretly] chooses ...`, `each player [secretly] orders ... as NAME`, `each player passes ...`, `each hand becomes a trick`. */
  private eachStep = this.RULE("eachStep", () => {
    this.CONSUME(kw.each);
    this.OR1([
      {
        ALT: () => {
          this.CONSUME(kw.player);
          this.OPTION(() => this.CONSUME(kw.secretly));
          this.OR(
            (this.tailAlts ??= this.tableTails.map((rule) => ({ ALT: () => this.SUBRULE(rule) }))),
          );
        },
      },
      ...(this.eachAlts ??= this.tableEach.map((rule) => ({ ALT: () => this.SUBRULE(rule) }))),
    ]);
  });

  private tricksDecl = this.RULE("tricksDecl", () => {
    this.CONSUME(kw.tricks);
    this.CONSUME(LCurly);
    this.itemsOrJunk(0, () => this.SUBRULE(this.slot), (t) => isOneOf(t, this.slotStartTypes), () => this.atBlockEnd(this.slotStartTypes));
    this.CONSUME(RCurly);
  });

  private slot = this.RULE("slot", () => {
    this.OR(this.slotAlts ??= this.tableSlots.map((rule) => ({ ALT: () => this.SUBRULE(rule) })));
  });
  private slotAlts: { ALT: () => CstNode }[] | undefined;

  /**
   * `highest KEY, lowest KEY2 where COND`: one tier with its keys in order. A comma followed by a
   * direction adds a key to the tier; a comma followed by `then` starts the next tier (winnerSlot).
   * KEY stops before `where`, so it is parsed below the `where` level.
   */
  private winnerTier = this.RULE("winnerTier", () => {
    this.SUBRULE(this.winnerKey);
    // A repetition looks one token ahead: the gate leaves `, then` to winnerSlot.
    this.MANY({
      GATE: () => !tokenMatcher(this.LA(2), kw.then),
      DEF: () => {
        this.CONSUME(Comma);
        this.SUBRULE2(this.winnerKey);
      },
    });
    this.OPTION(() => {
      this.CONSUME(kw.where);
      this.SUBRULE(this.expression, { LABEL: "cond" });
    });
  });

  private winnerKey = this.RULE("winnerKey", () => {
    this.SUBRULE(this.direction);
    this.SUBRULE(this.orExpr, { LABEL: "key", ARGS: [false] });
  });

  private letDecl = this.RULE("letDecl", () => {
    this.CONSUME(kw.let);
    this.CONSUME(NameToken, { LABEL: "name" });
    this.CONSUME(Equals);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stageWhen);
  });

  private scoreDecl = this.RULE("scoreDecl", () => {
    this.CONSUME(kw.score);
    this.CONSUME(Colon);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stageWhen);
  });

  /** `card NAME: EXPR [when COND]`: a named value of every card. */
  private cardDecl = this.RULE("cardDecl", () => {
    this.CONSUME(kw.card);
    this.CONSUME(NameToken, { LABEL: "name" });
    this.CONSUME(Colon);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.stageWhen);
  });

  /** `when COND` after a rule card's change of a value: the change applies only where COND holds. */
  private stageWhen = this.RULE("stageWhen", () => {
    this.OPTION(() => {
      this.CONSUME(kw.when);
      this.SUBRULE(this.expression, { LABEL: "when" });
    });
  });

  /**
   * `rule card N "Name" [extends "base.stich"]`: this file is a rule card, a module of changes to a
   * ruleset. Compiled on its own it is checked in force on top of its base.
   */
  private ruleCardDecl = this.RULE("ruleCardDecl", () => {
    this.CONSUME(kw.rule);
    this.CONSUME(kw.card);
    this.CONSUME(NumberLiteral, { LABEL: "number" });
    this.CONSUME(StringLiteral, { LABEL: "name" });
    this.OPTION(() => {
      this.CONSUME(kw.extends);
      this.CONSUME2(StringLiteral, { LABEL: "base" });
    });
  });

  /** `with "path"`: the rule card in that file is in force. */
  private withDecl = this.RULE("withDecl", () => {
    this.CONSUME(kw.with);
    this.CONSUME(StringLiteral, { LABEL: "path" });
  });

  private winnerDecl = this.RULE("winnerDecl", () => {
    this.CONSUME(kw.winner);
    this.CONSUME(Colon);
    this.SUBRULE(this.rankKeys);
  });

  // ---------------------------------------------------------------- expressions
  // Every expression rule takes `noIn`: inside `let x = A in B` the value A must stop at `in`, so
  // the membership operator is switched off there (parentheses switch it back on).

  public expression = this.RULE("expression", (noIn?: boolean) => {
    this.nested(() => {
      this.SUBRULE(this.orExpr, { ARGS: [noIn === true] });
      this.OPTION(() => {
        this.CONSUME(kw.where);
        this.SUBRULE(this.expression, { LABEL: "cond" });
      });
    });
  });

  private orExpr = this.RULE("orExpr", (noIn?: boolean) => {
    this.SUBRULE(this.andExpr, { LABEL: "operand", ARGS: [noIn === true] });
    this.MANY(() => {
      this.CONSUME(kw.or, { LABEL: "op" });
      this.SUBRULE2(this.andExpr, { LABEL: "operand", ARGS: [noIn === true] });
    });
  });

  private andExpr = this.RULE("andExpr", (noIn?: boolean) => {
    this.SUBRULE(this.notExpr, { LABEL: "operand", ARGS: [noIn === true] });
    this.MANY(() => {
      this.CONSUME(kw.and, { LABEL: "op" });
      this.SUBRULE2(this.notExpr, { LABEL: "operand", ARGS: [noIn === true] });
    });
  });

  private notExpr = this.RULE("notExpr", (noIn?: boolean) => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(kw.not);
          this.nested(() => this.SUBRULE(this.notExpr, { ARGS: [noIn === true] }));
        },
      },
      { ALT: () => this.SUBRULE(this.cmpExpr, { ARGS: [noIn === true] }) },
    ]);
  });

  /** Comparisons do not chain: `a < b < c` is a syntax error. */
  private cmpExpr = this.RULE("cmpExpr", (noIn?: boolean) => {
    this.SUBRULE(this.addExpr, { LABEL: "operand", ARGS: [noIn === true] });
    this.OPTION({
      GATE: () => !(noIn === true && (tokenMatcher(this.LA(1), kw.in) || tokenMatcher(this.LA(1), kw.not))),
      DEF: () => {
        this.OR([
          { ALT: () => this.CONSUME(Equals, { LABEL: "op" }) },
          { ALT: () => this.CONSUME(NotEq, { LABEL: "op" }) },
          { ALT: () => this.CONSUME(LessEq, { LABEL: "op" }) },
          { ALT: () => this.CONSUME(GreaterEq, { LABEL: "op" }) },
          { ALT: () => this.CONSUME(Less, { LABEL: "op" }) },
          { ALT: () => this.CONSUME(Greater, { LABEL: "op" }) },
          { ALT: () => this.CONSUME(kw.in, { LABEL: "op" }) },
          {
            ALT: () => {
              this.CONSUME(kw.not, { LABEL: "notIn" });
              this.CONSUME2(kw.in, { LABEL: "op" });
            },
          },
        ]);
        this.SUBRULE2(this.addExpr, { LABEL: "operand", ARGS: [noIn === true] });
      },
    });
  });

  private addExpr = this.RULE("addExpr", (noIn?: boolean) => {
    this.SUBRULE(this.mulExpr, { LABEL: "operand", ARGS: [noIn === true] });
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(Plus, { LABEL: "op" }) },
        { ALT: () => this.CONSUME(Minus, { LABEL: "op" }) },
      ]);
      this.SUBRULE2(this.mulExpr, { LABEL: "operand", ARGS: [noIn === true] });
    });
  });

  private mulExpr = this.RULE("mulExpr", (noIn?: boolean) => {
    this.SUBRULE(this.unaryExpr, { LABEL: "operand", ARGS: [noIn === true] });
    this.MANY(() => {
      this.OR([
        { ALT: () => this.CONSUME(Star, { LABEL: "op" }) },
        { ALT: () => this.CONSUME(Slash, { LABEL: "op" }) },
        { ALT: () => this.CONSUME(kw.mod, { LABEL: "op" }) },
      ]);
      this.SUBRULE2(this.unaryExpr, { LABEL: "operand", ARGS: [noIn === true] });
    });
  });

  private unaryExpr = this.RULE("unaryExpr", (noIn?: boolean) => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(Minus);
          this.nested(() => this.SUBRULE(this.unaryExpr, { ARGS: [noIn === true] }));
        },
      },
      {
        // `LIST[POSITION]`, as often as wanted: `bid[1]`, `[1, 2, 3][round]`.
        ALT: () => {
          this.SUBRULE(this.primary, { ARGS: [noIn === true] });
          this.MANY(() => {
            this.CONSUME(LBracket);
            this.SUBRULE2(this.expression, { LABEL: "index" });
            this.CONSUME(RBracket);
          });
        },
      },
    ]);
  });

  private primary = this.RULE("primary", (noIn?: boolean) => {
    this.OR([
      { ALT: () => this.CONSUME(NumberLiteral) },
      { ALT: () => this.CONSUME(kw.true) },
      { ALT: () => this.CONSUME(kw.false) },
      { ALT: () => this.SUBRULE(this.parenExpr) },
      { ALT: () => this.SUBRULE(this.listExpr) },
      // `score:`, `follow:`, `open:` start a declaration or slot: never a name before a colon, so an
      // unfinished expression above them does not swallow them (error recovery).
      { GATE: () => !this.startsItem(), ALT: () => this.SUBRULE(this.nameExpr, { ARGS: [noIn === true] }) },
      { ALT: () => this.SUBRULE(this.ifExpr, { ARGS: [noIn === true] }) },
      { ALT: () => this.SUBRULE(this.letExpr, { ARGS: [noIn === true] }) },
      { ALT: () => this.SUBRULE(this.forExpr, { ARGS: [noIn === true] }) },
    ]);
  });

  private parenExpr = this.RULE("parenExpr", () => {
    this.CONSUME(LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(RParen);
  });

  private listExpr = this.RULE("listExpr", () => {
    this.CONSUME(LBracket);
    this.OPTION(() => {
      this.SUBRULE(this.expression, { LABEL: "item" });
      this.MANY(() => {
        this.CONSUME(Comma);
        this.SUBRULE2(this.expression, { LABEL: "item" });
      });
    });
    this.CONSUME(RBracket);
  });

  /** A name, a call `count(...)`, or `rank of CARDS` / `suit of CARDS`. */
  private nameExpr = this.RULE("nameExpr", (noIn?: boolean) => {
    this.CONSUME(NameToken, { LABEL: "name" });
    this.OPTION(() => {
      this.OR([
        {
          ALT: () => {
            this.CONSUME(LParen);
            this.OPTION2(() => {
              this.SUBRULE(this.expression, { LABEL: "arg" });
              this.MANY(() => {
                this.CONSUME(Comma);
                this.SUBRULE2(this.expression, { LABEL: "arg" });
              });
            });
            this.CONSUME(RParen);
          },
        },
        {
          ALT: () => {
            this.CONSUME(kw.of);
            this.OR2([
              // `NAME of left`, `NAME of partner of left`, `NAME of dealer`, `NAME of each player`:
              // a seat value at another seat (a path of hops, read from the right).
              { ALT: () => this.SUBRULE(this.seatPath) },
              {
                ALT: () => {
                  this.CONSUME(kw.each, { LABEL: "seat" });
                  this.CONSUME(kw.player);
                },
              },
              {
                // `rank of CARDS [where COND]`: the operand is a single value (so `suit of won = x`
                // compares the suits), but a `where` right after it still filters the operand.
                ALT: () => {
                  this.nested(() => this.SUBRULE(this.unaryExpr, { LABEL: "of", ARGS: [noIn === true] }));
                  this.OPTION3(() => {
                    this.CONSUME(kw.where);
                    this.SUBRULE3(this.expression, { LABEL: "ofCond", ARGS: [noIn === true] });
                  });
                },
              },
            ]);
          },
        },
      ]);
    });
  });

  /** `left`, `right`, `partner`, `dealer`, `declarer` (the auction's winner), joined by `of`: `left of left`, `partner of dealer`. */
  private seatPath = this.RULE("seatPath", () => {
    this.SUBRULE(this.seatHop);
    this.MANY(() => {
      this.CONSUME(kw.of);
      this.SUBRULE2(this.seatHop);
    });
  });

  private seatHop = this.RULE("seatHop", () => {
    this.OR([
      { ALT: () => this.CONSUME(kw.left, { LABEL: "seat" }) },
      { ALT: () => this.CONSUME(kw.right, { LABEL: "seat" }) },
      { ALT: () => this.CONSUME(kw.partner, { LABEL: "seat" }) },
      { ALT: () => this.CONSUME(kw.dealer, { LABEL: "seat" }) },
      { ALT: () => this.CONSUME(kw.declarer, { LABEL: "seat" }) },
    ]);
  });

  private ifExpr = this.RULE("ifExpr", (noIn?: boolean) => {
    this.CONSUME(kw.if);
    this.SUBRULE(this.expression, { LABEL: "cond" });
    this.CONSUME(kw.then);
    this.SUBRULE2(this.expression, { LABEL: "then" });
    this.CONSUME(kw.else);
    this.SUBRULE3(this.expression, { LABEL: "else", ARGS: [noIn === true] });
  });

  private letExpr = this.RULE("letExpr", (noIn?: boolean) => {
    this.CONSUME(kw.let);
    this.CONSUME(NameToken, { LABEL: "name" });
    this.CONSUME(Equals);
    this.SUBRULE(this.expression, { LABEL: "value", ARGS: [true] });
    this.CONSUME(kw.in);
    this.SUBRULE2(this.expression, { LABEL: "body", ARGS: [noIn === true] });
  });

  private forExpr = this.RULE("forExpr", (noIn?: boolean) => {
    this.CONSUME(kw.for);
    this.CONSUME(NameToken, { LABEL: "name" });
    this.CONSUME(kw.in);
    this.SUBRULE(this.expression, { LABEL: "list" });
    this.CONSUME(Colon);
    this.SUBRULE2(this.expression, { LABEL: "body", ARGS: [noIn === true] });
  });
}

export type { CstNode };

// `end when: COND [, unless tied]`: the game ends after a round in which COND (seat context) holds for
// some seat, instead of after a fixed number of rounds. The language side in one unit: grammar, AST
// node, check, lowering (with the guard number of rounds when `rounds` is not declared), the rule
// reference's place and hover.
import { Colon, Comma, keywordTokens } from "../../../grammar/tokens.js";
import type { Expr, Node } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { child, token } from "../cst-util.js";
import { placeAfterRound } from "../types.js";

/** `end when: COND [, unless tied]`: the game ends after a round in which COND (seat context) holds for a seat. */
export interface EndDecl extends Node {
  readonly kind: "end";
  readonly when: Expr;
  readonly unlessTied: boolean;
}

/**
 * The most rounds a game that ends on a condition may last when `rounds` is not declared: reaching it
 * without the condition holding stops the game with an error (EndIR.roundsIsGuard).
 */
export const END_GUARD_ROUNDS = 1000;

const keywords = {
  end: "`end when: COND`: the game ends after a round in which COND (seat context) holds for some seat, or after `rounds` rounds (then the most it may last).",
  unless: "`end when: COND, unless tied`: see `tied`.",
  tied: "`end when: COND, unless tied`: the game goes on while the winners (by `winner:`) are more than one seat, or more than one team.",
};
const kw = keywordTokens(keywords);

export const endSyntax: DeclSyntax<EndDecl, "end" | "unless" | "tied", "end", "end when"> = {
  grammar: [
    {
      rule: "endDecl",
      start: "declaration",
      startWords: ["end"],
      define: (g) => {
        g.consume(0, kw.end);
        g.consume(0, kw.when);
        g.consume(0, Colon);
        g.subrule(0, "expression");
        g.option(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.unless);
          g.consume(0, kw.tied);
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "end", span, when: t.expression(child(node, "expression"), span), unlessTied: token(node, "KwTied") !== undefined }),
  named: false,
  label: () => "'end when'",
  outline: () => "end when",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  check: (d, { expr }) => {
    expr.expect(d.when, placeAfterRound("'end when'", "seat"), "bool", "the condition after 'end when'");
  },
  lower: (d, { ex, model }) => ({
    end: { when: ex(d.when), unlessTied: d.unlessTied, roundsIsGuard: !model.rounds },
    // A game that ends on a condition and states no number of rounds may last up to END_GUARD_ROUNDS.
    ...(model.rounds ? {} : { rounds: { k: "num", v: END_GUARD_ROUNDS } }),
  }),
  lowerUndeclared: null,
  fieldsAfter: { end: "tasks" },
  expressions: (d) => [d.when],
  ruleSources: ["end when"],
  sourcesByName: null,
  reads: () => ({}),
  keywords,
  continuing: [],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: [],
};

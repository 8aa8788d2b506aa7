// CST -> AST. One function per grammar rule. Recovery may leave any child missing, so every access
// goes through the defensive helpers of cst-util and missing expressions become `error` nodes.
import { tokenMatcher, type CstNode, type IToken } from "chevrotain";
import type {
  BinaryOp, Decl, DeckBody, DeckEntry, Expr, FileAst, Ident, NumLit, SeatHop, Range, RankKey, RankLit, RankRange, Slot, Span,
  Step, StrLit,
} from "./ast.js";
import type { DeclarationRule } from "../../grammar/parser.js";
import { NumberLiteral } from "../../grammar/tokens.js";
import { LIMITS } from "../ir/limits.js";
import { unreachable } from "../ir/unreachable.js";
import { exprChildren } from "./ast-walk.js";
import { child, nodes, nodeSpan, token, tokens, tokenSpan } from "./cst-util.js";
import type { Reporter } from "./diagnostics.js";
import type { SourceIndex } from "./source.js";
import { joinSpans } from "./source.js";
import type { AstTools } from "./step-syntax.js";
import { SYNTAX_BY_RULE } from "./steps/table.js";
import { DECL_SYNTAX_BY_RULE } from "./decls/table.js";
import { SLOT_SYNTAX_BY_RULE } from "./slots/table.js";

/**
 * The words the core rules take as any name and then require (SW1011): `deal layout ... with clues`,
 * `trick value`, a deck line's `N copies`. Every
 * such check goes through AstBuilder.word, typed by this list, so the fuzzer's vocabulary (which takes
 * it, test/fuzz/mutate.ts) cannot miss one; a table entry's checked words are its `checkedWords`.
 */
export const CORE_CHECKED_WORDS = ["clues", "copies"] as const;
type CoreCheckedWord = (typeof CORE_CHECKED_WORDS)[number];

export function toAst(cst: CstNode, src: SourceIndex, reporter: Reporter): FileAst {
  const b = new AstBuilder(src, reporter);
  const decls: Decl[] = [];
  for (const d of nodes(cst, "declaration")) {
    const decl = b.declaration(d);
    if (decl) decls.push(decl);
  }
  return { file: reporter.file, decls };
}

class AstBuilder {
  /** Height of each expression node built (a leaf is 1; nodes not listed are leaves). */
  private readonly heights = new WeakMap<Expr, number>();

  constructor(
    private readonly src: SourceIndex,
    private readonly reporter: Reporter,
  ) {}

  /**
   * Records a new expression node's height. Every later phase (checks, lowering, IR validation, the
   * engine) walks expressions recursively, so a tree higher than LIMITS.exprDepth is reported here,
   * at `at`, and replaced by an error node (which the later phases skip).
   */
  private built(e: Expr, at: Span): Expr {
    // `a not in b` becomes two IR nodes, not(a in b): its height there is what the engine sees.
    const own = e.kind === "binary" && e.op === "not in" ? 2 : 1;
    let h = own;
    for (const c of exprChildren(e)) h = Math.max(h, (this.heights.get(c) ?? 1) + own);
    if (h <= LIMITS.exprDepth) {
      if (h > 1) this.heights.set(e, h);
      return e;
    }
    this.reporter.report("SW1009", at, {
      limit: LIMITS.exprDepth,
      what: "operations",
      hint: " (a chain such as a + b + c counts one per operator); move a part of it into a 'let'",
    });
    return this.error(e.span);
  }

  private span(node: CstNode | undefined, fallback: Span): Span {
    return nodeSpan(this.src, node, fallback);
  }

  private ident(t: IToken | undefined): Ident | undefined {
    return t ? { name: t.image, span: tokenSpan(this.src, t) } : undefined;
  }

  private num(t: IToken | undefined): NumLit | undefined {
    if (!t) return undefined;
    const span = tokenSpan(this.src, t);
    const value = Number(t.image);
    if (!Number.isSafeInteger(value)) {
      this.reporter.report("SW1007", span, { value: t.image });
      return { value: 0, span };
    }
    return { value, span };
  }

  private str(t: IToken | undefined): StrLit | undefined {
    if (!t) return undefined;
    // Strings only allow backslash escapes of single characters: \" \\ and friends.
    const value = t.image.slice(1, -1).replace(/\\(.)/g, "$1");
    return { value, span: tokenSpan(this.src, t) };
  }

  // ---------------------------------------------------------------- declarations

  declaration(node: CstNode): Decl | undefined {
    const span = this.span(node, this.src.end());
    const [name, inner] = Object.entries(node.children)[0] ?? [];
    const n = inner?.[0] as CstNode | undefined;
    if (!name || !n || !("children" in n)) return undefined;
    const s = this.span(n, span);
    // A declaration of the declaration table: its entry builds the node.
    const table = DECL_SYNTAX_BY_RULE.get(name);
    if (table) return table.toAst({ rule: name, node: n, span: s }, this.tools());
    // Otherwise the node's only child is one of the grammar's declaration rules (DECLARATION_RULES).
    const rule = name as DeclarationRule;
    switch (rule) {
      case "variantDecl":
        return { kind: "variant", span: s, name: this.str(token(n, "name")), base: this.str(token(n, "base")) };
      case "gameDecl":
        return { kind: "game", span: s, name: this.str(token(n, "name")) };
      case "playersDecl":
        return { kind: "players", span: s, range: this.range(child(n, "range")) };
      case "roundsDecl":
        return { kind: "rounds", span: s, expr: this.expression(child(n, "expression"), s) };
      case "suitsDecl":
        return { kind: "suits", span: s, suits: this.idents(tokens(n, "suit")) };
      case "deckDecl":
        return this.deck(n, s);
      case "dealDecl":
        if (token(n, "KwLayout")) {
          const clues = this.ident(token(n, "cluesWord"));
          this.word(clues, "clues", "with");
          return { kind: "deal", span: s, each: null, layout: { rows: this.expression(child(n, "rows"), s), columns: this.expression(child(n, "columns"), s), clues: clues !== undefined } };
        }
        return { kind: "deal", span: s, each: token(n, "KwAll") ? null : this.expression(child(n, "expression"), s) };
      case "leftoverDecl":
        return { kind: "leftover", span: s, shown: token(n, "KwShown") ? true : token(n, "KwHidden") ? false : undefined };
      case "firstDealerDecl":
        return { kind: "firstDealer", span: s, seat: token(n, "KwRandom") ? null : this.num(token(n, "seat")) };
      case "dealerDecl":
        return { kind: "dealer", span: s, keys: token(n, "KwClockwise") ? null : this.rankKeys(child(n, "rankKeys"), s) };
      case "stepsDecl":
        if (token(n, "KwTrick")) {
          const number = child(n, "trickNumber");
          return { kind: "trickSteps", span: s, trick: number ? this.expression(number, s) : null, steps: nodes(n, "step").flatMap((st) => this.step(st, s) ?? []) };
        }
        return {
          kind: "steps",
          span: s,
          when: token(n, "KwAfter") ? "after" : "before",
          steps: nodes(n, "step").flatMap((st) => this.step(st, s) ?? []),
        };
      case "tricksDecl":
        return { kind: "tricks", span: s, slots: nodes(n, "slot").flatMap((sl) => this.slot(sl, s) ?? []) };
      case "letDecl":
        return { kind: "let", span: s, name: this.ident(token(n, "name")), expr: this.expression(child(n, "expression"), s), ...this.stageWhen(n, s) };
      case "scoreDecl":
        return { kind: "score", span: s, expr: this.expression(child(n, "expression"), s), ...this.stageWhen(n, s) };
      case "cardDecl":
        return { kind: "card", span: s, name: this.ident(token(n, "name")), expr: this.expression(child(n, "expression"), s), ...this.stageWhen(n, s) };
      case "ruleCardDecl":
        return { kind: "ruleCard", span: s, number: this.num(token(n, "number")), name: this.str(token(n, "name")), base: this.str(token(n, "base")) };
      case "withDecl":
        return { kind: "with", span: s, path: this.str(token(n, "path")) };
      case "winnerDecl":
        return { kind: "winner", span: s, keys: this.rankKeys(child(n, "rankKeys"), s) };
      case "ranksDecl": {
        const names = tokens(n, "rankName").flatMap((t, i) => {
          const name = this.ident(t);
          const rank = this.num(tokens(n, "rankValue")[i]);
          return name && rank ? [{ name, rank }] : [];
        });
        return { kind: "ranks", span: s, names };
      }
      default:
        return unreachable(rule);
    }
  }

  /** The `when COND` of a rule card's change, if written. */
  private stageWhen(n: CstNode, s: Span): { when?: Expr } {
    const w = child(child(n, "stageWhen"), "when");
    return w ? { when: this.expression(w, s) } : {};
  }

  private idents(toks: readonly IToken[]): Ident[] {
    return toks.flatMap((t) => this.ident(t) ?? []);
  }

  private range(n: CstNode | undefined): Range | undefined {
    const from = this.num(token(n, "from"));
    const to = this.num(token(n, "to"));
    if (!n || !from || !to) return undefined;
    return { from, to, span: joinSpans(from.span, to.span) };
  }

  private deck(n: CstNode, s: Span): Decl {
    if (token(n, "KwBy")) {
      const entries = nodes(n, "deckEntry").flatMap((e): DeckEntry[] => {
        const count = this.num(token(e, "count"));
        return count ? [{ count, body: this.deckBody(child(e, "deckBody"), s), span: this.span(e, s) }] : [];
      });
      return { kind: "deckBy", span: s, entries };
    }
    return { kind: "deck", span: s, body: this.deckBody(child(n, "deckBody"), s) };
  }

  private deckBody(n: CstNode | undefined, fallback: Span): DeckBody | undefined {
    if (!n) return undefined;
    const except = tokens(n, "except").flatMap((t) => this.rankLit(t) ?? []);
    const word = this.ident(token(n, "copiesWord"));
    this.word(word, "copies", "the number of copies");
    const copies = this.num(token(n, "copies"));
    return { suits: this.idents(tokens(n, "suit")), range: this.rankRange(child(n, "range")), except, ...(copies ? { copies } : {}), span: this.span(n, fallback) };
  }

  /** A rank of the deck: a number, or a rank name (resolved by the checker). */
  private rankLit(t: IToken | undefined): RankLit | undefined {
    return t && tokenMatcher(t, NumberLiteral) ? this.num(t) : this.ident(t);
  }

  private rankRange(n: CstNode | undefined): RankRange | undefined {
    const from = this.rankLit(token(n, "from"));
    const to = this.rankLit(token(n, "to"));
    if (!n || !from || !to) return undefined;
    return { from, to, span: joinSpans(from.span, to.span) };
  }

  private rankKeys(n: CstNode | undefined, fallback: Span): RankKey[] {
    return nodes(n, "rankKey").map((k) => {
      const span = this.span(k, fallback);
      return { dir: this.direction(child(k, "direction")), expr: this.expression(child(k, "expression"), span), span };
    });
  }

  private direction(n: CstNode | undefined): "highest" | "lowest" {
    return token(n, "KwLowest") ? "lowest" : "highest";
  }

  private step(n: CstNode, fallback: Span): Step | undefined {
    const step = this.stepKind(n, fallback);
    const guard = child(n, "guard");
    return step && guard ? { ...step, when: this.expression(guard, step.span) } : step;
  }

  /** A word of the core rules the grammar takes as any name: SW1011 when it is another (CORE_CHECKED_WORDS). */
  private word(w: Ident | undefined, expected: CoreCheckedWord, after: string): void {
    this.checkWord(w, expected, after);
  }

  /** The one place SW1011 is reported: a word the grammar takes as any name but the language fixes. */
  private checkWord(w: Ident | undefined, expected: string, after: string): void {
    if (w && w.name !== expected) this.reporter.report("SW1011", w.span, { expected, after, found: w.name }, expected);
  }

  /** What an AST builder of the step syntax table or the declaration table may use (step-syntax.ts AstTools). */
  private astTools: AstTools | undefined;
  private tools(): AstTools {
    return (this.astTools ??= {
      reporter: this.reporter,
      span: (c, f) => this.span(c, f),
      expression: (c, f) => this.expression(c, f),
      ident: (t) => this.ident(t),
      idents: (ts) => this.idents([...ts]),
      num: (t) => this.num(t),
      range: (c) => this.range(c),
      orExpr: (c, f) => this.orExpr(c, f),
      word: (t, expected, after) => this.checkWord(this.ident(t), expected, after),
    });
  }

  /** A step of the step syntax table: its entry builds the node from the rule that matched. */
  private tableStep(n: CstNode, fallback: Span): Step | undefined {
    const each = child(n, "eachStep");
    for (const [rule, { syntax, start }] of SYNTAX_BY_RULE) {
      const node = start === "step" ? child(n, rule) : child(each, rule);
      if (!node) continue;
      const span = this.span(start === "step" ? node : each, fallback);
      const tools = this.tools();
      return syntax.toAst({ rule, node, span, fallback, secret: start === "eachPlayer" && token(each, "KwSecretly") !== undefined }, tools);
    }
    return undefined;
  }

  private stepKind(n: CstNode, fallback: Span): Step | undefined {
    return this.tableStep(n, fallback);
  }

  /** A slot of the slot table: its entry builds the node from the rule that matched. */
  private slot(node: CstNode, fallback: Span): Slot | undefined {
    // A slot node's only child is one of the table's slot rules.
    const [name, inner] = Object.entries(node.children)[0] ?? [];
    const n = inner?.[0] as CstNode | undefined;
    if (!name || !n || !("children" in n)) return undefined;
    const syntax = SLOT_SYNTAX_BY_RULE.get(name);
    if (!syntax) throw new Error(`internal error: the slot rule '${name}' is in no entry of the slot table`);
    return syntax.toAst({ rule: name, node: n, span: this.span(n, fallback) }, this.tools());
  }

  // ---------------------------------------------------------------- expressions

  private error(span: Span): Expr {
    return { kind: "error", span };
  }

  expression(n: CstNode | undefined, fallback: Span): Expr {
    if (!n) return this.error(fallback);
    const span = this.span(n, fallback);
    const base = this.orExpr(child(n, "orExpr"), span);
    const cond = child(n, "cond");
    if (!token(n, "KwWhere")) return base;
    return this.built({ kind: "where", coll: base, cond: this.expression(cond, span), span }, span);
  }

  /** Left-associative chains: operands and operators were collected under the labels "operand" and "op". */
  private chain(n: CstNode | undefined, fallback: Span, sub: (c: CstNode | undefined, f: Span) => Expr): Expr {
    if (!n) return this.error(fallback);
    const span = this.span(n, fallback);
    const operands = nodes(n, "operand");
    const ops = tokens(n, "op");
    let left = sub(operands[0], span);
    for (let i = 0; i < ops.length; i++) {
      const opTok = ops[i];
      if (!opTok) break;
      const opSpan = tokenSpan(this.src, opTok);
      const right = sub(operands[i + 1], opSpan);
      const notIn = n.name === "cmpExpr" && token(n, "notIn") !== undefined;
      const op = (notIn ? "not in" : opTok.image) as BinaryOp;
      const joined = this.built({ kind: "binary", op, opSpan, left, right, span: joinSpans(left.span, right.span) }, opSpan);
      // Too deep: the whole chain is one error, reported once (not again every LIMITS.exprDepth operators).
      if (joined.kind === "error") return this.error(span);
      left = joined;
    }
    return left;
  }

  private orExpr(n: CstNode | undefined, fallback: Span): Expr {
    return this.chain(n, fallback, (c, f) => this.chain(c, f, (d, g) => this.notExpr(d, g)));
  }

  private notExpr(n: CstNode | undefined, fallback: Span): Expr {
    if (!n) return this.error(fallback);
    const span = this.span(n, fallback);
    if (token(n, "KwNot")) return this.built({ kind: "not", expr: this.notExpr(child(n, "notExpr"), span), span }, span);
    return this.chain(child(n, "cmpExpr"), span, (c, f) => this.chain(c, f, (d, g) => this.chain(d, g, (e, h) => this.unary(e, h))));
  }

  private unary(n: CstNode | undefined, fallback: Span): Expr {
    if (!n) return this.error(fallback);
    const span = this.span(n, fallback);
    if (token(n, "Minus")) return this.built({ kind: "neg", expr: this.unary(child(n, "unaryExpr"), span), span }, span);
    let e = this.primary(child(n, "primary"), span);
    // Each `[POSITION]` applies to everything before it: `a[1][2]` is `(a[1])[2]`.
    const closers = tokens(n, "RBracket");
    nodes(n, "index").forEach((ix, k) => {
      const index = this.expression(ix, span);
      const close = closers[k];
      const whole = joinSpans(e.span, close ? tokenSpan(this.src, close) : index.span);
      e = this.built({ kind: "index", list: e, index, span: whole }, whole);
    });
    return e;
  }

  private primary(n: CstNode | undefined, fallback: Span): Expr {
    if (!n) return this.error(fallback);
    const span = this.span(n, fallback);
    const numTok = token(n, "NumberLiteral");
    if (numTok) return { kind: "num", value: this.num(numTok)?.value ?? 0, span };
    if (token(n, "KwTrue")) return { kind: "bool", value: true, span };
    if (token(n, "KwFalse")) return { kind: "bool", value: false, span };
    const paren = child(n, "parenExpr");
    if (paren) return this.expression(child(paren, "expression"), span);
    const list = child(n, "listExpr");
    if (list) return this.built({ kind: "list", items: nodes(list, "item").map((i) => this.expression(i, span)), span }, span);
    const name = child(n, "nameExpr");
    if (name) return this.nameExpr(name, span);
    const ifE = child(n, "ifExpr");
    if (ifE) {
      const cond = this.expression(child(ifE, "cond"), span);
      const then = this.expression(child(ifE, "then"), span);
      return this.built({ kind: "if", cond, then, else: this.expression(child(ifE, "else"), span), span }, span);
    }
    const letE = child(n, "letExpr");
    if (letE) {
      const id = this.ident(token(letE, "name"));
      if (!id) return this.error(span);
      const value = this.expression(child(letE, "value"), span);
      return this.built({ kind: "let", name: id, value, body: this.expression(child(letE, "body"), span), span }, span);
    }
    const forE = child(n, "forExpr");
    if (forE) {
      const id = this.ident(token(forE, "name"));
      if (!id) return this.error(span);
      const list = this.expression(child(forE, "list"), span);
      return this.built({ kind: "for", name: id, list, body: this.expression(child(forE, "body"), span), span }, span);
    }
    return this.error(span);
  }

  private nameExpr(n: CstNode, span: Span): Expr {
    const id = this.ident(token(n, "name"));
    if (!id) return this.error(span);
    if (token(n, "LParen")) return this.built({ kind: "call", fn: id, args: nodes(n, "arg").map((a) => this.expression(a, span)), span }, span);
    const path = child(n, "seatPath");
    const each = token(n, "seat");
    if (path || each) {
      // After a syntax error the parser's recovery may leave a hop without its word: that part is skipped.
      const hops: SeatHop[] = path ? nodes(path, "seatHop").flatMap((h) => { const t = token(h, "seat"); return t ? [t.image as SeatHop] : []; }) : [];
      if (path && hops.length === 0) return this.error(span);
      return this.built({ kind: "seatOf", value: { kind: "name", name: id.name, span: id.span }, seat: path ? hops : "each", span }, span);
    }
    if (token(n, "KwOf")) {
      const operand = this.unary(child(n, "of"), span);
      const whereSpan = this.src.span(operand.span.offset, span.offset + span.length);
      const coll: Expr = token(n, "KwWhere") ? this.built({ kind: "where", coll: operand, cond: this.expression(child(n, "ofCond"), span), span: whereSpan }, whereSpan) : operand;
      return this.built({ kind: "of", field: id, coll, span }, span);
    }
    return { kind: "name", name: id.name, span: id.span };
  }
}

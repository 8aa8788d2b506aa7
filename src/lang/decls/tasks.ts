// Task chips: `task NAME: COND, worth EXPR` declares a kind of chip (one declaration per name), and
// `tasks: each player drafts N, copies C` the chips drafted at the game's start; either needs the other.
// The language side of both in one module: grammar, AST nodes, checks, lowering (the IR's `tasks`, from
// the draft's entry with every kind), rule references' places and hover. The steps that pick and
// complete tasks are the step table's (src/lang/steps/tasks.ts).
import { Colon, Comma, Identifier, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { child, token } from "../cst-util.js";
import { place, placeAfterRound } from "../types.js";

/** `task NAME: COND, worth EXPR`: a kind of task chip (tasks mechanic). */
export interface TaskDecl extends Node {
  readonly kind: "task";
  readonly name: Ident | undefined;
  readonly holds: Expr;
  readonly worth: Expr;
}

/** `tasks: each player drafts N, copies C`: the task chips drafted at the game's start. */
export interface TasksDecl extends Node {
  readonly kind: "tasks";
  readonly each: Expr;
  readonly copies: Expr;
}

const taskKeywords = {
  task: "`task NAME: COND, worth EXPR`: a kind of task chip. COND (seat context) is read at the end of a round for the seat the task is judged for; EXPR (global) is the chip's worth once completed (`taskValue`). `each player secretly picks a task` picks one per round.",
};
const tasksKeywords = {
  tasks: "`tasks: each player drafts N, copies C`: C chips of every task; at the game's start each seat drafts N of them, the dealer first and then clockwise. In `after tricks`, `complete picked tasks [, dealer copies failed ones]` completes the picked tasks that hold.",
};
const kw = keywordTokens({ ...taskKeywords, ...tasksKeywords });

export const taskSyntax: DeclSyntax<TaskDecl, "task", never, never, "tasks"> = {
  grammar: [
    {
      rule: "taskDecl",
      start: "declaration",
      startWords: ["task"],
      define: (g) => {
        g.consume(0, kw.task);
        g.consume(0, NameToken, { LABEL: "name" });
        g.consume(0, Colon);
        g.subrule(0, "expression", { LABEL: "holds" });
        g.consume(0, Comma);
        g.consume(0, Identifier, { LABEL: "worthWord" });
        g.subrule(1, "expression", { LABEL: "worth" });
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "worthWord"), "worth", ",");
    return { kind: "task", span, name: t.ident(token(node, "name")), holds: t.expression(child(node, "holds"), span), worth: t.expression(child(node, "worth"), span) };
  },
  named: true,
  label: (d) => `task '${d.name?.name ?? ""}'`,
  outline: () => "task",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  check: (d, { expr, reporter, model }) => {
    const name = d.name?.name ?? "";
    expr.expect(d.holds, placeAfterRound(`the condition of task '${name}'`, "seat"), "bool", `the condition of task '${name}'`);
    expr.expect(d.worth, place(`the worth of task '${name}'`), "number", `the worth of task '${name}'`);
    // Without the draft, at the first task.
    if (!model.decls.tasks && [...model.named.task.values()][0]?.item === d) {
      reporter.report("SW4007", d.span, { detail: "task chips need their draft: add 'tasks: each player drafts N, copies C'" });
    }
  },
  // Its kind is lowered with the draft (the IR's `tasks` holds both).
  lower: () => ({}),
  lowerUndeclared: null,
  fieldsAfter: {},
  expressions: (d) => [d.holds, d.worth],
  ruleSources: [],
  sourcesByName: { field: "tasks", holds: "byName" },
  reads: () => ({}),
  keywords: taskKeywords,
  continuing: [],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: ["worth"],
};

export const tasksSyntax: DeclSyntax<TasksDecl, "tasks", "tasks", "tasks" | "tasks each" | "tasks copies"> = {
  grammar: [
    {
      rule: "tasksDecl",
      start: "declaration",
      startWords: ["tasks"],
      define: (g) => {
        g.consume(0, kw.tasks);
        g.consume(0, Colon);
        g.consume(0, kw.each);
        g.consume(0, kw.player);
        g.consume(0, Identifier, { LABEL: "draftsWord" });
        g.subrule(0, "expression", { LABEL: "each" });
        g.consume(0, Comma);
        g.consume(1, Identifier, { LABEL: "copiesWord" });
        g.subrule(1, "expression", { LABEL: "copies" });
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "draftsWord"), "drafts", "each player");
    t.word(token(node, "copiesWord"), "copies", ",");
    return { kind: "tasks", span, each: t.expression(child(node, "each"), span), copies: t.expression(child(node, "copies"), span) };
  },
  named: false,
  label: () => "'tasks'",
  outline: () => "tasks",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
  check: (d, { expr, reporter, model }) => {
    expr.expect(d.each, place("the tasks each player drafts"), "number", "the tasks each player drafts");
    expr.expect(d.copies, place("the copies of each task"), "number", "the copies of each task");
    if (model.named.task.size === 0) reporter.report("SW4007", d.span, { detail: "'tasks:' drafts task chips: declare the kinds with 'task NAME: COND, worth N'" });
  },
  // Only with kinds to draft (without, the check has reported it).
  lower: (d, { ex, model }) => ({
    tasks: {
      kinds: [...model.named.task.entries()].map(([name, t]) => ({ name, holds: ex(t.item.holds), worth: ex(t.item.worth) })),
      each: ex(d.each),
      copies: ex(d.copies),
    },
  }),
  lowerUndeclared: null,
  fieldsAfter: { tasks: "teams" },
  expressions: (d) => [d.each, d.copies],
  ruleSources: ["tasks", "tasks each", "tasks copies"],
  sourcesByName: null,
  reads: () => ({}),
  keywords: tasksKeywords,
  continuing: [],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: ["drafts", "copies"],
};

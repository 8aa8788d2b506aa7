// The task chips' steps (the engine's steps/tasks.ts): `each player secretly picks a task [, except
// dealer]` before trick play, and `complete picked tasks [, dealer copies failed ones]` after it. The
// chips themselves are declarations (`task NAME: ...`, `tasks: ...`), checked in check.ts.
import { Comma, Identifier, kw, NameToken } from "../../../grammar/tokens.js";
import type { Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";

export type PickTaskStep = Node & { readonly kind: "pickTask"; readonly secret: boolean; readonly exceptDealer: boolean };
export type CompleteTasksStep = Node & { readonly kind: "completeTasks"; readonly dealerCopies: boolean };

const NEEDS_TASKS = "'task NAME: COND, worth N' declarations and 'tasks: each player drafts N, copies C'";

export const pickTaskSyntax: StepSyntax<PickTaskStep, "picks", "pickTask"> = {
  grammar: [
    {
      // `picks a task [, except dealer]` (the word before `task` is checked to be `a`).
      rule: "pickTaskTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.picks);
        g.consume(0, NameToken, { LABEL: "article" });
        g.consume(0, kw.task);
        g.option(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.except);
          g.consume(0, kw.dealer);
        });
      },
    },
  ],
  toAst: ({ node, span, secret }, t) => {
    t.word(token(node, "article"), "a", "picks");
    return { kind: "pickTask", span, secret, exceptDealer: token(node, "KwExcept") !== undefined };
  },
  check: (step, { reporter: r, model, block }) => {
    if (!step.secret) r.report("SW4007", step.span, { detail: "task picks are made all at once and hidden: write 'each player secretly picks a task'" });
    if (block.at !== "before") r.report("SW4007", step.span, { detail: "a task is picked before trick play: put 'picks a task' in 'before tricks'" });
    if (model.named.task.size === 0 || !model.decls.tasks) r.report("SW4007", step.span, { detail: `picking a task needs ${NEEDS_TASKS}` });
  },
  lower: (s) => ({ kind: "pickTask", exceptDealer: s.exceptDealer }),
  sheet: {
    pickTask: (s) => `All players${s.exceptDealer ? " except the dealer" : ""} at the same time secretly pick one of their task chips; the picks are shown together.`,
  },
  leftover: { pickTask: () => false },
  keywords: {
    picks: "`each player secretly picks a task [, except dealer]`: every seat (but the dealer) picks one of its task chips for the round, all at the same time; the picks are shown together once every seat has picked.",
  },
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: ["a"],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};

export const completeTasksSyntax: StepSyntax<CompleteTasksStep, never, "completeTasks"> = {
  grammar: [
    {
      // The words `picked`, `copies`, `failed`, `ones` are checked after parsing.
      rule: "completeTasksStep",
      start: "step",
      startWords: ["complete"],
      define: (g) => {
        g.consume(0, kw.complete);
        g.consume(0, Identifier, { LABEL: "pickedWord" });
        g.consume(0, kw.tasks);
        g.option(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.dealer);
          g.consume(2, Identifier, { LABEL: "copiesWord" });
          g.consume(3, Identifier, { LABEL: "failedWord" });
          g.consume(4, Identifier, { LABEL: "onesWord" });
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    const words: [string, string, string][] = [["pickedWord", "picked", "complete"], ["copiesWord", "copies", "dealer"], ["failedWord", "failed", "copies"], ["onesWord", "ones", "failed"]];
    for (const [label, expected, after] of words) t.word(token(node, label), expected, after);
    return { kind: "completeTasks", span, dealerCopies: token(node, "KwDealer") !== undefined };
  },
  check: (step, { reporter: r, model, block }) => {
    if (block.at !== "after") r.report("SW4007", step.span, { detail: "tasks are judged once the round is played: put 'complete picked tasks' in 'after tricks'" });
    if (model.named.task.size === 0 || !model.decls.tasks) r.report("SW4007", step.span, { detail: `completing tasks needs ${NEEDS_TASKS}` });
  },
  lower: (s) => ({ kind: "completeTasks", dealerCopies: s.dealerCopies }),
  sheet: {
    completeTasks: (s) => `Every player whose picked task holds for them completes it: the chip leaves their row.${s.dealerCopies ? " Then the dealer completes one chip of their choice if a task another player picked and failed holds for the dealer." : ""}`,
  },
  leftover: { completeTasks: () => false },
  keywords: {},
  continuing: [],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: ["picked", "copies", "failed", "ones"],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
};

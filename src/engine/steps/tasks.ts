// Task chips (the tasks mechanic): objects each seat holds a row of, drafted at the game's start,
// picked secretly each round and shown together, completed by a condition over the round, leaving the
// row when completed. `task NAME: COND, worth N` declares a kind; `tasks: each player drafts N, copies
// C` puts C chips of every kind in the pool, of which each seat drafts N, the dealer first and then
// clockwise, one chip at a time (the draft step, placed first of all by the compiler, does that in the
// first round and only takes the round's snapshot afterwards). `each player secretly picks a task [,
// except dealer]`: every seat picks one of its chips, all at once and hidden; once all have picked the
// picks are shown together. `complete picked tasks [, dealer copies failed ones]` (after trick play):
// every pick that holds for its picker is completed; then the dealer completes one chip of its choice
// when a task another seat picked and failed holds for the dealer.
// Visibility: the draft, the shown picks and the completions are public, so the rows are too (as in the
// rules the engine was built for, a seat's chips can be told from the draft); a pick is its picker's
// alone until every seat has picked (the decide.ts secret commitments: nothing is emitted before).

import type { RulesetIR, TasksIR } from "../../ir/types.js";
import { evalGlobal, evalSeat } from "../core/eval.js";
import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import { leftOf } from "../core/turn.js";
import type { DecisionHandler } from "../core/decision.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic, ResumePart } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import { RuleError } from "../errors.js";
import type { Compiled } from "../expr/types.js";
import type { RulesValues } from "../rules/types.js";
import type { StepCompileContext } from "../core/step-handler.js";
import { declRule, type RuleRef } from "../../ir/rule-ref.js";
import { filled } from "../lists.js";
import { SAFE } from "../rules/caps.js";
import type { CompiledStep } from "../rules/steps.js";
import { listedSteps } from "../rules/steps.js";
import type { Action, Seat, TasksSnapshot, TasksView } from "../types.js";
import { currentStep, stepOfKind } from "./current.js";
import { commitDecision } from "./decide.js";

/** A seat drafts a task chip (public). */
export interface TaskDraftEvent {
  readonly type: "taskDraft";
  readonly seat: Seat;
  readonly task: number;
  readonly name: string;
}

/** A seat's task for the round, shown once every seat has picked (public: all picks are shown together). */
export interface TaskPickEvent {
  readonly type: "taskPick";
  readonly seat: Seat;
  readonly task: number;
  readonly name: string;
}

/** A seat completes its picked task, which held for it (public). */
export interface TaskDoneEvent {
  readonly type: "taskDone";
  readonly seat: Seat;
  readonly task: number;
  readonly name: string;
}

/** The dealer completes a chip of its choice: a task another seat picked and failed held for the dealer (public). */
export interface TaskCopyEvent {
  readonly type: "taskCopy";
  readonly seat: Seat;
  readonly task: number;
  readonly name: string;
}

/** Draft a task chip of this kind (RulesetIR.tasks, by index) at the game's start. */
export interface DraftTaskAction {
  readonly type: "draftTask";
  readonly task: number;
}

/** Pick one of the seat's own task chips of this kind for the round (a `picks a task` step). */
export interface PickTaskAction {
  readonly type: "pickTask";
  readonly task: number;
}

/** The dealer completes one of its own task chips of this kind (`dealer copies failed ones`). */
export interface FinishTaskAction {
  readonly type: "finishTask";
  readonly task: number;
}

declare module "../types.js" {
  interface GameEvents {
    taskDraft: TaskDraftEvent;
    taskPick: TaskPickEvent;
    taskDone: TaskDoneEvent;
    taskCopy: TaskCopyEvent;
  }
  interface Actions {
    draftTask: DraftTaskAction;
    pickTask: PickTaskAction;
    finishTask: FinishTaskAction;
  }
}

export interface TaskDraftStep extends CompiledStep<"taskDraft"> {
  readonly each: Compiled<number>;
  readonly copies: Compiled<number>;
}
export interface PickTaskStep extends CompiledStep<"pickTask"> {
  readonly exceptDealer: boolean;
}
export interface CompleteTasksStep extends CompiledStep<"completeTasks"> {
  readonly dealerCopies: boolean;
}


/** The task kinds compiled (steps/tasks.ts): names, conditions (seat context), worth (global). */
export interface CompiledTasks {
  readonly names: readonly string[];
  readonly holds: readonly Compiled<boolean>[];
  readonly worth: readonly Compiled<number>[];
}

function compileTasks(ir: TasksIR | undefined, compile: <T extends Compiled>(e: TasksIR["each"], rule: RuleRef) => T): CompiledTasks | null {
  if (!ir) return null;
  return {
    names: ir.kinds.map((t) => t.name),
    holds: ir.kinds.map((t) => compile<Compiled<boolean>>(t.holds, { k: "task", name: t.name })),
    worth: ir.kinds.map((t) => compile<Compiled<number>>(t.worth, { k: "task", name: t.name, worth: true })),
  };
}

const tasksRules = {
  /** The task chips' kinds compiled, or null without tasks. */
  tasks: (ir: RulesetIR, c: StepCompileContext): CompiledTasks | null => compileTasks(ir.tasks, (e, rule) => c.compile(e, rule)),
};
declare module "../rules/types.js" {
  interface MechanicRules extends RulesValues<typeof tasksRules> {}
}

function snapshot(t: TasksState): TasksSnapshot {
  return { drafted: t.drafted, pool: t.pool.slice(), rows: t.rows.map((r) => r.slice()), done: t.done.map((r) => r.slice()), value: t.value.slice() };
}

/** The chips as a snapshot gave them (a sampled world resumes its round from the observation's). */
function tasksFrom(s: TasksSnapshot, players: number): TasksState {
  const t: TasksState = { drafted: s.drafted, pool: s.pool.slice(), rows: s.rows.map((r) => r.slice()), done: s.done.map((r) => r.slice()), value: s.value.slice(), picked: filled(players, -1), start: s, turns: 0 };
  t.start = snapshot(t);
  return t;
}

function tasksOf(k: Kernel): TasksState {
  const t = k.st.tasks;
  if (!t) throw new Error("internal: no task chips");
  return t;
}

const nameOf = (k: Kernel, task: number): string => k.rules.tasks?.names[task] ?? String(task);

/** The distinct kinds among chips (a seat's row, or the pool's kinds with chips left), ascending. */
function kindsIn(row: readonly number[]): number[] {
  return [...new Set(row)].sort((a, b) => a - b);
}

function poolKinds(t: TasksState): number[] {
  const out: number[] = [];
  t.pool.forEach((n, kind) => n > 0 && out.push(kind));
  return out;
}

/** Completes one chip of `task` of `seat`'s row: it leaves the row, its worth is added. */
function complete(k: Kernel, seat: Seat, task: number, copied: boolean): void {
  const t = tasksOf(k);
  const row = t.rows[seat]!;
  row.splice(row.indexOf(task), 1);
  t.done[seat]!.push(task);
  t.value[seat]! += evalGlobal(k, k.rules.tasks!.worth[task]!);
  if (k.recording) emit(k, copied ? { type: "taskCopy", seat, task, name: nameOf(k, task) } : { type: "taskDone", seat, task, name: nameOf(k, task) });
}

// ── the draft at the game's start (and the round's snapshot, every round) ──

export const taskDraftStep: StepHandler<"taskDraft", TaskDraftStep> = {
  label: () => "task draft",
  compile: (s, rule, c) => ({ kind: "taskDraft", each: c.compile(s.tasks.each, declRule("tasks each")), copies: c.compile(s.tasks.copies, declRule("tasks copies")), rule }),
  start(k, step) {
    const st = k.st;
    const kinds = k.rules.tasks!.names.length;
    if (!st.tasks) st.tasks = { drafted: false, pool: filled(kinds, 0), rows: Array.from({ length: st.players }, () => []), done: Array.from({ length: st.players }, () => []), value: filled(st.players, 0), picked: filled(st.players, -1), start: { drafted: false, pool: [], rows: [], done: [], value: [] }, turns: 0 };
    const t = st.tasks;
    t.picked.fill(-1);
    if (t.drafted) {
      t.start = snapshot(t);
      return "next";
    }
    const copies = evalGlobal(k, step.copies);
    const each = evalGlobal(k, step.each);
    if (!Number.isInteger(copies) || copies < 0 || !Number.isInteger(each) || each < 0 || copies * kinds < each * st.players) {
      throw new RuleError("bad-tasks", step.rule, k.seed, `${st.players} players drafting ${each} task chips each need that many of ${kinds} kinds with ${copies} copies each: whole numbers, and enough chips`);
    }
    t.pool.fill(copies);
    t.turns = 0;
    t.start = snapshot(t);
    if (each === 0) {
      t.drafted = true;
      return "next";
    }
    st.phase = "choose";
    st.chooser = st.dealer;
    st.chooseStart = -1;
    return "decide";
  },
  decision: { type: "draftTask", asks: () => "draft a task chip" },
  // Before the first round's trick play: the fast paths play trick play only (tasks-fast-paths.test.ts).
  caps: SAFE,
};

export const draftTaskDecision: DecisionHandler<"draftTask"> = {
  legal: (k) => poolKinds(tasksOf(k)).map((task): Action => ({ type: "draftTask", task })),
  explain: (k, _seat, action) => ((tasksOf(k).pool[action.task] ?? 0) > 0 ? null : `no chip of task ${action.task} is left to draft`),
  apply(k, seat, action) {
    const st = k.st;
    const t = tasksOf(k);
    t.pool[action.task]!--;
    t.rows[seat]!.push(action.task);
    t.turns++;
    if (k.recording) emit(k, { type: "taskDraft", seat, task: action.task, name: nameOf(k, action.task) });
    const step = stepOfKind<TaskDraftStep>(k, "taskDraft");
    if (t.turns >= evalGlobal(k, step.each) * st.players) {
      // The round-start snapshot stays as it was: a sampled world of this round replays the draft from it.
      t.drafted = true;
      st.chooser = -1;
      return "step done";
    }
    st.chooser = leftOf(st.chooser, st.players);
    return "wait";
  },
};

// ── the round's picks ──

export const pickTaskStep: StepHandler<"pickTask", PickTaskStep> = {
  label: () => "pick a task",
  compile: (s, rule) => ({ kind: "pickTask", exceptDealer: s.exceptDealer, rule }),
  start(k, step) {
    const st = k.st;
    const t = tasksOf(k);
    // A seat without chips (or the dealer, when excepted) has nothing to pick: committed from the start.
    const pending = filled<number[] | null>(st.players, null);
    for (let s = 0; s < st.players; s++) if ((step.exceptDealer && s === st.dealer) || t.rows[s]!.length === 0) pending[s] = [];
    if (pending.every((p) => p !== null)) return "next";
    st.phase = "choose";
    st.pending = pending;
    return "decide";
  },
  decision: { type: "pickTask", asks: () => "pick one of your task chips for this round" },
  caps: SAFE,
};

function carryOutPick(k: Kernel, seat: Seat, payload: number[]): void {
  const task = payload[0];
  if (task === undefined) return;
  tasksOf(k).picked[seat] = task;
  if (k.recording) emit(k, { type: "taskPick", seat, task, name: nameOf(k, task) });
}

export const pickTaskDecision: DecisionHandler<"pickTask"> = {
  legal: (k, seat) => kindsIn(tasksOf(k).rows[seat]!).map((task): Action => ({ type: "pickTask", task })),
  explain: (k, seat, action) => (tasksOf(k).rows[seat]!.includes(action.task) ? null : `seat ${seat} holds no chip of task ${action.task}: pick one of ${kindsIn(tasksOf(k).rows[seat]!).join(", ")}`),
  apply: (k, seat, action) => commitDecision(k, seat, [action.task], carryOutPick),
};

// ── completing tasks after trick play ──

/** Does the dealer meet a task another seat picked and failed (`failed`: the picks that did not hold)? */
function dealerMayCopy(k: Kernel, failed: readonly number[]): boolean {
  const dealer = k.st.dealer;
  return failed.some((task) => evalSeat<boolean>(k, k.rules.tasks!.holds[task]!, dealer));
}

export const completeTasksStep: StepHandler<"completeTasks", CompleteTasksStep> = {
  label: (s) => (s.dealerCopies ? "complete picked tasks, dealer copies failed ones" : "complete picked tasks"),
  compile: (s, rule) => ({ kind: "completeTasks", dealerCopies: s.dealerCopies, rule }),
  start(k, step) {
    const st = k.st;
    const t = tasksOf(k);
    const rules = k.rules.tasks!;
    // Every condition is read on the round as played, before any chip moves.
    const held = t.picked.map((task, s) => task >= 0 && evalSeat<boolean>(k, rules.holds[task]!, s));
    const failed = t.picked.filter((task, s) => task >= 0 && s !== st.dealer && !held[s]);
    const copy = step.dealerCopies && dealerMayCopy(k, failed);
    t.picked.forEach((task, s) => held[s] && complete(k, s, task, false));
    if (!copy || t.rows[st.dealer]!.length === 0) return "next";
    st.phase = "choose";
    st.chooser = st.dealer;
    st.chooseStart = leftOf(st.dealer, st.players);
    return "decide";
  },
  decision: { type: "finishTask", asks: () => "complete one of your task chips (a task another player failed holds for you)" },
  caps: SAFE,
};

export const finishTaskDecision: DecisionHandler<"finishTask"> = {
  legal: (k, seat) => kindsIn(tasksOf(k).rows[seat]!).map((task): Action => ({ type: "finishTask", task })),
  explain: (k, seat, action) => (tasksOf(k).rows[seat]!.includes(action.task) ? null : `seat ${seat} holds no chip of task ${action.task}`),
  apply(k, seat, action) {
    complete(k, seat, action.task, true);
    k.st.chooser = -1;
    return "step done";
  },
};

// ── events: all public (the picks are emitted only once every seat has picked) ──

export const taskDraftEvent: EventHandler<"taskDraft"> = {
  // A task chip drafted in the open: a seat's decision.
  reveals: false,
  answersStep: true,
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} drafts the task chip '${e.name}'`,
  sample: { cards: "nothing", replay: (e) => ({ seat: e.seat, action: { type: "draftTask", task: e.task } }) },
};

export const taskPickEvent: EventHandler<"taskPick"> = {
  // The tasks picked in secret, shown together.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat}'s task this round: '${e.name}'`,
  sample: { cards: "nothing", replay: (e) => ({ seat: e.seat, action: { type: "pickTask", task: e.task } }) },
};

export const taskDoneEvent: EventHandler<"taskDone"> = {
  // A task completed: follows from the tricks, but may read the secrets.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} completes its task '${e.name}'`,
  // The engine completes it itself.
  sample: { cards: "nothing", replay: "derived" },
};

export const taskCopyEvent: EventHandler<"taskCopy"> = {
  reveals: true,
  answersStep: true,
  seenBy: (e) => e,
  describe: (e) => `seat ${e.seat} (the dealer) completes its task chip '${e.name}': a task another player failed holds for the dealer`,
  sample: { cards: "nothing", replay: (e) => ({ seat: e.seat, action: { type: "finishTask", task: e.task } }) },
};

/** Task chips, kept from round to round: per task kind and per seat, as TasksSnapshot says; the round's picks (-1: none). */
export interface TasksState {
  drafted: boolean;
  readonly pool: number[];
  readonly rows: number[][];
  readonly done: number[][];
  readonly value: number[];
  readonly picked: number[];
  /** The chips as they were when the round began. */
  start: TasksSnapshot;
  /** Draft picks made so far at the game's start. */
  turns: number;
}

/** Null without tasks (made when the game's draft begins), then kept for the whole game. */
export const tasksSlices = {
  tasks: mechanicSlice<TasksState | null>({
    kind: "game",
    init: () => null,
    round: "keep",
    clone: (v) => v && { ...v, pool: v.pool.slice(), rows: v.rows.map((r) => r.slice()), done: v.done.map((r) => r.slice()), value: v.value.slice(), picked: v.picked.slice() },
    seen: "view",
  }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof tasksSlices> {}
}

/** Task chips as a mechanic (assembly/mechanics.ts). */
export const tasksMechanic = {
  name: "tasks",
  rules: tasksRules,
  slices: tasksSlices,
  // The seat's chips not yet completed, those completed, and their worth: 0 without tasks.
  builtins: {
    tasksLeft: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.tasks?.rows[env.seat]?.length ?? 0 },
    tasksDone: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.tasks?.done[env.seat]?.length ?? 0 },
    taskValue: { readsCard: false, fixedPerDeck: false, cheap: false, leaf: null, compile: () => (env) => env.st.tasks?.value[env.seat] ?? 0 },
  },
  steps: { taskDraft: taskDraftStep, pickTask: pickTaskStep, completeTasks: completeTasksStep },
  // Task chips are drafted at the game's start, before anything of the first round (and every round takes their snapshot).
  opening: (ir) => (ir.tasks ? [{ phase: "game", source: { kind: "taskDraft", tasks: ir.tasks }, rule: declRule("tasks") }] : []),
  decisions: { draftTask: draftTaskDecision, pickTask: pickTaskDecision, finishTask: finishTaskDecision },
  codecs: {
    draftTask: { key: (a) => `d${a.task}`, describe: (a) => `drafts task chip ${a.task}`, fromCommitted: null },
    pickTask: { key: (a) => `p${a.task}`, describe: (a) => `picks task ${a.task}`, fromCommitted: (own) => ({ type: "pickTask", task: own[0]! }) },
    finishTask: { key: (a) => `f${a.task}`, describe: (a) => `completes task chip ${a.task}`, fromCommitted: null },
  },
  events: { taskDraft: taskDraftEvent, taskPick: taskPickEvent, taskDone: taskDoneEvent, taskCopy: taskCopyEvent },
  // Steps outside trick play only (the draft before the first round, the pick before the tricks, the
  // completion after them), and the tasks are read after the round's last trick on every path: the
  // fast paths stay the same game (test/engine/draft-fast-paths.test.ts compares them cycle by cycle).
  caps: () => SAFE,
  // Hidden picks are drawn at random in the sampler's replay.
  judgedWorlds: (ir) => !(ir.tasks || listedSteps(ir).some((s) => s.kind === "pickTask" || s.kind === "completeTasks")),
  // A resumed round starts with the chips as the observed round began.
  resume: {
    saved: (obs) => obs.tasks?.start,
    restore: (k, s) => void (k.st.tasks = tasksFrom(s, k.st.players)),
  } satisfies ResumePart<TasksSnapshot>,
  // Public: the rows, the completed chips and the picks once shown; a seat's own pick at once.
  view: (k, seat) => {
    const t = k.st.tasks;
    const names = k.rules.tasks?.names;
    if (!t || !names) return { tasks: null };
    const own = k.st.pending?.[seat]?.[0];
    const picking = own !== undefined && currentStep(k)?.kind === "pickTask";
    const tasks: TasksView = {
      names,
      pool: t.pool.slice(),
      rows: t.rows.map((r) => r.slice()),
      done: t.done.map((r) => r.slice()),
      value: t.value.slice(),
      // A pick is recorded only once every seat has picked (then all are shown); before, only one's own commitment.
      picked: t.picked.map((p, s) => (p >= 0 ? p : s === seat && picking ? own! : null)),
      start: t.start,
    };
    return { tasks };
  },
} satisfies Mechanic<"tasks", "tasks", "draftTask" | "pickTask" | "finishTask">;

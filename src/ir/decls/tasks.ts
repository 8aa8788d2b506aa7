// The IR's `tasks` (`task NAME: ...` and `tasks: ...`, src/lang/decls/tasks.ts): its schema and its place.
import { List, Obj, Opt } from "../schema-kit.js";
import { expr, name } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * Task chips (the tasks mechanic): kinds of task, each a condition on the round (seat context, read at
 * the end of the round for the seat the task is judged for) and a worth (global context, the chip's
 * value once completed); `copies` chips of each kind, of which every seat drafts `each` at the game's
 * start, the dealer first and then clockwise, one at a time.
 */
export const TasksSchema = Obj({
  kinds: List(Obj({ name, holds: expr, worth: expr }), { minItems: 1 }),
  each: expr,
  copies: expr,
});

/** Task chips drafted at the game's start (absent: none). */
export const tasksField = declField("tasks", "end", Opt(TasksSchema));

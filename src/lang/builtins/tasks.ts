// Task chips: a seat's tasks left, done and their worth.
import type { BuiltinModule } from "../builtin-syntax.js";

export const taskBuiltins = {
  names: {
    tasksLeft: { hover: "number: the seat's task chips not yet completed (seat context; tasks).", sheet: "the task chips not yet completed" },
    tasksDone: { hover: "number: the seat's completed task chips (seat context; tasks).", sheet: "the completed task chips" },
    taskValue: { hover: "number: the sum of the worth of the seat's completed task chips (seat context; tasks).", sheet: "the worth of the completed task chips" },
  },
  functions: {},
} satisfies BuiltinModule;

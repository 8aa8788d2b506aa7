// The IR of the `completeTasks` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, type Static } from "../schema-kit.js";
import { step } from "./base.js";

/**
 * Every seat whose picked task holds for it completes it (the chip leaves its row). `dealerCopies`:
 * the dealer then completes one chip of its choice when a task another seat picked and failed holds
 * for the dealer.
 */
export const completeTasksStep = step({ kind: Const("completeTasks"), dealerCopies: Bool() });
export type CompleteTasksStepIR = Static<typeof completeTasksStep>;

// The step kinds of the IR, one module each (src/ir/steps/<kind>.ts): the union StepSchema (src/ir/schema.ts)
// is made of this list, in this order (the order of the generated JSON Schema's oneOf).
import { chooseStep } from "./choose.js";
import { revealStep } from "./reveal.js";
import { revealSecretStep } from "./reveal-secret.js";
import { returnStep } from "./return.js";
import { passStep } from "./pass.js";
import { exposeStep } from "./expose.js";
import { removeStep } from "./remove.js";
import { giveTricksStep } from "./give-tricks.js";
import { reserveStep } from "./reserve.js";
import { handTrickStep } from "./hand-trick.js";
import { orderStep } from "./order.js";
import { callStep } from "./call.js";
import { noteStep } from "./note.js";
import { sitOutStep } from "./sit-out.js";
import { pickTaskStep } from "./pick-task.js";
import { completeTasksStep } from "./complete-tasks.js";
import { turnCardStep } from "./turn-card.js";
import { pickUpStep } from "./pick-up.js";
import { auctionStep } from "./auction.js";
import { dummyStep } from "./dummy.js";
import { drawStep } from "./draw.js";

/** The step kinds, each with its own fields (see types.ts, StepIR). */
export const STEP_KINDS = [
  chooseStep,
  revealStep,
  revealSecretStep,
  returnStep,
  passStep,
  exposeStep,
  removeStep,
  giveTricksStep,
  reserveStep,
  handTrickStep,
  orderStep,
  callStep,
  noteStep,
  sitOutStep,
  pickTaskStep,
  completeTasksStep,
  turnCardStep,
  pickUpStep,
  auctionStep,
  dummyStep,
  drawStep,
] as const;

// One handler per Action type (its legality, explanation and application), from the mechanics of the
// assembly list: an action type that no listed mechanic decides does not compile (assembly/mechanics.ts).

import type { ActionType, DecisionHandler } from "../core/decision.js";
import { mergedPart } from "./mechanics.js";

export const DECISIONS = mergedPart("decisions") as { readonly [T in ActionType]: DecisionHandler<T> };

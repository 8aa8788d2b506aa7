// Small builders for hand-written IR expressions in test fixtures.
import type { Expr, RulesetIR } from "../../src/ir/types.js";

export const num = (v: number): Expr => ({ k: "num", v });
export const bool = (v: boolean): Expr => ({ k: "bool", v });
export const ref = (name: string): Expr => ({ k: "ref", name });
export const bin = (op: Extract<Expr, { k: "bin" }>["op"], l: Expr, r: Expr): Expr => ({ k: "bin", op, l, r });
export const call = (fn: Extract<Expr, { k: "call" }>["fn"], ...args: Expr[]): Expr => ({ k: "call", fn, args });
export const count = (coll: Expr): Expr => call("count", coll);
export const where = (coll: Expr, pred: Expr): Expr => ({ k: "where", coll, pred });
export const not = (e: Expr): Expr => ({ k: "not", e });

type TricksIR = RulesetIR["tricks"];

/** What most fixtures' trick play shares: left of the dealer leads, one trick at a time, no trumps, no asides, first card wins ties. */
const TRICK_DEFAULTS = {
  firstLead: { kind: "leftOfDealer" },
  maxOpen: 1,
  completeAt: null,
  aside: null,
  trump: bool(false),
  ties: "first",
  pick: num(1),
  direction: "clockwise",
  faceDown: null,
  stopWhen: null,
} as const satisfies Partial<TricksIR>;

type RulesetDefaults = "version" | "lets" | "beforeTricks" | "afterTricks" | "shows" | "winner";

/** A fixture's IR: only what differs from the defaults (no lets, steps or shows; highest total wins; TRICK_DEFAULTS). */
export type RulesetSpec = Omit<RulesetIR, RulesetDefaults | "tricks"> &
  Partial<Pick<RulesetIR, RulesetDefaults>> & { readonly tricks: Omit<TricksIR, keyof typeof TRICK_DEFAULTS> & Partial<TricksIR> };

export function ruleset(spec: RulesetSpec): RulesetIR {
  return {
    version: 1,
    lets: [],
    beforeTricks: [],
    afterTricks: [],
    shows: [],
    winner: [{ dir: "highest", expr: ref("total") }],
    ...spec,
    tricks: { ...TRICK_DEFAULTS, ...spec.tricks },
  };
}

// What the step kinds' schemas (src/ir/steps/<kind>.ts) share with the rest of the IR's schema
// (src/ir/schema.ts): the schema document and its first definitions, the reference to an expression,
// and `step`, which gives a kind the fields every step has.
import type { Expr } from "../types.js";
import { Int, Obj, Opt, SchemaDocument, Str, type Fields, type TObj, type TSchema } from "../schema-kit.js";

/** The IR's schema document: every named definition ($defs) of schemas/ruleset-ir.schema.json. */
export const doc = new SchemaDocument();

// Defined here, first, so the generated document lists them first, as it always did.
/** A whole number from 1. */
export const count = doc.def("count", Int({ minimum: 1 }));
/** A whole number from 0 (a seat, a suit, a rank). */
export const index = doc.def("index", Int({ minimum: 0 }));
/** A resolved name: an identifier, with `@N` when lowering made it unique. */
export const name = doc.def("name", Str({ pattern: "^[A-Za-z_][A-Za-z0-9_]*(@[0-9]+)?$" }));

/** An expression, by reference: its type is Expr (types.ts), named, so that it can refer to itself. */
export const expr = doc.ref<Expr>("expr");

/** Where an `atSeat` moves: a neighbour, the partner (the next seat of the same team clockwise), the dealer. (Here, not in schema.ts: a step names seats by them too.) */
export const SEAT_HOPS = ["left", "right", "partner", "dealer", "declarer"] as const;

/** A seat's neighbour. */
export const SIDES = ["left", "right"] as const;

/** The fields every step has besides its kind's. */
const stepFields = {
  /** Run the step only in rounds where this holds (global context); absent: always. A rule card's steps run while the card is in force. */
  when: Opt(expr),
};
/** A step kind: `kind`, the fields every step has, then its own. */
export function step<F extends Fields & { kind: TSchema }>(fields: F): TObj<F & typeof stepFields> {
  const { kind, ...own } = fields;
  return Obj({ kind, ...stepFields, ...own } as F & typeof stepFields);
}

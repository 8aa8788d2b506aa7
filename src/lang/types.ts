// Types and evaluation contexts as the checker sees them, and how to name them to a designer.
import { BUILTIN_NAMES, type ValueType } from "../ir/types.js";

/** A value type, or "list": the empty list `[]`, which fits any list type. */
export type Type = ValueType | "list";

/**
 * What is "in question" where an expression is evaluated (global names are always there):
 * seat = one seat's point of view; card = a card; trick = the trick it is in or would join;
 * table = the open tricks; winner = inside the trick `winner` slot (where `trump` is known);
 * heldTrick = one trick a seat holds (`trick value`); public = what is decided there is seen by every
 * seat (who sits out, whether a step runs), so nothing hidden from any seat may be read, not even the
 * seat's own hand.
 */
export type Ctx = "seat" | "card" | "trick" | "table" | "winner" | "heldTrick" | "public";

export interface Place {
  readonly ctx: ReadonlySet<Ctx>;
  /** The place in a designer's words, e.g. "the score" or "the 'follow' slot". */
  readonly what: string;
  /**
   * Read once the round is over (the score, the ranking keys, 'end when', a task's condition), or a
   * let (checked where it is used): hidden partnerships are known to everyone there.
   */
  readonly afterRound?: true;
}

export function place(what: string, ...ctx: Ctx[]): Place {
  return { what, ctx: new Set(ctx) };
}

/** A place read once the round is over, or a let: see Place.afterRound. */
export function placeAfterRound(what: string, ...ctx: Ctx[]): Place {
  return { what, ctx: new Set(ctx), afterRound: true };
}

export function withCtx(p: Place, c: Ctx): Place {
  return { ...p, ctx: new Set([...p.ctx, c]) };
}

export const LIST_OF: Readonly<Partial<Record<Type, Type>>> = { number: "numbers", suit: "suits", card: "cards" };
export const ELEMENT_OF: Readonly<Partial<Record<Type, Type>>> = { numbers: "number", suits: "suit", cards: "card" };

export function isList(t: Type): boolean {
  return t === "list" || ELEMENT_OF[t] !== undefined;
}

/** Does a value of type `t` fit where `want` is expected? */
export function fits(t: Type, want: Type): boolean {
  return t === want || (t === "list" && isList(want)) || (want === "list" && isList(t));
}

export function describeType(t: Type): string {
  switch (t) {
    case "number":
      return "a number";
    case "bool":
      return "true or false";
    case "suit":
      return "a suit";
    case "card":
      return "a card";
    case "cards":
      return "a list of cards";
    case "suits":
      return "a list of suits";
    case "numbers":
      return "a list of numbers";
    case "list":
      return "an empty list";
  }
}

export function builtinType(name: string): Type | undefined {
  return Object.hasOwn(BUILTIN_NAMES, name) ? BUILTIN_NAMES[name]?.type : undefined;
}

/** Why a name is not available here, finishing the sentence "'NAME' ...". */
export function whyUnavailable(name: string, needs: Ctx, where: string): string {
  switch (needs) {
    case "seat":
      return `belongs to one seat, so it cannot be used in ${where}; seat values work in score, let, dealer and winner keys, 'stop when' and the trick slots`;
    case "card":
      return `is the ${name} of a card, but no card is in question in ${where}; use it inside 'where' or in the trick slots open, follow, aside, trump and winner`;
    case "trick":
      return `is about the trick in question, but ${where} has no trick; use it in the follow, trump and winner slots`;
    case "table":
      return `describes the open tricks, so it can be used only in the open, follow and aside slots, not in ${where}`;
    case "heldTrick":
      return `describes one held trick, so it can be used only in 'trick value', not in ${where}`;
    case "winner":
      return `is the verdict of the 'trump' slot, so it can be used only in the 'winner' slot of tricks, not in ${where}`;
    case "public":
      // No built-in needs a public place; listed so that a new context does not compile without its words.
      return `is available only where everything read is public, not in ${where}`;
  }
}

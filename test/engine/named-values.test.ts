// The ruleset's own names read before the built-ins (expr/named-values.ts): one table over every
// field of CompileNames, from which both the compiled reference and "is this the built-in `hand`?"
// (expr/compile.ts isHand, codegen's `declared`) are derived. A name `hand` of any declaring kind is
// never the built-in hand; a CompileNames field without its entry does not compile.
import { describe, expect, it } from "vitest";
import { NAMED_VALUES, isDeclaredName, namedValue, type NameReaders } from "../../src/engine/expr/named-values.js";
import type { Compiled, CompileNames } from "../../src/engine/expr/types.js";

const none = (): CompileNames => ({ piles: new Map(), orders: new Map(), lets: new Map() });
const aLet: Compiled = () => 7;

/** For each field that declares names: the names of a ruleset that calls one of its own `hand` through it. */
const HAND_BY: { readonly [field: string]: CompileNames } = {
  piles: { ...none(), piles: new Map([["hand", 0]]) },
  orders: { ...none(), orders: new Map([["hand", 0]]) },
  calls: { ...none(), calls: new Map([["hand", 0]]) },
  lets: { ...none(), lets: new Map([["hand", aLet]]) },
  secrets: { ...none(), secrets: new Map([["hand", 0]]) },
  auction: { ...none(), auction: "hand" },
};

describe("the ruleset's own names", () => {
  it("a name `hand` of every declaring kind is the ruleset's, not the built-in hand", () => {
    // Every field the table reads names from has its case here: a new kind fails until it has one.
    const declaring = Object.keys(NAMED_VALUES).filter((f) => NAMED_VALUES[f as keyof CompileNames] !== null);
    expect(declaring.sort()).toEqual(Object.keys(HAND_BY).sort());
    for (const [field, names] of Object.entries(HAND_BY)) {
      expect(isDeclaredName(names, "hand"), field).toBe(true);
      expect(namedValue(names, "hand"), field).toBeDefined();
      expect(isDeclaredName(names, "won"), field).toBe(false);
    }
    expect(isDeclaredName(none(), "hand")).toBe(false);
    expect(namedValue(HAND_BY.lets!, "hand")).toBe(aLet);
  });

  it("looks a name up in the order piles, orders, calls, lets, secrets, auction", () => {
    expect(Object.keys(NAMED_VALUES).slice(0, 6)).toEqual(["piles", "orders", "calls", "lets", "secrets", "auction"]);
  });

  it("does not compile with a CompileNames field left out", () => {
    const { calls: _, ...rest } = NAMED_VALUES;
    // @ts-expect-error the table must classify every CompileNames field (here `calls` is missing)
    const missing: NameReaders = rest;
    void missing;
  });
});

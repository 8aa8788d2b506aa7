// A per-card rule's card-free parts are computed once ahead of the walk over the cards (the fast
// compilation's lifting, expr/compile.ts compilePredicate). A part that can fail (a list position
// outside its list) must fail only where the rules would evaluate it: not when an `or`'s earlier,
// card-reading part already answers for every card. The position may sit in a let the part reads,
// directly or through another let, or in a card attribute (expr/walk.ts worthLifting follows their
// definitions).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../src/lang/index.js";
import { expectSamePlay, playGeneral } from "../support/differential.js";
import { ROOT } from "../support/rulesets.js";
import type { Expr, RulesetIR } from "../../src/ir/types.js";
import { worthLifting } from "../../src/engine/expr/walk.js";

const CLASSIC = readFileSync(join(ROOT, "rulesets/sticheln/classic.stich"), "utf8");

/** Sticheln Classic with `follow` and extra lets added (the lets before the score's). */
function classicWith(follow: string, lets: string): RulesetIR {
  const text = CLASSIC.replace("  ties: first\n", `  ties: first\n  follow: ${follow}\n`).replace("let pile = won + misery", `${lets}\nlet pile = won + misery`);
  const r = compile(text, { file: "lifted.stich" });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.ir!;
}

// Nobody has won a card before the first trick ends: `(rank of won)[1]` fails there.
const FIRST_WON = "let firstWon = (rank of won)[1]";

describe("lifted per-card parts fail only where the rules read them", () => {
  const shapes: [string, RulesetIR][] = [
    ["a let holding a position, after an `or` that always answers", classicWith("rank >= 0 or firstWon > 0", FIRST_WON)],
    ["a let reading such a let", classicWith("rank >= 0 or later > 0", `${FIRST_WON}\nlet later = firstWon + 1`)],
    ["inside a count over the hand", classicWith("rank >= 0 or count(hand where rank >= 0 or firstWon > 0) = 0", FIRST_WON)],
    // A card-free card attribute holding a position: the second trick's lead has no second entry in [1].
    ["a card attribute holding a position", classicWith("rank >= 0 or second > 0", "card second: [1][count(leadCards) + 1]")],
  ];
  for (const [label, ir] of shapes) {
    it(label, () => {
      for (const players of [3, 4, 6]) {
        for (const seed of [1, 2, 3]) {
          const general = expectSamePlay(ir, players, seed, label);
          // The rules never read the position: the game runs to its end.
          expect(general.error, label).toBeNull();
        }
      }
    });
  }

  it("a part the rules do read still fails, on both paths alike", () => {
    const ir = classicWith("rank < 0 or firstWon > 0", FIRST_WON);
    const general = expectSamePlay(ir, 4, 1, "read");
    expect(general.error).toMatch(/outside a list of 0/);
    expect(playGeneral(ir, 4, 2).error).toMatch(/let firstWon/);
  });
});

describe("a position its guard makes safe is still lifted (walk.ts worthLifting)", () => {
  const leadCards: Expr = { k: "ref", name: "leadCards" };
  const count: Expr = { k: "call", fn: "count", args: [leadCards] };
  const at = (i: number): Expr => ({ k: "index", coll: leadCards, i: { k: "num", v: i } });
  const guard = (op: "<" | "<=" | ">" | ">=" | "=", l: Expr, r: Expr): Expr => ({ k: "bin", op, l, r });
  const and = (l: Expr, r: Expr): Expr => ({ k: "bin", op: "and", l, r });
  const num = (v: number): Expr => ({ k: "num", v });
  const second = guard("=", at(2), num(1));
  const none = new Map<string, number>();

  it("after `count(L) >= N and`, a constant position up to N", () => {
    expect(worthLifting(and(guard(">=", count, num(2)), second), none)).toBe(true);
    expect(worthLifting(and(guard(">", count, num(1)), second), none)).toBe(true);
    expect(worthLifting(and(guard("<=", num(2), count), second), none)).toBe(true);
    expect(worthLifting({ k: "if", c: guard(">=", count, num(2)), t: second, e: { k: "bool", v: false } }, none)).toBe(true);
    // As rule card stages lower it: `active(N) and (count(L) >= 2 and ... L[2] ...)`, read through an attribute.
    const suitOfSecond: Expr = { k: "bin", op: "=", l: { k: "ref", name: "suit" }, r: { k: "at", card: at(2), body: { k: "ref", name: "suit" } } };
    const stage = and({ k: "call", fn: "active", args: [num(21)] }, and(guard(">=", count, num(2)), suitOfSecond));
    expect(worthLifting({ k: "attr", name: "x" }, none, { attrs: new Map([["x", stage]]) })).toBe(true);
  });

  it("not where the guard is too small, on the wrong side, or behind an `or`", () => {
    expect(worthLifting(and(guard(">=", count, num(1)), second), none)).toBe(false);
    expect(worthLifting(and(guard(">", count, num(0)), second), none)).toBe(false);
    expect(worthLifting(and(second, guard(">=", count, num(2))), none)).toBe(false);
    expect(worthLifting({ k: "bin", op: "or", l: guard(">=", count, num(2)), r: second }, none)).toBe(false);
    expect(worthLifting({ k: "if", c: guard(">=", count, num(2)), t: { k: "bool", v: true }, e: second }, none)).toBe(false);
    // Another list, or a binder in between that may shadow the guarded list's name.
    expect(worthLifting(and(guard(">=", { k: "call", fn: "count", args: [{ k: "ref", name: "hand" }] }, num(2)), second), none)).toBe(false);
    expect(worthLifting(and(guard(">=", count, num(2)), { k: "let", name: "leadCards", value: { k: "list", items: [] }, body: second }), none)).toBe(false);
  });
});

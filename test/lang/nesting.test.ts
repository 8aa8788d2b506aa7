// Deep and long expressions: the parser and every later phase recurse, so nesting past the limits is a
// located SW1009 at the place the limit is passed, never a stack overflow (SW9001 at 1:1); anything up to
// the limits compiles and plays.
import { describe, expect, it } from "vitest";
import { MAX_NESTING } from "../../grammar/parser.js";
import { Game } from "../../src/engine/game.js";
import { Rng } from "../../src/engine/rng.js";
import { LIMITS } from "../../src/ir/limits.js";
import { playRandom } from "../support/play.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

/** `let deep = EXPR` on line 6, between two broken lines. */
const withDeep = (expr: string): string => `${PRELUDE.replace("score: count(won)", "score: 1 + )")}let deep = ${expr}\nlet later = 1 +\n`;
const LET_COL = "let deep = ".length + 1;

/** Nesting forms: [name, an expression nested n levels deep]. */
const NESTINGS: readonly [string, (n: number) => string][] = [
  ["parentheses", (n) => `${"(".repeat(n)}1${")".repeat(n)}`],
  ["function arguments", (n) => `${"abs(".repeat(n)}1${")".repeat(n)}`],
  ["list positions", (n) => `${"[1][".repeat(n)}1${"]".repeat(n)}`],
  ["if ... else if", (n) => `${"if true then 1 else ".repeat(n)}1`],
  ["let ... in", (n) => `${"let a = 1 in ".repeat(n)}a`],
  ["for ... in", (n) => `sum(${"for a in ".repeat(n)}[1]${": a".repeat(n)})`],
  ["where", (n) => `count(${"(".repeat(n)}won${" where true)".repeat(n)})`],
  ["not", (n) => `if ${"not ".repeat(n)}true then 1 else 0`],
  ["unary minus", (n) => `${"- ".repeat(n)}1`],
  ["rank of", (n) => `count(${"rank of ".repeat(n)}won)`],
];

describe("nesting deeper than the parser's limit", () => {
  for (const [name, nest] of NESTINGS) {
    it(`${name}: 1000 levels give one SW1009 on that line, after the errors before it, and stop the parse`, () => {
      const r = compileIn(withDeep(nest(1000)));
      // The broken score before is reported; the parse stops at the deep expression, so the broken line
      // after it is not read, and nothing is reported as missing from the part not read.
      expect(r.diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual(["SW1004@5", "SW1009@6"]);
      expect(r.diagnostics[1]?.message).toContain(`at most ${MAX_NESTING} levels`);
      expect(r.ir).toBeUndefined();
    });
  }

  it("reports where the first expression too deep starts", () => {
    // The declaration's expression is level 1, so the one inside the 64th parenthesis is level 65: it starts at the 65th.
    const r = compileIn(withDeep(`${"(".repeat(500)}1${")".repeat(500)}`));
    expect(where(r)).toContain(`SW1009@6:${LET_COL + MAX_NESTING}`);
  });

  it("compiles at exactly the limit", () => {
    const r = compileIn(`${PRELUDE}let deep = ${"(".repeat(MAX_NESTING - 1)}1${")".repeat(MAX_NESTING - 1)}\n`);
    expect(where(r)).toEqual([]);
    expect(r.ir).toBeDefined();
  });
});

const BINARY_CHAINS: readonly [string, (n: number) => string][] = [
  ["+", (n) => Array(n).fill("1").join(" + ")],
  ["-", (n) => Array(n).fill("1").join(" - ")],
  ["*", (n) => Array(n).fill("1").join(" * ")],
  ["/", (n) => Array(n).fill("1").join(" / ")],
  ["mod", (n) => Array(n).fill("7").join(" mod ")],
  ["and", (n) => Array(n).fill("true").join(" and ")],
  ["or", (n) => Array(n).fill("false").join(" or ")],
  ["+ on card lists", (n) => `count(${Array(n).fill("won").join(" + ")})`],
];

describe("chains longer than the expression depth limit", () => {
  for (const [op, chain] of BINARY_CHAINS) {
    it(`'${op}': 2000 operands give one located SW1009 at an operator, not a stack overflow`, () => {
      const r = compileIn(withDeep(chain(2000)));
      expect(r.diagnostics.map((d) => d.code)).not.toContain("SW9001");
      const deep = r.diagnostics.filter((d) => d.code === "SW1009");
      expect(deep, where(r).join(" ")).toHaveLength(1);
      expect(deep[0]?.message).toContain(`at most ${LIMITS.exprDepth} operations`);
      // The chain alone is dropped: the lines around it are checked.
      expect(r.diagnostics.filter((d) => d.code === "SW1004").map((d) => d.line)).toEqual([5, 7]);
      const text = withDeep(chain(2000));
      const at = deep[0]?.offset ?? 0;
      expect(text.slice(at, at + (deep[0]?.length ?? 0))).toBe(op.split(" ")[0]);
    });
  }
});

describe("the depth limit counts what the engine will see", () => {
  it("'not in' is two levels, as it becomes not(... in ...) in the IR", () => {
    const chain = (n: number): string => Array(n).fill("1 not in [1]").join(" or ");
    // In the IR one operand is four levels (not, in, the list, a number), so a chain of n of them is n + 3 high.
    expect(where(compileIn(`${PRELUDE}let x = ${chain(LIMITS.exprDepth - 3)}\n`))).toEqual([]);
    expect(compileIn(`${PRELUDE}let x = ${chain(LIMITS.exprDepth - 2)}\n`).diagnostics.map((d) => d.code)).toEqual(["SW1009"]);
  });
});

describe("expressions at the limits", () => {
  // Each form just inside both limits, in the place the engine evaluates most (the score), is played:
  // checking, lowering, IR validation, the engine's compiler and its evaluation all recurse over it.
  const chain = (n: number, term: string, op: string): string => Array(n).fill(term).join(` ${op} `);
  const DEEPEST: readonly [string, string][] = [
    ["a chain of the deepest height", chain(LIMITS.exprDepth - 1, "1", "+")],
    ["chains inside the deepest nesting", `${"(1 + ".repeat(MAX_NESTING - 2)}${chain(LIMITS.exprDepth - MAX_NESTING, "count(won)", "+")}${")".repeat(MAX_NESTING - 2)}`],
    ["nested lets over a long chain", `${"let a = 1 in ".repeat(MAX_NESTING - 2)}${chain(LIMITS.exprDepth - MAX_NESTING, "a", "*")}`],
    ["a long condition", `if ${chain(LIMITS.exprDepth - 3, "count(won) > 0", "or")} then 1 else 0`],
  ];
  for (const [name, expr] of DEEPEST) {
    it(`${name} compiles and plays`, () => {
      const text = PRELUDE.replace("score: count(won)", `score: ${expr}`);
      const r = compileIn(text);
      expect(where(r)).toEqual([]);
      if (!r.ir) return;
      const game = playRandom(Game.create(r.ir, { players: 3, seed: 5 }), new Rng(1));
      expect(game.result()?.totals).toHaveLength(3);
    });
  }
});

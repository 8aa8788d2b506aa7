// IR validation does work linear in the IR: each expression node is checked against the schema once,
// whatever the operators and however they nest. Measured as a count of visits (not time), which grew
// exponentially with a chain of unary operators before the schema's discriminator on `k`.
import { describe, expect, it } from "vitest";
import { countExprValidations } from "../../src/lang/validate-ir.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

/** Expression nodes in an IR: every one has exactly one "k" field. */
function exprNodes(ir: unknown): number {
  return JSON.stringify(ir).match(/"k":/g)?.length ?? 0;
}

const joined = (n: number, term: string, op: string): string => Array(n).fill(term).join(` ${op} `);

/** For each construct, an expression (any type) with `n` uses of it, chained or nested. */
const CHAINS: readonly [string, (n: number) => string][] = [
  ["not", (n) => `${"not ".repeat(n)}true`],
  ["- (negation)", (n) => `${"- ".repeat(n)}1`],
  ...(["+", "-", "*", "/", "mod"] as const).map((op): [string, (n: number) => string] => [op, (n) => joined(n + 1, "3", op)]),
  ...(["=", "!=", "<", "<=", ">", ">="] as const).map((op): [string, (n: number) => string] => [op, (n) => joined(n, `1 ${op} 2`, "and")]),
  ["and", (n) => joined(n + 1, "true", "and")],
  ["or", (n) => joined(n + 1, "false", "or")],
  ["in", (n) => joined(n, "1 in [1, 2]", "or")],
  ["not in", (n) => joined(n, "1 not in [1, 2]", "or")],
  ["+ on card lists", (n) => joined(n + 1, "won", "+")],
  ["if", (n) => `${"if true then 1 else ".repeat(n)}0`],
  ["let", (n) => `${"let a = 1 in ".repeat(n)}a`],
  ["for", (n) => `sum(${"for a in ".repeat(n)}[1]${": a".repeat(n)})`],
  ["where", (n) => `count(${"(".repeat(n)}won${" where true)".repeat(n)})`],
  ["a call", (n) => `${"abs(".repeat(n)}1${")".repeat(n)}`],
  ["a list position", (n) => `${"[1][".repeat(n)}1${"]".repeat(n)}`],
  ["rank of", (n) => joined(n, "count(rank of won)", "+")],
];

describe("IR validation visits each expression node a bounded number of times", () => {
  for (const [name, chain] of CHAINS) {
    it(`${name}`, () => {
      // Short chains first: with exponential validation these already fail, without hanging the test.
      for (const n of [6, 20, 60]) {
        const r = compileIn(`${PRELUDE}let x = ${chain(n)}\n`);
        expect(where(r)).toEqual([]);
        const nodes = exprNodes(r.ir);
        expect(countExprValidations(r.ir), `${n} uses of ${name}: ${nodes} expression nodes`).toBeLessThanOrEqual(2 * nodes);
      }
    });
  }
});

// Property: compile() never throws, whatever the input, and every diagnostic points into the text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEYWORDS } from "../../grammar/tokens.js";
import { compile } from "../../src/lang/index.js";
import { shippedRulesets } from "./helpers.js";

const classic = shippedRulesets().get("classic.stich") ?? "";

const SYMBOLS = ["{", "}", "(", ")", "[", "]", ":", ",", "..", "=", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", '"', '"x"', "#", "\n", "@"];
const WORDS = ["red", "blue", "bleu", "won", "misery", "rank", "suit", "lead", "x", "0", "1", "8", "15", "99999999999999999999"];

const tokenSoup = fc
  .array(fc.constantFrom<string>(...KEYWORDS, ...SYMBOLS, ...WORDS), { maxLength: 80 })
  .map((a) => a.join(" "));

/** A shipped ruleset with a random stretch cut out or replaced: near-valid input reaches the checker. */
const mutatedClassic = fc
  .tuple(fc.nat(classic.length), fc.nat(40), fc.constantFrom("", "}", "{", "(", "bleu", "let", "where", "\n"))
  .map(([at, len, ins]) => classic.slice(0, at) + ins + classic.slice(at + len));

const inputs = fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 60 }), tokenSoup, mutatedClassic);

describe("compile never throws", () => {
  it("returns located diagnostics (or IR) for arbitrary input", () => {
    fc.assert(
      fc.property(inputs, (text) => {
        const r = compile(text, { file: "fuzz.stich", readFile: () => undefined });
        if (r.ir) expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        else expect(r.diagnostics.length).toBeGreaterThan(0);
        for (const d of r.diagnostics) {
          expect(d.code).not.toBe("SW9001");
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
          expect(d.offset).toBeGreaterThanOrEqual(0);
          expect(d.offset).toBeLessThanOrEqual(text.length);
          expect(d.offset + d.length).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("also when the damage is in the base file of a variant", () => {
    fc.assert(
      fc.property(mutatedClassic, (base) => {
        const text = 'variant "V" extends "classic.stich"\nscore: 1';
        const r = compile(text, { file: "dir/v.stich", readFile: (p) => (p === "dir/classic.stich" ? base : undefined) });
        for (const d of r.diagnostics) {
          expect(d.code).not.toBe("SW9001");
          const len = d.file === "dir/v.stich" ? text.length : base.length;
          expect(d.offset + d.length).toBeLessThanOrEqual(len);
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.col).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});

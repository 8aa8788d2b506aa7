// The built-in table (src/lang/builtins/table.ts): a built-in's language side as one entry. The
// checker, lowering, hover, completion, the public-play check and the rules sheet reach built-ins
// only through it, so a name of the IR without an entry, or an entry without a part, does not compile
// (the expect-error lines below are checked by tsc); the fuzzer's vocabulary holds every name.
import { describe, expect, it } from "vitest";
import { BUILTINS_INFO } from "../../src/ir/types.js";
import { FN_NAMES } from "../../src/ir/schema.js";
import type { BuiltinModule, BuiltinSyntax, FunctionSyntax } from "../../src/lang/builtin-syntax.js";
import { BUILTIN_SYNTAX, FUNCTIONS, joinBuiltins, type CoversBuiltins, type ListedBuiltins } from "../../src/lang/builtins/table.js";
import { playedBuiltins } from "../../src/lang/builtins/played.js";
import { listBuiltins } from "../../src/lang/builtins/lists.js";
import { analyzeRuleset, BUILTIN_DOCS, compile, completeAt, wordDocs } from "../../src/index.js";
import { exprText } from "../../src/sheet/expr-text.js";
import { FUZZ_WORDS } from "../fuzz/mutate.js";

describe("a built-in without a part does not compile (checked by tsc)", () => {
  it("its hover text, its sheet words, a function's arity; a table without a module; a name the IR does not know", () => {
    const { hover: _hover, ...noHover } = playedBuiltins.names.playedBy;
    // @ts-expect-error no hover text: the editor would show nothing for it
    const withoutHover: BuiltinSyntax = noHover;
    const { sheet: _sheet, ...noSheet } = playedBuiltins.names.playedBy;
    // @ts-expect-error no words for the rules sheet
    const withoutSheet: BuiltinSyntax = noSheet;
    const { args: _args, ...noArgs } = listBuiltins.functions.count;
    // @ts-expect-error a function without its arguments' kinds
    const withoutArgs: FunctionSyntax = noArgs;
    // @ts-expect-error the table without the table-memory module: playedCards and playedBy have no entry
    const withoutModule: CoversBuiltins<Exclude<ListedBuiltins, typeof playedBuiltins>> = [true, true];
    // @ts-expect-error the table without the list functions: count, sum, ... have no entry
    const withoutFunctions: CoversBuiltins<Exclude<ListedBuiltins, typeof listBuiltins>> = [true, true];
    const complete: CoversBuiltins<ListedBuiltins> = [true, true];
    // @ts-expect-error a name the IR's BUILTINS_INFO does not hold: the engine would not know it
    const unknown: BuiltinModule = { names: { playedWhen: { hover: "h", sheet: "s" } }, functions: {} };
    expect([withoutHover, withoutSheet, withoutArgs, withoutModule, withoutFunctions, complete, unknown].length).toBe(7);
  });
});

const BASE = 'game "x"\nplayers 3..4\nsuits a b\ndeck a b 1..6\n';

describe("the built-in table", () => {
  it("holds every built-in name and function of the IR, and nothing else", () => {
    expect(Object.keys(BUILTIN_SYNTAX).sort()).toEqual(Object.keys(BUILTINS_INFO).sort());
    expect(Object.keys(FUNCTIONS).sort()).toEqual([...FN_NAMES].sort());
  });

  it("refuses a name two modules give", () => {
    const twice: BuiltinModule = { names: { playedBy: { hover: "h", sheet: "s" } }, functions: {} };
    expect(() => joinBuiltins([playedBuiltins, twice], (m) => m.names, "name")).toThrow(/'playedBy' is given by two modules/);
  });

  it("is where hover, completion and the reference take their text", () => {
    for (const [name, entry] of Object.entries(BUILTIN_SYNTAX)) expect(BUILTIN_DOCS[name], name).toBe(entry.hover);
    for (const [name, entry] of Object.entries(FUNCTIONS)) {
      expect(entry.hover, name).toMatch(/\S{3}/);
      expect(wordDocs(name), name).toContain(`**${name}** (built-in): ${BUILTIN_DOCS[name]}`);
    }
    const text = `${BASE}score: trickN`;
    const items = completeAt(text, text.length, { file: "x.stich", analysis: analyzeRuleset(text, "x.stich", () => undefined), files: [] });
    expect(items.find((i) => i.label === "trickNumber")?.detail).toBe(BUILTIN_SYNTAX.trickNumber.hover);
  });

  it("is where the rules sheet takes a built-in's words and a function's reading", () => {
    expect(exprText({ k: "ref", name: "playedBy" }, { suits: [] })).toBe(BUILTIN_SYNTAX.playedBy.sheet);
    expect(exprText({ k: "call", fn: "max", args: [{ k: "ref", name: "hand" }] }, { suits: [] })).toBe(`the highest of ${BUILTIN_SYNTAX.hand.sheet}`);
    expect(exprText({ k: "call", fn: "active", args: [{ k: "num", v: 7 }] }, { suits: [] })).toBe("rule card 7 is in force");
  });

  it("decides how `NAME of CARDS` lowers: the IR's own field, or the name mapped over the cards", () => {
    const base = BASE;
    const score = (s: string) => {
      const r = compile(`${base}score: ${s}`, { file: "x.stich" });
      expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      return r.ir?.score;
    };
    expect(score("sum(rank of won)")).toEqual({ k: "call", fn: "sum", args: [{ k: "of", field: "rank", coll: { k: "ref", name: "won" } }] });
    expect(score("sum(playedBy of won)")).toEqual({ k: "call", fn: "sum", args: [{ k: "map", coll: { k: "ref", name: "won" }, body: { k: "ref", name: "playedBy" } }] });
    const err = compile(`${base}score: sum(total of won)`, { file: "x.stich" });
    expect(err.diagnostics.map((d) => d.code)).toContain("SW3007");
  });

  it("is where the checker takes what a name needs: a context, a declaration", () => {
    const base = BASE;
    const codes = (s: string) => compile(`${base}${s}`, { file: "x.stich" }).diagnostics.map((d) => d.code);
    expect(codes("score: team")).toContain("SW3015");
    expect(codes("teams red blue green\nscore: team")).not.toContain("SW3015");
    expect(codes("score: roundScore(1) + tricks")).toEqual([]);
    expect(codes("tricks {\n  trump: trump\n}\nscore: tricks")).toContain("SW3002");
    expect(codes("rounds roundScore(1)\nscore: tricks")).toContain("SW3002");
  });

  it("gives the fuzzer every built-in name and function", () => {
    for (const name of [...Object.keys(BUILTIN_SYNTAX), ...Object.keys(FUNCTIONS)]) expect(FUZZ_WORDS, name).toContain(name);
  });
});

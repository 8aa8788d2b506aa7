// The declaration table (src/lang/decls/table.ts): a declaration's language side as one unit, on the
// step table's shape. The parser, to-ast.ts, the model, check.ts, lower.ts, the outline and hover
// reach its kinds only through the table, so a kind without an entry, or an entry without a part,
// does not compile (the expect-error lines below are checked by tsc); the fuzzer's vocabulary holds
// its keywords and checked words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DeclSyntax } from "../../src/lang/decl-syntax.js";
import { DECL_CHECKED_WORDS, DECL_GRAMMARS, DECL_KEYWORD_DOCS, DECL_SYNTAX, DECLARATION_START_WORDS, type TableDecl } from "../../src/lang/decls/table.js";
import { teamsSyntax, type TeamsDecl } from "../../src/lang/decls/teams.js";
import { analyzeRuleset, KEYWORD_DOCS } from "../../src/index.js";
import { parseFile } from "../../src/lang/variants.js";
import { DiagnosticSink } from "../../src/lang/diagnostics.js";
import { FUZZ_WORDS } from "../fuzz/mutate.js";
import { ROOT } from "../support/rulesets.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

describe("a declaration syntax without a part does not compile (checked by tsc)", () => {
  it("its lowering, its AST builder, its check, its label, its keywords' text, its read rules; a table without a kind's entry", () => {
    const { lower: _lower, ...noLower } = teamsSyntax;
    // @ts-expect-error no lowering: the declaration would never reach the IR
    const withoutLower: DeclSyntax<TeamsDecl, "teams", "teams"> = noLower;
    const { toAst: _toAst, ...noAst } = teamsSyntax;
    // @ts-expect-error no AST builder: the parsed declaration would be dropped
    const withoutAst: DeclSyntax<TeamsDecl, "teams", "teams"> = noAst;
    const { check: _check, ...noCheck } = teamsSyntax;
    // @ts-expect-error no check: its mistakes would reach the IR unreported
    const withoutCheck: DeclSyntax<TeamsDecl, "teams", "teams"> = noCheck;
    const { label: _label, ...noLabel } = teamsSyntax;
    // @ts-expect-error no label for a variant's replacement and the diagnostics
    const withoutLabel: DeclSyntax<TeamsDecl, "teams", "teams"> = noLabel;
    // @ts-expect-error a keyword it claims without its hover text
    const withoutDoc: DeclSyntax<TeamsDecl, "teams" | "partners", "teams"> = teamsSyntax;
    // @ts-expect-error an IR field it says it fills but does not
    const moreIr: DeclSyntax<TeamsDecl, "teams", "teams" | "tasks"> = teamsSyntax;
    const { reads: _reads, ...noReads } = teamsSyntax;
    // @ts-expect-error no read rules: what expressions may read of it would go unchecked ({} says it rules on none)
    const withoutReads: DeclSyntax<TeamsDecl, "teams", "teams"> = noReads;
    expect(withoutReads.reads).toBeUndefined();
    const { teams: _teams, ...rest } = DECL_SYNTAX;
    // @ts-expect-error the table without the teams entry, while TableDecl still holds its node
    const withoutEntry: { readonly [K in TableDecl["kind"]]: unknown } = rest;
    expect([withoutLower, withoutAst, withoutCheck, withoutLabel, withoutDoc, moreIr, withoutEntry].every((x) => typeof x === "object")).toBe(true);
  });
});

describe("the declaration table", () => {
  it("gives every entry a rule that starts a declaration, with its start words, and names every rule once", () => {
    const rules = DECL_GRAMMARS.map((g) => g.rule);
    expect(new Set(rules).size).toBe(rules.length);
    for (const entry of Object.values(DECL_SYNTAX) as DeclSyntax<TableDecl, string>[]) {
      const starts = entry.grammar.filter((g) => g.start === "declaration");
      expect(starts.length).toBeGreaterThan(0);
      for (const g of starts) for (const w of g.startWords ?? []) expect(DECLARATION_START_WORDS).toContain(w);
    }
  });

  it("builds the AST node through its entry, and labels it for a variant's replacement and the outline", () => {
    const sink = new DiagnosticSink();
    const ast = parseFile("g.stich", `${PRELUDE}teams odd even by holder of red3\n`, sink);
    expect(sink.all).toEqual([]);
    const teams = ast.decls.find((d) => d.kind === "teams");
    expect(teams).toMatchObject({ kind: "teams", teams: [{ name: "odd" }, { name: "even" }], holder: { name: "red3" } });
    const outline = analyzeRuleset(`${PRELUDE}teams odd even\n`, "g.stich", () => undefined).outline.map((o) => o.label);
    expect(outline).toContain("teams");
    // A variant's `teams` replaces the base's (one item keyed by the kind).
    const r = compileIn('variant "V" extends "base.stich"\nteams a b', "v.stich", { "base.stich": `${PRELUDE.replace("3..4", "4..4")}teams x y\n` });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.teams).toEqual({ names: ["a", "b"] });
  });

  it("checks and lowers through its entry", () => {
    expect(where(compileIn(`${PRELUDE}teams odd odd\n`))).toEqual(["SW2005@6:11"]);
    expect(where(compileIn(`${PRELUDE}teams odd even by holder of red\n`))).toEqual(["SW2001@6:29"]);
    expect(compileIn(`${PRELUDE.replace("3..4", "4..4")}teams odd even by holder of red3\n`).ir?.teams).toEqual({ names: ["odd", "even"], holder: { suit: 0, rank: 3 } });
    expect(compileIn(PRELUDE).ir?.teams).toBeUndefined();
  });

  it("rules on what expressions read through its entry: the expression checker names no team", () => {
    // `partner` without teams (SW3015), hidden teams read before the round is scored (SW3016), a seat's own team in its own plays.
    expect(where(compileIn(`${PRELUDE}let p = tricks of partner\n`))).toEqual(["SW3015@6:9"]);
    expect(where(compileIn(`${PRELUDE.replace("3..4", "4..4")}teams a b\nlet p = tricks of partner\n`))).toEqual([]);
    const hidden = `${PRELUDE.replace("3..4", "4..4")}teams a b by holder of red9\n`;
    expect(where(compileIn(`${hidden}tricks { follow: team of left = 1 }\n`))).toEqual(["SW3016@7:18"]);
    expect(where(compileIn(`${hidden}tricks { follow: team = 1 or suit = lead }\n`))).toEqual([]);
    expect(where(compileIn(`${hidden}tricks { trump: team = 1 }\n`))).toEqual(["SW3016@7:17"]);
    expect(where(compileIn(`${hidden}let mine = team\ntricks { trump: mine = 1 }\n`))).toEqual(["SW3016@8:17"]);
    expect(where(compileIn(`${hidden}let theirs = team of left\nend when: theirs > 5\n`))).toEqual([]);
    // check-expr.ts asks the declarations' read rules and knows no declaration's names (its messages aside).
    const code = readFileSync(join(ROOT, "src/lang/check-expr.ts"), "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
    expect(code).not.toMatch(/team|partner/i);
  });

  it("holds its keywords' hover texts, and gives the fuzzer its keywords and checked words", () => {
    for (const [w, text] of Object.entries(DECL_KEYWORD_DOCS)) {
      expect(KEYWORD_DOCS[w as keyof typeof KEYWORD_DOCS]).toBe(text);
      expect(FUZZ_WORDS).toContain(w);
    }
    for (const w of DECL_CHECKED_WORDS) expect(FUZZ_WORDS).toContain(w);
  });
});

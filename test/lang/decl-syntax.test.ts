// The declaration table (src/lang/decls/table.ts): a declaration's language side as one unit, on the
// step table's shape. The parser, to-ast.ts, the model, check.ts, lower.ts, the outline and hover
// reach its kinds only through the table, so a kind without an entry, or an entry without a part,
// does not compile (the expect-error lines below are checked by tsc); the fuzzer's vocabulary holds
// its keywords and checked words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DeclSyntax } from "../../src/lang/decl-syntax.js";
import { IR_FIELD_ORDER } from "../../src/lang/lower.js";
import { declFieldOrder, DECL_CHECKED_WORDS, DECL_GRAMMARS, DECL_KEYWORD_DOCS, DECL_SYNTAX, DECLARATION_START_WORDS, type TableDecl } from "../../src/lang/decls/table.js";
import { teamsSyntax, type TeamsDecl } from "../../src/lang/decls/teams.js";
import { END_GUARD_ROUNDS } from "../../src/lang/decls/end.js";
import { taskSyntax, type TaskDecl } from "../../src/lang/decls/tasks.js";
import { showSyntax, type ShowDecl } from "../../src/lang/decls/show.js";
import { secretSyntax, type SecretDecl } from "../../src/lang/decls/secret.js";
import { pileSyntax, type PileDecl } from "../../src/lang/decls/pile.js";
import { ruleCardsSyntax, type RuleCardsDecl } from "../../src/lang/decls/rule-cards.js";
import { trickValueSyntax, type TrickValueDecl } from "../../src/lang/decls/trick-value.js";
import { analyzeRuleset, compile, KEYWORD_DOCS } from "../../src/index.js";
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
    const { outline: _outline, ...noOutline } = teamsSyntax;
    // @ts-expect-error no outline label: the editor's outline would miss the declaration
    const withoutOutline: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = noOutline;
    const { expressions: _expressions, ...noExpressions } = teamsSyntax;
    // @ts-expect-error no expressions: the model-wide checks (division by zero, rule-card reads) would skip them
    const withoutExpressions: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = noExpressions;
    const { ruleSources: _ruleSources, ...noRuleSources } = teamsSyntax;
    // @ts-expect-error no rule sources: an engine error about its rule would find no line
    const withoutRuleSources: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = noRuleSources;
    // @ts-expect-error a rule reference outside those its type names (R): rule-sources.ts would not know it is placed
    const moreRules: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = { ...teamsSyntax, ruleSources: ["end when"] };
    const { sourcesByName: _byName, ...noByName } = teamsSyntax;
    // @ts-expect-error no sourcesByName: what it places by name would find no line (null says none)
    const withoutByName: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = noByName;
    // @ts-expect-error a declaration made once per name (its node has a name) that says it is made once
    const notNamed: DeclSyntax<TaskDecl, "task", never, never, "tasks"> = { ...taskSyntax, named: false };
    // @ts-expect-error a declaration made once that says it is made per name
    const named: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = { ...teamsSyntax, named: true };
    const { continuing: _continuing, ...noContinuing } = teamsSyntax;
    // @ts-expect-error no continuing words: completion would offer a new declaration where the declaration must go on ([] says none)
    const withoutContinuing: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = noContinuing;
    // @ts-expect-error a kind made per name lowers from its list, not from one declaration
    const oneAtATime: DeclSyntax<ShowDecl, "show", "shows", never, "shows"> = { ...showSyntax, lower: (d: ShowDecl) => ({ shows: [{ order: d.name?.name ?? "", at: { k: "num", v: 0 }, when: { k: "bool", v: true } }] }) };
    expect([withoutOutline, withoutExpressions, withoutRuleSources, moreRules, withoutByName, notNamed, named, withoutContinuing, oneAtATime].every((x) => typeof x === "object")).toBe(true);
    const { declares: _declares, ...noDeclares } = secretSyntax;
    // @ts-expect-error no declares: the name it declares would clash unseen and its value be read as unknown (null says none)
    const withoutDeclares: DeclSyntax<SecretDecl, "secret", never, "secrets", "secrets"> = noDeclares;
    const { value: _value, ...noValue } = secretSyntax;
    // @ts-expect-error no value: its name's type would stay unknown to the lets that read it (() => null says none)
    const withoutValue: DeclSyntax<SecretDecl, "secret", never, "secrets", "secrets"> = noValue;
    // @ts-expect-error a declaration made once (its node has no name) that says its name declares a value
    const declaresUnnamed: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = { ...teamsSyntax, declares: { what: "team", hidden: () => undefined } };
    // @ts-expect-error a kind owning a field of the rule sources that says it holds it otherwise than RuleSources does (`shows` is a list)
    const byNameList: DeclSyntax<ShowDecl, "show", "shows", never, "shows"> = { ...showSyntax, sourcesByName: { field: "shows", holds: "byName" } };
    // @ts-expect-error a kind that says it owns a field of the rule sources and gives none
    const ownsNone: DeclSyntax<ShowDecl, "show", "shows", never, "shows"> = { ...showSyntax, sourcesByName: null };
    const { outlineKind: _outlineKind, ...noOutlineKind } = pileSyntax;
    // @ts-expect-error no outline kind: the editor's outline would not know its icon
    const withoutOutlineKind: DeclSyntax<PileDecl, "pile" | "owner" | "public", "piles"> = noOutlineKind;
    expect(typeof withoutOutlineKind).toBe("object");
    const { ordersAfter: _ordersAfter, ...noOrdersAfter } = showSyntax;
    // @ts-expect-error no ordersAfter: completion after its keyword would offer every name, not the orders ([] says none)
    const withoutOrdersAfter: DeclSyntax<ShowDecl, "show", "shows", never, "shows"> = noOrdersAfter;
    expect(typeof withoutOrdersAfter).toBe("object");
    const { fieldsAfter: _fieldsAfter, ...noFieldsAfter } = teamsSyntax;
    // @ts-expect-error no fieldsAfter: its IR field would move to the end of the IR's JSON
    const withoutFieldsAfter: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = noFieldsAfter;
    // @ts-expect-error an IR field it fills that it places nowhere
    const unplaced: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = { ...teamsSyntax, fieldsAfter: {} };
    expect([withoutDeclares, withoutValue, declaresUnnamed, byNameList, ownsNone, withoutFieldsAfter, unplaced].every((x) => typeof x === "object")).toBe(true);
    const { lowerUndeclared: _lowerUndeclared, ...noLowerUndeclared } = ruleCardsSyntax;
    // @ts-expect-error no lowerUndeclared: the rule cards in force without `rule cards` would never reach the IR (null says none)
    const withoutLowerUndeclared: DeclSyntax<RuleCardsDecl, "always", "ruleCards", "rule cards"> = noLowerUndeclared;
    // @ts-expect-error a kind made per name lowers from its list, also an empty one: it has nothing to fill undeclared
    const namedUndeclared: DeclSyntax<SecretDecl, "secret", never, "secrets", "secrets"> = { ...secretSyntax, lowerUndeclared: () => ({}) };
    expect([withoutLowerUndeclared, namedUndeclared].every((x) => typeof x === "object")).toBe(true);
    const { wordsAfter: _wordsAfter, ...noWordsAfter } = trickValueSyntax;
    // @ts-expect-error no wordsAfter: completion after `trick` would not offer `value` ({} says none)
    const withoutWordsAfter: DeclSyntax<TrickValueDecl, never, "trickValue", "trick value"> = noWordsAfter;
    const { newNameAfter: _newNameAfter, ...noNewNameAfter } = pileSyntax;
    // @ts-expect-error no newNameAfter: completion would offer names where `pile` declares a new one ([] says none)
    const withoutNewNameAfter: DeclSyntax<PileDecl, "pile" | "owner" | "public", "piles"> = noNewNameAfter;
    // @ts-expect-error a word offered after a keyword that is neither the core's nor its own
    const afterUnknown: DeclSyntax<TrickValueDecl, never, "trickValue", "trick value"> = { ...trickValueSyntax, wordsAfter: { trickz: ["value"] } };
    expect([withoutWordsAfter, withoutNewNameAfter, afterUnknown].every((x) => typeof x === "object")).toBe(true);
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

  it("holds `end when` whole: its node, outline, check, lowering (the guard rounds without `rounds`) and rule source", () => {
    const sink = new DiagnosticSink();
    const ast = parseFile("g.stich", `${PRELUDE}end when: total >= 10, unless tied\n`, sink);
    expect(sink.all).toEqual([]);
    expect(ast.decls.find((d) => d.kind === "end")).toMatchObject({ kind: "end", when: { kind: "binary", op: ">=" }, unlessTied: true });
    expect(analyzeRuleset(`${PRELUDE}end when: total >= 10\n`, "g.stich", () => undefined).outline.map((o) => o.label)).toContain("end when");
    // Its condition is a condition of a seat after the round.
    expect(where(compileIn(`${PRELUDE}end when: total\n`))).toEqual(["SW3001@6:11"]);
    expect(where(compileIn(`${PRELUDE}end when: tricks of left > 3\n`))).toEqual([]);
    const bare = compileIn(`${PRELUDE}end when: total >= 10\n`);
    expect(bare.ir?.end).toEqual({ when: expect.objectContaining({ k: "bin", op: ">=" }), unlessTied: false, roundsIsGuard: true });
    expect(bare.ir?.rounds).toEqual({ k: "num", v: END_GUARD_ROUNDS });
    expect(bare.sources?.decls["end when"]).toMatchObject({ file: "game.stich", span: { line: 6, col: 1 } });
    const counted = compileIn(`${PRELUDE}rounds 5\nend when: total >= 10, unless tied\n`);
    expect(counted.ir?.end).toMatchObject({ unlessTied: true, roundsIsGuard: false });
    expect(counted.ir?.rounds).toEqual({ k: "num", v: 5 });
    expect(compileIn(PRELUDE).ir?.rounds).toEqual({ k: "num", v: 1 });
    expect(compileIn(PRELUDE).ir?.end).toBeUndefined();
    // A variant's `end when` replaces the base's; the IR keeps its fields' order (end last).
    const v = compileIn('variant "V" extends "base.stich"\nend when: total >= 20', "v.stich", { "base.stich": `${PRELUDE}end when: total >= 10\n` });
    expect(v.ir?.end?.when).toMatchObject({ r: { v: 20 } });
    expect(Object.keys(v.ir ?? {}).at(-1)).toBe("end");
    const tasks = "task a: total > 1, worth 1\ntasks: each player drafts 1, copies 3\n";
    const both = compileIn(`${PRELUDE}${tasks}end when: total >= 10\n`);
    expect(both.diagnostics).toEqual([]);
    expect(Object.keys(both.ir ?? {}).slice(-2)).toEqual(["tasks", "end"]);
  });

  it("holds `task` (one per name) and `tasks:` whole: keys, checks, lowering, rule sources, outline", () => {
    const kinds = "task a: total > 1, worth 1\ntask b: tricks = 0, worth 2\n";
    const draft = "tasks: each player drafts 1, copies 3\n";
    // One item per name: a variant's task of the same name replaces the base's, another joins them.
    const r = compileIn(`variant "V" extends "base.stich"\ntask a: total > 5, worth 4\ntask c: true, worth 1`, "v.stich", { "base.stich": `${PRELUDE}${kinds}${draft}` });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.tasks?.kinds.map((k) => [k.name, k.worth])).toEqual([["a", { k: "num", v: 4 }], ["b", { k: "num", v: 2 }], ["c", { k: "num", v: 1 }]]);
    expect(r.ir?.tasks).toMatchObject({ each: { k: "num", v: 1 }, copies: { k: "num", v: 3 } });
    expect(r.sources?.tasks.get("a")).toMatchObject({ file: "v.stich", span: { line: 2 } });
    expect(r.sources?.tasks.get("b")).toMatchObject({ file: "base.stich", span: { line: 7 } });
    expect(r.sources?.decls["tasks copies"]).toMatchObject({ file: "base.stich", span: { line: 8 } });
    // Each needs the other (SW4007: at the first task, or at the draft); conditions and worths in their places.
    expect(where(compileIn(`${PRELUDE}${kinds}`))).toEqual(["SW4007@6:1"]);
    expect(where(compileIn(`${PRELUDE}${draft}`))).toEqual(["SW4007@6:1"]);
    expect(where(compileIn(`${PRELUDE}task a: 1, worth true\n${draft}`))).toEqual(["SW3001@6:9", "SW3001@6:18"]);
    expect(where(compileIn(`${PRELUDE}task a: true, wirth 1\n${draft}`))).toEqual(["SW1011@6:15"]);
    expect(compileIn(PRELUDE).ir?.tasks).toBeUndefined();
    expect(analyzeRuleset(`${PRELUDE}${kinds}${draft}`, "g.stich", () => undefined).outline.map((o) => o.label).slice(-3)).toEqual(["task", "task", "tasks"]);
  });

  it("holds `show` (one per order) whole: key, checks, lowering (always a list), rule sources, outline", () => {
    const orders = `${PRELUDE}before tricks {\n  each player secretly orders [1, 2] as bid\n}\n`;
    const r = compileIn('variant "V" extends "base.stich"\nshow bid[2]', "v.stich", { "base.stich": `${orders}show bid[1] when tricks > 0\n` });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.shows).toEqual([{ order: "bid", at: { k: "num", v: 2 }, when: { k: "bool", v: true } }]);
    expect(r.sources?.shows).toEqual([expect.objectContaining({ file: "v.stich", span: expect.objectContaining({ line: 2 }) })]);
    // `shows` is in every IR, empty without a show.
    expect(compileIn(PRELUDE).ir?.shows).toEqual([]);
    expect(compileIn(PRELUDE).sources?.shows).toEqual([]);
    const bad = compileIn(`${orders}show bad[true] when 3\n`);
    expect(where(bad)).toEqual(["SW2008@9:6", "SW3001@9:10", "SW3001@9:21"]);
    expect(bad.diagnostics[0]?.suggestion).toBe("bid");
    expect(analyzeRuleset(`${orders}show bid[1]\n`, "g.stich", () => undefined).outline.map((o) => o.label)).toContain("show bid");
  });

  it("holds `secret` (one per name) whole: the name it declares, its value's type and who sees it, lowering, the reveal, rule sources, outline", () => {
    const secret = "secret hint: none or one of [red, blue], known to dealer\n";
    const r = compileIn(`${PRELUDE}${secret}before tricks {\n  reveal hint\n}\nlet t = count(hint)\n`);
    expect(where(r)).toEqual([]);
    expect(r.ir?.secrets).toEqual([{ name: "hint", values: { k: "list", items: [{ k: "suit", v: 0 }, { k: "suit", v: 1 }] }, none: true, type: "suits", knownTo: "dealer" }]);
    expect(r.ir?.beforeTricks).toEqual([{ kind: "revealSecret", name: "hint" }]);
    expect([...(r.sources?.secrets.keys() ?? [])]).toEqual(["hint"]);
    expect(r.sources?.decls.secrets).toEqual(expect.objectContaining({ span: expect.objectContaining({ line: 6 }) }));
    // No secret: no `secrets` field (the IR of a ruleset without them stays as it was).
    expect(compileIn(PRELUDE).ir).not.toHaveProperty("secrets");
    // Its name clashes as "the secret" (an auction's name after it), its values must be a list of suits or numbers,
    // and a place every seat sees may not read it.
    expect(compileIn(`${PRELUDE}secret red: one of [1, 2], known to dealer\n`).diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("the suit 'red'")]);
    expect(where(compileIn(`${PRELUDE}secret s: one of 3, known to dealer\n`))).toEqual(["SW3001@6:18"]);
    const seen = compileIn(`${PRELUDE}${secret}before tricks {\n  each player passes 1 card to the left when count(hint) > 0\n}\n`);
    expect(seen.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([expect.stringMatching(/^SW3013 'hint' reads the secret 'hint' \(only the dealer knows it/)]);
    expect(analyzeRuleset(`${PRELUDE}${secret}`, "g.stich", () => undefined).outline.map((o) => o.label)).toContain("secret hint");
    // The checker, the names, the model, lowering and the rule sources learn it through the table alone (comments and strings aside).
    const code = (f: string) => readFileSync(join(ROOT, f), "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
    const naming = ["check-expr.ts", "check-names.ts", "check.ts", "lower.ts", "rule-sources.ts", "model.ts"].filter((f) => /secret(?!ly)/i.test(code(`src/lang/${f}`)));
    expect(naming).toEqual([]);
  });

  it("holds `pile` (one per name) whole: lowering (`won` first, in every IR), a variant's replacement, its name a seat value, outline", () => {
    const r = compileIn('variant "V" extends "base.stich"\npile kept: public\npile won: public', "v.stich", { "base.stich": `${PRELUDE}pile kept: owner\npile stash: owner\n` });
    expect(where(r)).toEqual([]);
    expect(r.ir?.piles).toEqual([{ name: "won", visibility: "public" }, { name: "kept", visibility: "public" }, { name: "stash", visibility: "owner" }]);
    expect(compileIn(PRELUDE).ir?.piles).toEqual([{ name: "won", visibility: "owner" }]);
    expect(where(compileIn(`${PRELUDE}pile red: owner\n`))).toEqual(["SW2006@6:6"]);
    expect(where(compileIn(`${PRELUDE}pile kept: owner\nlet held = count(kept)\n`))).toEqual([]);
    const a = analyzeRuleset(`${PRELUDE}pile kept: owner\n`, "g.stich", () => undefined);
    expect(a.outline.find((o) => o.label === "pile kept")?.kind).toBe("pile");
    expect(a.symbols.find((s) => s.name === "kept")).toMatchObject({ kind: "pile", detail: "pile (owner)" });
  });

  it("holds `rule cards` and `draft:` whole: one IR field from both (also from the rule-card files in force without `rule cards`), checks, rule sources, outline", () => {
    const draft = "draft: each player is offered 1 rule cards and keeps 1";
    const r = compile(`${PRELUDE}rule cards 1..9 always 2\n${draft}\n`, { file: "g.stich" });
    expect(where(r)).toEqual([]);
    expect(r.ir?.ruleCards).toEqual({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9], always: [2], draft: { offer: { k: "num", v: 1 }, keep: { k: "num", v: 1 }, skipLeftOfDealer: { k: "bool", v: false }, extra: { k: "num", v: 0 } } });
    expect([r.sources?.decls["rule cards"]?.span.line, r.sources?.decls["rule cards draft"]?.span.line]).toEqual([6, 7]);
    expect(analyzeRuleset(`${PRELUDE}rule cards 1..9\n${draft}\n`, "g.stich", () => undefined).outline.map((o) => o.label).slice(-2)).toEqual(["ruleCards", "draft"]);
    // Without `rule cards`, the card files in force are the IR's rule cards (DeclSyntax.lowerUndeclared), in force every round.
    const files = { "a.stich": 'rule card 3 "A"\nlet x = 1', "b.stich": 'rule card 5 "B"\nlet y = 1' };
    expect(compileIn(`${PRELUDE}with "a.stich"\nwith "b.stich"\n`, "game.stich", files).ir?.ruleCards).toEqual({ ids: [3, 5], always: [3, 5], draft: null });
    expect(compileIn(PRELUDE).ir?.ruleCards).toBeUndefined();
    // With a draft, the files' cards join the deck.
    expect(compileIn(`${PRELUDE}rule cards 1..9\n${draft}\nwith "a.stich"\n`, "game.stich", files).ir?.ruleCards).toMatchObject({ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9], always: [] });
    // The checks: a draft without the deck, `always` outside it, a deck that does not last the game, a variant's draft replacing the base's.
    expect(where(compileIn(`${PRELUDE}${draft}\n`))).toEqual(["SW4002@6:1"]);
    expect(where(compileIn(`${PRELUDE}rule cards 1..9 always 12\n`))).toEqual(["SW4007@6:24"]);
    expect(where(compileIn(`${PRELUDE}rule cards 1..3\n${draft}\n`))).toEqual(["SW4007@7:1"]);
    const v = compileIn(`variant "V" extends "base.stich"\ndraft: each player is offered 2 rule cards and keeps 1\n`, "v.stich", { "base.stich": `${PRELUDE}rule cards 1..20\n${draft}\n` });
    expect(where(v)).toEqual([]);
    expect(v.ir?.ruleCards?.draft?.offer).toEqual({ k: "num", v: 2 });
  });

  it("holds `trick value` whole: its checked word, check, lowering with the rule cards' changes, rule source, outline", () => {
    const r = compile(`${PRELUDE}trick value: count(cards)\n`, { file: "g.stich" });
    expect(where(r)).toEqual([]);
    expect(r.ir?.trickValue).toEqual({ k: "call", fn: "count", args: [{ k: "ref", name: "cards" }] });
    expect(r.sources?.decls["trick value"]?.span.line).toBe(6);
    expect(analyzeRuleset(`${PRELUDE}trick value: 2\n`, "g.stich", () => undefined).outline.map((o) => o.label)).toContain("trick value");
    expect(where(compileIn(`${PRELUDE}trick valu: 2\n`))).toEqual(["SW1011@6:7"]);
    expect(where(compileIn(`${PRELUDE}trick value: red\n`))).toEqual(["SW3001@6:14"]);
    expect(where(compileIn(`${PRELUDE}trick value: 2 when true\n`))).toEqual(["SW4022@6:21"]);
    expect(compileIn(PRELUDE).ir?.trickValue).toBeUndefined();
    // A rule card's change of it: `let value = <so far> in if active(3) then CHANGE else value`.
    const staged = compileIn(`${PRELUDE}trick value: 2\nwith "a.stich"\n`, "game.stich", { "a.stich": 'rule card 3 "A"\ntrick value: value + 1' });
    expect(where(staged)).toEqual([]);
    expect(staged.ir?.trickValue).toMatchObject({ k: "let", name: "value", value: { k: "num", v: 2 }, body: { k: "if", c: { k: "call", fn: "active" } } });
  });

  it("places its IR fields where they always stood (DeclSyntax.fieldsAfter): lower.ts lists only its own", () => {
    expect(IR_FIELD_ORDER).toEqual([
      "version", "name", "players", "rounds", "suits", "rankNames", "decks", "deal", "piles", "cardAttrs", "lets", "firstDealer",
      "nextDealer", "beforeTricks", "afterTricks", "trickSteps", "shows", "tricks", "trickValue", "score", "winner", "ruleCards",
      "secrets", "teams", "tasks", "end",
    ]);
    const code = readFileSync(join(ROOT, "src/lang/lower.ts"), "utf8");
    const own = code.slice(code.indexOf("declFieldOrder(["), code.indexOf("]);", code.indexOf("declFieldOrder([")));
    for (const field of ["piles", "shows", "trickValue", "ruleCards", "secrets", "teams", "tasks", "end"]) expect(own).not.toContain(`"${field}"`);
    expect(() => declFieldOrder(["version"])).toThrow(/placed after no field/);
  });

  it("holds its keywords' hover texts, and gives the fuzzer its keywords and checked words", () => {
    for (const [w, text] of Object.entries(DECL_KEYWORD_DOCS)) {
      expect(KEYWORD_DOCS[w as keyof typeof KEYWORD_DOCS]).toBe(text);
      expect(FUZZ_WORDS).toContain(w);
    }
    for (const w of DECL_CHECKED_WORDS) expect(FUZZ_WORDS).toContain(w);
  });
});

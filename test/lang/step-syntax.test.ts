// The step syntax table (src/lang/steps/table.ts): a step mechanic's language side as one unit. The
// parser, to-ast.ts, check.ts, lower.ts, completion and hover reach its kinds only through the table,
// so a kind without an entry, or an entry without a part, does not compile (the expect-error lines
// below are checked by tsc); the fuzzer's vocabulary and its seeds cover every entry.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/rulesets.js";
import { KEYWORDS, SOFT_KEYWORDS, StichLexer, tokenOf, type Keyword } from "../../src/lang/words.js";
import { CORE_KEYWORDS, keywordTokens } from "../../grammar/tokens.js";
import { compile } from "../../src/lang/index.js";
import { KEYWORD_DOCS } from "../../src/lang/reference.js";
import type { StepSyntax } from "../../src/lang/step-syntax.js";
import { STEP_GRAMMARS, STEP_START_WORDS, STEP_SYNTAX, TABLE_CHECKED_WORDS, TABLE_KEYWORD_DOCS, type TableStep } from "../../src/lang/steps/table.js";
import { pickUpSyntax, type PickUpStep } from "../../src/lang/steps/pick-up.js";
import { FUZZ_WORDS } from "../fuzz/mutate.js";
import { DECL_CHECKED_WORDS, DECL_KEYWORD_DOCS } from "../../src/lang/decls/table.js";
import { SLOT_CHECKED_WORDS, SLOT_KEYWORD_DOCS } from "../../src/lang/slots/table.js";
import { CORE_CHECKED_WORDS } from "../../src/lang/to-ast.js";
import { constructsCorpus, fixtureCorpus, shippedCorpus } from "../fuzz/corpus.js";

describe("a step syntax without a part does not compile (checked by tsc)", () => {
  it("its lowering, its AST builder, its keywords' text, its sheet sentence, its hand part; a table without a kind's entry", () => {
    const { lower: _lower, ...noLower } = pickUpSyntax;
    // @ts-expect-error no lowering: the step would never reach the IR
    const withoutLower: StepSyntax<PickUpStep, never, "pickUp"> = noLower;
    const { toAst: _toAst, ...noAst } = pickUpSyntax;
    // @ts-expect-error no AST builder: the parsed step would be dropped
    const withoutAst: StepSyntax<PickUpStep, never, "pickUp"> = noAst;
    // @ts-expect-error a keyword it claims without its hover text
    const withoutDoc: StepSyntax<PickUpStep, "picks", "pickUp"> = pickUpSyntax;
    const { expressions: _expressions, ...noExpressions } = pickUpSyntax;
    // @ts-expect-error no expressions: the model-wide checks (expressionsOf) would not see them
    const withoutExpressions: StepSyntax<PickUpStep, never, "pickUp"> = noExpressions;
    const { sheet: _sheet, ...noSheet } = pickUpSyntax;
    // @ts-expect-error no sentence for the rules sheet
    const withoutSheet: StepSyntax<PickUpStep, never, "pickUp"> = noSheet;
    // @ts-expect-error a sentence for one IR kind where it lowers to two
    const oneSentence: StepSyntax<PickUpStep, never, "pickUp" | "handTrick"> = pickUpSyntax;
    const complete: StepSyntax<PickUpStep, never, "pickUp"> = pickUpSyntax;
    expect([withoutSheet, oneSentence, complete].every((x) => typeof x.sheet === "object" || x.sheet === undefined)).toBe(true);
    const { hand: _hand, ...noHand } = pickUpSyntax;
    // @ts-expect-error no hand part: the counts it takes before trick play would go unchecked (null says it takes none)
    const withoutHand: StepSyntax<PickUpStep, never, "pickUp"> = noHand;
    expect(withoutHand.hand).toBeUndefined();
    const { reads: _reads, ...noReads } = pickUpSyntax;
    // @ts-expect-error no read rules: what expressions may read of it would go unchecked (() => ({}) says it rules on none)
    const withoutReads: StepSyntax<PickUpStep, never, "pickUp"> = noReads;
    expect(withoutReads.reads).toBeUndefined();
    const { pickUp: _pickUp, ...rest } = STEP_SYNTAX;
    // @ts-expect-error the table without the pick-up entry, while TableStep still holds its node
    const withoutEntry: { readonly [K in TableStep["kind"]]: unknown } = rest;
    expect([withoutLower, withoutAst, withoutDoc, withoutExpressions, withoutEntry].every((x) => typeof x === "object")).toBe(true);
  });
});

describe("a step's keywords are declared in its module (checked by tsc and by the lexer)", () => {
  it("a keyword the grammar of one step or declaration module alone consumes is that module's, not a core keyword", () => {
    // Where a core keyword's token is consumed or named: grammar/parser.ts and every module of src/lang.
    const walk = (d: string): string[] => readdirSync(join(ROOT, d), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".ts") ? [join(d, e.name)] : []));
    const texts = ["grammar/parser.ts", ...walk("src/lang")].map((f) => [f, readFileSync(join(ROOT, f), "utf8")] as const);
    const users = (w: string): string[] => texts.filter(([, t]) => new RegExp(`kw\\.${w}\\b|tokenOf\\("${w}"\\)`).test(t)).map(([f]) => f);
    const tableModules = Object.keys({ ...TABLE_KEYWORD_DOCS, ...DECL_KEYWORD_DOCS, ...SLOT_KEYWORD_DOCS }).filter((w) => (CORE_KEYWORDS as readonly string[]).includes(w));
    const alone = tableModules.flatMap((w) => {
      const u = users(w);
      return u.length === 1 && /^src\/lang\/(steps|decls|slots)\//.test(u[0]!) ? [`${w}: ${u[0]}`] : [];
    });
    expect(alone).toEqual([]);
    // Declared in its module, each is still a keyword the lexer knows.
    for (const w of ["removes", "calls", "notes", "tied", "end", "teams", "show", "secret", "pile", "owner", "public", "draft", "offered", "keeps", "always", "lead", "unique", "next", "most", "trump", "trumps", "pick", "direction", "counterclockwise", "alternating", "face", "down"]) {
      expect(CORE_KEYWORDS).not.toContain(w);
      expect(StichLexer.tokenize(w).tokens.map((t) => t.tokenType)).toEqual([tokenOf(w as Keyword)]);
    }
  });

  it("its grammar reaches only the core keywords and the ones it declares; the lexer takes the table's", () => {
    const kw = keywordTokens({ passes: "hover text" });
    // @ts-expect-error `exposes` is the expose step's own keyword: a step that does not declare it has no token for it
    const undeclared = kw.exposes;
    expect(kw.passes).toBe(tokenOf("passes")); // one token per word, whichever module asks first
    expect(kw.card).toBe(tokenOf("card"));
    expect(undeclared).toBeUndefined();
    const own = Object.keys(TABLE_KEYWORD_DOCS).filter((w) => !(CORE_KEYWORDS as readonly string[]).includes(w));
    expect(own).toContain("passes");
    for (const w of own) expect([w, StichLexer.tokenize(w).tokens.map((t) => t.tokenType)]).toEqual([w, [tokenOf(w as Keyword)]]);
    // A step's soft keyword is a name too, as a core one is.
    expect([...SOFT_KEYWORDS]).toEqual(expect.arrayContaining(["its", "sits", "turn", "tricks"]));
  });
});

describe("the step syntax table", () => {
  it("gives every entry a rule that starts a step or follows 'each player', and names every rule once", () => {
    for (const [kind, s] of Object.entries(STEP_SYNTAX)) expect([kind, s.grammar.some((g) => g.start !== "helper")]).toEqual([kind, true]);
    const rules = STEP_GRAMMARS.map((g) => g.rule);
    expect(new Set(rules).size).toBe(rules.length);
    for (const g of STEP_GRAMMARS) if (g.start === "step") expect(g.startWords?.length ?? 0).toBeGreaterThan(0);
  });

  it("has every keyword's hover text in one place, and every step start among the keywords", () => {
    for (const k of KEYWORDS) expect([k, typeof KEYWORD_DOCS[k]]).toEqual([k, "string"]);
    for (const w of STEP_START_WORDS) expect(KEYWORDS).toContain(w);
  });

  it("is in the fuzzer's vocabulary: every keyword and every word its AST builders check", () => {
    const missing = [...KEYWORDS, ...TABLE_CHECKED_WORDS].filter((w) => !FUZZ_WORDS.includes(w));
    expect(missing).toEqual([]);
  });

  it("gives the fuzzer every checked word of the core rules too, each checked through the one typed word check", () => {
    // The fuzzer's list of checked words is derived (test/fuzz/mutate.ts), not written by hand: the
    // core's from CORE_CHECKED_WORDS, whose type AstBuilder.word takes; a check written beside it
    // (a literal compared and SW1011 reported) would slip past that list, so the code reports SW1011
    // in one place only (comments aside).
    const missing = [...CORE_CHECKED_WORDS, ...SLOT_CHECKED_WORDS, ...DECL_CHECKED_WORDS].filter((w) => !FUZZ_WORDS.includes(w));
    expect(missing).toEqual([]);
    const code = (p: string) => readFileSync(join(ROOT, p), "utf8").replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, "");
    const reports = (p: string) => code(p).split('"SW1011"').length - 1;
    expect(reports("src/lang/to-ast.ts")).toBe(1);
    const modules = ["steps", "decls", "slots", "builtins"].flatMap((d) => readdirSync(join(ROOT, "src/lang", d)).map((f) => `src/lang/${d}/${f}`));
    expect(modules.filter((p) => reports(p) > 0)).toEqual([]);
  });

  it("has a fuzzer seed using each of its kinds", () => {
    const seeds = { ...constructsCorpus(), ...fixtureCorpus(), ...shippedCorpus() };
    const used = new Set<string>();
    for (const [file, text] of Object.entries(seeds)) {
      const ir = compile(text, { file, readFile: (p) => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined) }).ir;
      if (ir) for (const s of [...ir.beforeTricks, ...ir.afterTricks, ...(ir.trickSteps ?? []).flatMap((b) => b.steps)]) used.add(s.kind);
    }
    expect(Object.keys(STEP_SYNTAX).filter((k) => !used.has(k))).toEqual([]);
  });
});

describe("what an expression may read of a step's seats is its entry's (StepSyntax.reads)", () => {
  const PRELUDE = 'game "T"\nplayers 3..4\nsuits red blue green\ndeck red blue green 0..9\nscore: count(won)\n';
  const where = (text: string): string[] => compile(text, { file: "g.stich", readFile: () => undefined }).diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);
  it("`declarer` needs an auction (SW3002), and a path ending at it names one seat for every seat", () => {
    expect(where(`${PRELUDE}let x = tricks of declarer\n`)).toEqual(["SW3002@6:9"]);
    expect(where(`${PRELUDE}let x = tricks of left of declarer\n`)).toEqual(["SW3002@6:9"]);
    const auction = `${PRELUDE}before tricks {\n  auction level: [2, 3], bid and hold\n}\n`;
    expect(where(`${auction}let x = tricks of declarer\n`)).toEqual([]);
    // Anchored: a card value (no seat) may read what every seat sees at the declarer, not at a neighbour.
    expect(where(`${auction}card high: tricks of declarer > 1\n`)).toEqual([]);
    expect(where(`${auction}card high: tricks of left of declarer > 1\n`)).toEqual([]);
    expect(where(`${auction}card high: tricks of declarer of left > 1\n`)).toEqual(["SW3013@9:12"]);
    expect(where(`${auction}card high: count(hand of declarer) > 1\n`)).toEqual(["SW3013@9:18"]);
  });
  it("check-expr.ts names no step's seat or mechanic (its messages aside)", () => {
    const code = readFileSync(join(ROOT, "src/lang/check-expr.ts"), "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""');
    expect(code).not.toMatch(/declarer|auction/i);
  });
});

describe("a step's expressions reach the model-wide checks through its entry (model.ts expressionsOf)", () => {
  it("warns of a divisor 0 in a step's count, and in a call's range", () => {
    const prelude = 'game "T"\nplayers 3..4\nsuits red blue green\ndeck red blue green 0..9\nscore: count(won)\npile side: owner\n';
    const codes = (text: string): string[] => compile(text, { file: "g.stich" }).diagnostics.map((d) => d.code);
    expect(codes(`${prelude}before tricks {\n  each player chooses 2 / 0 cards from hand into side\n}\n`)).toContain("SW3012");
    expect(codes(`${prelude}before tricks {\n  each player calls bid from 0..(3 mod 0)\n}\n`)).toContain("SW3012");
    expect(codes(`${prelude}before tricks {\n  each player chooses 2 cards from hand into side\n}\n`)).not.toContain("SW3012");
  });
});

describe("the hand counts of a `before tricks` block (each step's `hand` part)", () => {
  const game = (steps: string): string[] =>
    compile(`game "T"\nplayers 3..4\nsuits red blue green\ndeck red blue green 0..9\ndeal 6 each\npile extra: owner\nscore: count(won)\nbefore tricks {\n${steps}\n}\n`, { file: "g.stich", readFile: () => undefined })
      .diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`);
  it("counts what earlier steps took out of the hand; passing and exposing keep its size", () => {
    expect(game("  each player chooses 0 cards from hand into extra")).toEqual(["SW4012@9:23 the number of cards to choose must be at least 1, not 0"]);
    expect(game("  each player chooses 4 cards of different suits from hand into extra")).toEqual(["SW4007@9:23 cannot choose 4 cards of different suits: the deck for 3 players has only 3 suits"]);
    expect(game("  each player chooses 4 cards from hand into extra\n  each player chooses 3 cards from hand into extra")).toEqual(["SW4007@10:23 each player chooses 7 cards in all, but holds only 6 with 3 players"]);
    expect(game("  each player chooses 2 cards from hand into extra\n  each player passes 5 cards to the left")).toEqual(["SW4007@10:22 each player passes 5 cards, but holds only 4 then with 3 players"]);
    expect(game("  each player chooses 2 cards from hand into extra\n  each player exposes 5 cards")).toEqual(["SW4007@10:23 each player exposes 5 cards, but holds only 4 then with 3 players"]);
    expect(game("  each player passes 0 cards to the left\n  each player exposes 0 cards")).toEqual(["SW4012@9:22 the number of cards to pass must be at least 1, not 0", "SW4012@10:23 the number of cards to lay face up must be at least 1, not 0"]);
    expect(game("  each player chooses 6 cards from hand into extra\n  each player secretly sets aside 1 card for the last trick")).toEqual(["SW4007@10:35 each player sets aside a card, but holds no card then with 3 players"]);
    // Passing and exposing keep the hand's size: the last choice still finds 6 cards.
    expect(game("  each player passes 6 cards to the left\n  each player exposes 6 cards\n  each player chooses 6 cards from hand into extra")).toEqual([]);
  });
});

// The slot table (src/lang/slots/table.ts): a `tricks` slot's language side as one unit, on the
// declaration table's shape. The parser, to-ast.ts, the model, check.ts, lower.ts and the outline reach
// a slot only through the table, so a slot without an entry, or an entry without a part, does not
// compile (the expect-error lines below are checked by tsc); the IR's field order is the table's one
// order (the log's IR digest depends on it); the fuzzer's vocabulary and seeds cover every entry.
import { describe, expect, it } from "vitest";
import type { SlotSyntax } from "../../src/lang/slot-syntax.js";
import {
  ROUND_SLOT_KEYS, SLOT_CHECKED_WORDS, SLOT_KEYWORD_DOCS, SLOT_GRAMMARS, SLOT_START_WORDS, SLOT_SYNTAX, STAGED_SLOTS, type TableSlot,
} from "../../src/lang/slots/table.js";
import { pickSyntax, type PickSlot } from "../../src/lang/slots/winner.js";
import { analyzeRuleset, KEYWORD_DOCS } from "../../src/index.js";
import { TRICK_RULES } from "../../src/ir/rule-ref.js";
import { parseFile } from "../../src/lang/variants.js";
import { DiagnosticSink } from "../../src/lang/diagnostics.js";
import { FUZZ_WORDS } from "../fuzz/mutate.js";
import { constructsCorpus, fixtureCorpus, ruleCardCorpus, shippedCorpus } from "../fuzz/corpus.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

describe("a slot syntax without a part does not compile (checked by tsc)", () => {
  it("its lowering, its AST builder, its check, its label, its expressions, its rules, its checks per player count, its keywords' text; a table without a slot's entry", () => {
    const { lower: _lower, ...noLower } = pickSyntax;
    // @ts-expect-error no lowering: the slot would never reach the IR
    const withoutLower: SlotSyntax<PickSlot, "pick"> = noLower;
    const { toAst: _toAst, ...noAst } = pickSyntax;
    // @ts-expect-error no AST builder: the parsed slot would be dropped
    const withoutAst: SlotSyntax<PickSlot, "pick"> = noAst;
    const { check: _check, ...noCheck } = pickSyntax;
    // @ts-expect-error no check: its mistakes would reach the IR unreported
    const withoutCheck: SlotSyntax<PickSlot, "pick"> = noCheck;
    const { label: _label, ...noLabel } = pickSyntax;
    // @ts-expect-error no label for a variant's replacement, the diagnostics and the outline
    const withoutLabel: SlotSyntax<PickSlot, "pick"> = noLabel;
    const { expressions: _expressions, ...noExpressions } = pickSyntax;
    // @ts-expect-error no expressions: the model-wide checks would not see them
    const withoutExpressions: SlotSyntax<PickSlot, "pick"> = noExpressions;
    // @ts-expect-error an IR field it says it fills but does not
    const moreIr: SlotSyntax<PickSlot, "pick" | "ties"> = pickSyntax;
    const { continuing: _continuing, ...noContinuing } = pickSyntax;
    // @ts-expect-error no continuing words: completion would offer a new slot where the slot must go on ([] says none)
    const withoutContinuing: SlotSyntax<PickSlot, "pick"> = noContinuing;
    expect(typeof withoutContinuing).toBe("object");
    const { rules: _rules, ...noRules } = pickSyntax;
    // @ts-expect-error no rules: an engine error about the slot would not be shown at it ([] says none points there)
    const withoutRules: SlotSyntax<PickSlot, "pick"> = noRules;
    const { playerCounts: _playerCounts, ...noCounts } = pickSyntax;
    // @ts-expect-error no checks at each number of players: a constant that cannot work would go unreported (null says it holds none)
    const withoutCounts: SlotSyntax<PickSlot, "pick"> = noCounts;
    expect([withoutRules, withoutCounts].every((x) => typeof x === "object")).toBe(true);
    const { keywords: _keywords, ...noKeywords } = pickSyntax;
    // @ts-expect-error no keywords part: its words would have no hover text here ({} says it holds none)
    const withoutKeywords: SlotSyntax<PickSlot, "pick"> = noKeywords;
    // @ts-expect-error a keyword it claims without its hover text
    const withoutDoc: SlotSyntax<PickSlot, "pick", "pick" | "ties"> = pickSyntax;
    expect([withoutKeywords, withoutDoc].every((x) => typeof x === "object")).toBe(true);
    expect(Object.entries(SLOT_KEYWORD_DOCS).every(([w, text]) => KEYWORD_DOCS[w as keyof typeof KEYWORD_DOCS] === text)).toBe(true);
    expect(Object.keys(SLOT_KEYWORD_DOCS)).toEqual(expect.arrayContaining(["lead", "follow", "trump", "trumps", "pick", "direction", "face", "stop", "open", "most", "complete"]));
    const { pick: _pick, ...rest } = SLOT_SYNTAX;
    // @ts-expect-error the table without the pick entry, while TableSlot still holds its node
    const withoutEntry: { readonly [K in TableSlot["kind"]]: unknown } = rest;
    expect([withoutLower, withoutAst, withoutCheck, withoutLabel, withoutExpressions, moreIr, withoutEntry].every((x) => typeof x === "object")).toBe(true);
  });
});

/** A ruleset that writes every slot of the table (trumps in a file of its own: it stands for trump, follow and winner). */
const EVERY_SLOT = `${PRELUDE}pile side: owner
tricks {
  lead: seat 1, then highest unique rank
  open at most 2
  open: count(hand) > 0
  complete at 3 cards
  follow: true
  aside into side: rank = 0
  trump: suit = red
  winner: highest rank where suit = lead, then lowest rank
  ties: last
  pick: 1
  direction: counterclockwise
  face down: false
  trick goes to: left of winner
  stop when: count(hand) = 0
}
`;
const TRUMPS = `${PRELUDE}tricks {
  trumps: suits [red], ranks [9]
}
`;

describe("the slot table", () => {
  it("gives every entry a rule that starts a slot, with its start words, and names every rule once", () => {
    const rules = SLOT_GRAMMARS.map((g) => g.rule);
    expect(new Set(rules).size).toBe(rules.length);
    for (const entry of Object.values(SLOT_SYNTAX) as SlotSyntax<TableSlot>[]) {
      const starts = entry.grammar.filter((g) => g.start === "slot");
      expect(starts.length).toBe(1);
      for (const g of starts) for (const w of g.startWords ?? []) expect(SLOT_START_WORDS).toContain(w);
    }
  });

  it("builds every slot's node through its entry, and labels it for the outline and a variant's replacement", () => {
    const sink = new DiagnosticSink();
    const ast = parseFile("g.stich", EVERY_SLOT + TRUMPS.slice(PRELUDE.length), sink);
    expect(sink.all).toEqual([]);
    const kinds = ast.decls.flatMap((d) => (d.kind === "tricks" ? d.slots.map((s) => s.kind) : []));
    expect(new Set(kinds)).toEqual(new Set(Object.keys(SLOT_SYNTAX)));
    const outline = analyzeRuleset(EVERY_SLOT, "g.stich", () => undefined).outline.find((o) => o.label === "tricks");
    expect(outline?.children.map((c) => c.label)).toEqual([
      "lead", "open at most", "open", "complete at", "follow", "aside", "trump", "winner", "ties", "pick", "direction", "face down", "trick goes to", "stop when",
    ]);
    // A variant's slot replaces the base's slot of its kind (one item keyed by `tricks.KIND`).
    const r = compileIn('variant "V" extends "base.stich"\ntricks {\n  ties: last\n}', "v.stich", { "base.stich": `${PRELUDE}tricks {\n  ties: first\n  pick: 1\n}\n` });
    expect(r.diagnostics).toEqual([]);
    expect(r.ir?.tricks.ties).toBe("last");
  });

  it("lowers every slot into TricksIR's one field order, whichever order the slots are written in", () => {
    const ir = compileIn(EVERY_SLOT).ir;
    const order = ["firstLead", "nextLead", "maxOpen", "completeAt", "open", "follow", "aside", "trump", "winner", "ties", "pick", "direction", "faceDown", "stopWhen", "trickGoesTo"];
    expect(Object.keys(ir?.tricks ?? {})).toEqual(order);
    const lines = EVERY_SLOT.split("\n");
    const body = lines.slice(lines.indexOf("tricks {") + 1, lines.indexOf("}"));
    const reversed = [...lines.slice(0, lines.indexOf("tricks {") + 1), ...body.reverse(), ...lines.slice(lines.indexOf("}"))].join("\n");
    expect(JSON.stringify(compileIn(reversed).ir)).toBe(JSON.stringify(ir));
    // Nothing written: the defaults, and no optional field.
    expect(Object.keys(compileIn(PRELUDE).ir?.tricks ?? {})).toEqual(order.filter((k) => k !== "trickGoesTo"));
    // Combined trumps stand for the trump, follow and winner slots.
    const t = compileIn(TRUMPS).ir?.tricks;
    expect(JSON.stringify(t?.trump)).toContain('"k":"suit","v":0');
    expect(t?.winner.length).toBeGreaterThan(1);
  });

  it("checks through its entries (each slot's own diagnostics, at its place)", () => {
    expect(where(compileIn(`${PRELUDE}tricks {\n  open at most 0\n  pick: true\n  lead: seat 7\n}\n`))).toEqual(["SW4012@7:16", "SW3001@8:9", "SW4013@9:14"]);
    expect(where(compileIn(`${PRELUDE}tricks {\n  trumps: suits [red], ranks [9]\n  trump: true\n}\n`))).toEqual(["SW4007@8:3"]);
    expect(where(compileIn(`${PRELUDE}tricks {\n  trick went to: winner\n}\n`))).toEqual(["SW1011@7:9"]);
  });

  it("names where each of the engine's rules inside `tricks` is written: one slot each, `plays` and `loop` aside", () => {
    const named = (Object.values(SLOT_SYNTAX) as SlotSyntax<TableSlot>[]).flatMap((e) => e.rules);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(TRICK_RULES.filter((r) => r !== "plays" && r !== "loop").sort());
    const { sources } = compileIn(`${PRELUDE}tricks {\n  open at most 2\n  complete at 3 cards\n  face down: false\n}\n`);
    expect(sources?.tricks).toEqual({
      "face down": expect.objectContaining({ span: expect.objectContaining({ line: 9 }) }),
      "complete at": expect.objectContaining({ span: expect.objectContaining({ line: 8 }) }),
      "open at most": expect.objectContaining({ span: expect.objectContaining({ line: 7 }) }),
      loop: expect.objectContaining({ span: expect.objectContaining({ line: 8 }) }),
    });
  });

  it("checks a slot's constants at each number of players through its entry (`complete at`, `open at most`)", () => {
    const says = (tricks: string): string[] => compileIn(`${PRELUDE}tricks {\n${tricks}\n}\n`).diagnostics.map((d) => `${d.code}@${d.line}:${d.col} ${d.message}`);
    expect(says("  complete at players - 3 cards")).toEqual(["SW4012@7:15 the trick size must be at least 1, not 0"]);
    expect(says("  complete at players * 8 cards")).toEqual(["SW4015@7:15 the trick size must be at most 30, not 32: the deck for 4 players has only 30 cards"]);
    expect(says("  complete at (if players = 3 then 100 else 0) cards")).toEqual([
      "SW4012@7:16 the trick size must be at least 1, not 0",
      "SW4015@7:16 the trick size must be at most 30, not 100: the deck for 3 players has only 30 cards",
    ]);
    expect(says("  open at most 65")).toEqual(["SW4015@7:16 the number of open tricks must be at most 64, not 65"]);
    expect(says("  open at most 64\n  complete at players cards")).toEqual([]);
  });

  it("says which slots a rule card may change by restating them, and which it changes per round", () => {
    expect([...STAGED_SLOTS]).toEqual([["tricks.open", "open"], ["tricks.follow", "follow"], ["tricks.trump", "trump"], ["tricks.pick", "pick"], ["tricks.faceDown", "faceDown"], ["tricks.stopWhen", "stop"]]);
    expect([...ROUND_SLOT_KEYS]).toEqual(["tricks.lead", "tricks.direction", "tricks.trickGoesTo"]);
  });

  it("is in the fuzzer's vocabulary: every start word and every word its AST builders check", () => {
    for (const w of [...SLOT_START_WORDS, ...SLOT_CHECKED_WORDS]) expect(FUZZ_WORDS).toContain(w);
  });

  it("has a fuzzer seed using each of its slots", () => {
    // The rule cards' campaign seeds too (`trick goes to` is a card's only).
    const seeds = { ...constructsCorpus(), ...fixtureCorpus(), ...shippedCorpus(), ...ruleCardCorpus() };
    const used = new Set<string>();
    for (const [file, text] of Object.entries(seeds)) {
      const ast = parseFile(file, text, new DiagnosticSink());
      for (const d of ast.decls) if (d.kind === "tricks") for (const s of d.slots) used.add(s.kind);
    }
    expect(Object.keys(SLOT_SYNTAX).filter((k) => !used.has(k))).toEqual([]);
  });
});

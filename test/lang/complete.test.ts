// Completion: keywords where the grammar allows them, names in scope where a name fits (narrowed
// to piles or orders where only those make sense), ruleset files after `extends`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeRuleset, completeAt, type Completion } from "../../src/index.js";
import { ROOT } from "../support/rulesets.js";
import { SLOT_CONTINUING } from "../../src/lang/slots/table.js";
import { TABLE_CONTINUING } from "../../src/lang/steps/table.js";
import { DECL_CONTINUING, DECL_ORDERS_AFTER } from "../../src/lang/decls/table.js";

const FILE = "rulesets/sticheln/x.stich";
const read = (p: string) => {
  try {
    return readFileSync(join(ROOT, p), "utf8");
  } catch {
    return undefined;
  }
};
const CLASSIC = read("rulesets/sticheln/classic.stich")!;
const FILES = ["rulesets/sticheln/classic.stich", "rulesets/sticheln/mild.stich", "rulesets/stichling/stichling.stich"];

/** Completions at the `|` in `marked` (the text with the marker removed). */
function at(marked: string, file = FILE): Completion[] {
  const offset = marked.indexOf("|");
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  return completeAt(text, offset, { file, analysis: analyzeRuleset(text, file, read), files: FILES });
}
const labels = (cs: Completion[], kind?: Completion["kind"]) => cs.filter((c) => kind === undefined || c.kind === kind).map((c) => c.label);

describe("completeAt", () => {
  it("offers the suits, piles, lets and built-ins in scope inside an expression", () => {
    const cs = at(CLASSIC + "\nlet probe = count(won where suit = |");
    expect(labels(cs, "suit")).toEqual(["green", "brown", "red", "blue", "yellow", "violet"]);
    expect(labels(cs, "pile")).toEqual(["won", "misery"]);
    expect(labels(cs, "let")).toEqual(expect.arrayContaining(["pile", "bad"]));
    expect(labels(cs, "builtin")).toContain("lead");
    expect(labels(cs, "function")).toContain("count");
    expect(labels(cs, "keyword")).toEqual(expect.arrayContaining(["if", "let", "true"]));
    expect(labels(cs, "keyword")).not.toContain("score");
  });

  it("offers the names a variant inherits from its base", () => {
    const cs = at('variant "V" extends "classic.stich"\nscore: count(|');
    expect(labels(cs, "pile")).toContain("misery");
    expect(labels(cs, "let")).toContain("bad");
    expect(labels(cs, "suit")).toContain("violet");
  });

  it("offers only piles after 'into' and 'reveal', only orders after 'show'", () => {
    expect(labels(at(CLASSIC.replace("reveal misery", "reveal |")))).toEqual(["won", "misery"]);
    expect(labels(at(CLASSIC.replace("into misery", "into |")))).toEqual(["won", "misery"]);
    const stichling = read("rulesets/stichling/stichling.stich")!;
    expect(labels(at(stichling.replace("show bid[up]", "show |"), "rulesets/stichling/x.stich"))).toEqual(["bid"]);
  });

  it("offers only suits in a suit list", () => {
    expect(labels(at(CLASSIC.replace("  4: green brown", "  4: green |brown")))).toEqual(["green", "brown", "red", "blue", "yellow", "violet"]);
  });

  it("offers the declarations on a fresh top-level line, the slots in 'tricks', the steps in 'before tricks'", () => {
    expect(labels(at(CLASSIC + "\n|"))).toEqual(expect.arrayContaining(["game", "players", "tricks", "score", "winner", "let"]));
    expect(labels(at(CLASSIC + "\n|"), "suit")).toEqual([]);
    expect(labels(at(CLASSIC.replace("  ties: first\n", "  ties: first\n  |\n")))).toEqual(["lead", "open", "complete", "follow", "aside", "trump", "trumps", "winner", "ties", "pick", "direction", "face", "stop", "trick"]);
    expect(labels(at(CLASSIC.replace("  reveal misery\n", "  reveal misery\n  |\n")))).toEqual(["each", "reveal", "return", "winner", "holder", "turn", "complete", "auction", "dealer", "declarer", "dummy"]);
    // `trick value:` at top level: the word after `trick` is offered.
    expect(labels(at(CLASSIC + "\ntrick |"))).toEqual(["value"]);
  });

  it("offers the keywords the grammar allows next", () => {
    expect(labels(at(CLASSIC.replace("lead: left of dealer", "lead: |left of dealer")))).toEqual(["left", "right", "partner", "dealer", "declarer", "seat", "holder"]);
    expect(labels(at(CLASSIC.replace("ties: first", "ties: |")))).toEqual(["first", "last"]);
    expect(labels(at(CLASSIC.replace("each player secretly chooses", "each player secretly |")))).toEqual(["chooses", "orders", "passes", "exposes", "sets", "calls", "notes", "picks", "sits"]);
    expect(labels(at(CLASSIC + "\nafter |"))).toEqual(["tricks", "trick", "each"]);
    expect(labels(at(CLASSIC + "\nafter each trick {\n  |\n}"))).toEqual(["each", "reveal", "return", "winner", "holder", "turn", "complete", "auction", "dealer", "declarer", "dummy"]);
  });

  it("offers nothing where a new name is declared, in a comment or in a quoted name", () => {
    expect(at(CLASSIC + "\nlet |")).toEqual([]);
    expect(at(CLASSIC + "\n# a comment count(|")).toEqual([]);
    expect(at('game "Sti|'.replace("|", "|"))).toEqual([]);
  });

  it("offers the other ruleset files after 'extends', relative to this file", () => {
    const cs = at('variant "V" extends |');
    expect(labels(cs, "file")).toEqual(["classic.stich", "mild.stich", "../stichling/stichling.stich"]);
    expect(cs.find((c) => c.label === "classic.stich")?.insert).toBe('"classic.stich"');
    expect(at('variant "V" extends "|').find((c) => c.label === "classic.stich")?.insert).toBe("classic.stich");
  });

  it("still works after a mistake earlier in the file", () => {
    const cs = at(CLASSIC.replace("rounds 5", "rounds 5 +") + "\nlet probe = count(|");
    expect(labels(cs, "pile")).toContain("misery");
  });
});

describe("completion's words come from the tables (issue 23)", () => {
  it("after each slot's continuing word on a fresh line it offers no new slot; complete.ts lists none of the tables' words", () => {
    // A slot that must go on (`face` of `face down`): the next line is not a new slot's place.
    const slotStarts = labels(at(`${CLASSIC}\ntricks {\n  |`));
    expect(slotStarts).toContain("follow");
    for (const w of SLOT_CONTINUING) expect([w, labels(at(`${CLASSIC}\ntricks {\n  ${w}\n|`))]).not.toEqual([w, slotStarts]);
    // complete.ts keeps the core grammar's words only: a word a table's module alone consumes comes from its entry.
    const code = readFileSync(join(ROOT, "src/lang/complete.ts"), "utf8").replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
    const parser = readFileSync(join(ROOT, "grammar/parser.ts"), "utf8");
    const tableOnly = [...new Set([...SLOT_CONTINUING, ...TABLE_CONTINUING, ...DECL_CONTINUING, ...DECL_ORDERS_AFTER])].filter((w) => !new RegExp(`kw\\.${w}\\b`).test(parser));
    expect(tableOnly.length).toBeGreaterThan(10);
    expect(tableOnly.filter((w) => code.includes(`"${w}"`))).toEqual([]);
    // The words after a table declaration's keyword are its entry's (wordsAfter, newNameAfter), not complete.ts's.
    for (const w of ["trick", "value", "pile"]) expect([w, code.includes(`=== "${w}"`), code.includes(`label: "${w}"`)]).toEqual([w, false, false]);
    expect(at(CLASSIC + "\npile |")).toEqual([]);

  });
});

// What the editor asks besides diagnostics: declared names with their places (the variant chain
// resolved), go to definition, the outline, the word under the cursor.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeRuleset, definitionAt, wordAt } from "../../src/index.js";
import { ROOT } from "../support/rulesets.js";

const read = (p: string) => {
  try {
    return readFileSync(join(ROOT, p), "utf8");
  } catch {
    return undefined;
  }
};
const CLASSIC_PATH = "rulesets/sticheln/classic.stich";
const CLASSIC = read(CLASSIC_PATH)!;
const MILD_PATH = "rulesets/sticheln/mild.stich";
const MILD = read(MILD_PATH)!;

describe("analyzeRuleset", () => {
  it("lists the declared names with the file and line of their declaration", () => {
    const a = analyzeRuleset(CLASSIC, CLASSIC_PATH, read);
    const line = (needle: string) => CLASSIC.split("\n").findIndex((l) => l.includes(needle)) + 1;
    expect(a.symbols.find((s) => s.name === "misery")).toMatchObject({ kind: "pile", file: CLASSIC_PATH, span: { line: line("pile misery") } });
    expect(a.symbols.find((s) => s.name === "bad")).toMatchObject({ kind: "let", span: { line: line("let bad") }, detail: "let bad = suit of misery" });
    expect(a.symbols.filter((s) => s.kind === "suit").map((s) => s.name)).toEqual(["green", "brown", "red", "blue", "yellow", "violet"]);
  });

  it("resolves a variant's names into its base file, and its 'extends' to the base", () => {
    const a = analyzeRuleset(MILD, MILD_PATH, read);
    expect(a.symbols.find((s) => s.name === "misery")?.file).toBe(CLASSIC_PATH);
    expect(a.extendsTarget).toMatchObject({ value: "classic.stich", path: CLASSIC_PATH });
  });

  it("outlines the file's declarations, with the slots of 'tricks' and the steps of 'before tricks'", () => {
    const a = analyzeRuleset(CLASSIC, CLASSIC_PATH, read);
    const labels = a.outline.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(["game Sticheln Classic", "players", "deck by players", "pile misery", "before tricks", "tricks", "let pile", "let bad", "score", "winner"]));
    expect(a.outline.find((o) => o.label === "tricks")?.children.map((c) => c.label)).toEqual(["lead", "trump", "winner", "ties"]);
    expect(a.outline.find((o) => o.label === "before tricks")?.children.map((c) => c.label)).toEqual(["each player secretly chooses 1 card from hand into misery", "reveal misery"]);
  });

  it("never throws on broken text", () => {
    for (const text of ["", "tricks {", 'variant "x" extends "nowhere.stich"', "let = = =", "\u0000\uffff"]) {
      expect(() => analyzeRuleset(text, "a.stich", read)).not.toThrow();
    }
  });
});

describe("definitionAt", () => {
  const a = analyzeRuleset(MILD, MILD_PATH, read);
  const off = (needle: string, skip = 0) => MILD.indexOf(needle) + skip;

  it("goes from a use of a let or pile to its declaration, in the base file", () => {
    const bad = definitionAt(MILD, off("in bad") + 4, a);
    expect(bad?.file).toBe(CLASSIC_PATH);
    expect(CLASSIC.slice(bad!.span.offset, bad!.span.offset + 3)).toBe("bad");
    const pile = definitionAt(MILD, off("count(pile") + 7, a);
    expect(CLASSIC.slice(pile!.span.offset, pile!.span.offset + 4)).toBe("pile");
  });

  it("goes from the 'extends' string to the base file", () => {
    expect(definitionAt(MILD, off('"classic.stich"') + 3, a)).toMatchObject({ file: CLASSIC_PATH, span: { line: 1, col: 1 } });
  });

  it("gives nothing on a keyword or a built-in", () => {
    expect(definitionAt(MILD, off("score:") + 1, a)).toBeUndefined();
    expect(definitionAt(MILD, off("count(") + 1, a)).toBeUndefined();
  });
});

describe("wordAt", () => {
  it("finds the word at an offset, not inside comments or quoted names", () => {
    expect(wordAt("let bad = x", 5)).toMatchObject({ word: "bad", start: 4, end: 7 });
    expect(wordAt("let bad = x", 7)).toMatchObject({ word: "bad" });
    expect(wordAt("# let bad", 6)).toBeUndefined();
    expect(wordAt('game "bad name"', 7)).toBeUndefined();
    expect(wordAt("a + 12", 5)).toBeUndefined();
  });
});

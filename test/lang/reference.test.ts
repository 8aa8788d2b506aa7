// Hover text and docs/language.md come from one source (src/lang/reference.ts): every keyword and
// built-in has its text, and the doc's reference section is exactly what the source generates.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_DOCS, KEYWORD_DOCS, KEYWORDS, referenceMarkdown, withReference, wordDocs } from "../../src/index.js";
import { BUILTIN_NAMES } from "../../src/ir/types.js";
import { FUNCTIONS } from "../../src/lang/builtins/table.js";
import { ROOT } from "../support/rulesets.js";

describe("the language reference", () => {
  it("has a text for every keyword, built-in name and function", () => {
    for (const k of KEYWORDS) expect(KEYWORD_DOCS[k], k).toMatch(/\S{3}/);
    for (const b of [...Object.keys(BUILTIN_NAMES), ...Object.keys(FUNCTIONS), "won"]) expect(BUILTIN_DOCS[b], b).toMatch(/\S{3}/);
    expect(Object.keys(KEYWORD_DOCS).sort()).toEqual([...KEYWORDS].sort());
  });

  it("docs/language.md carries the generated reference unchanged (npm run docs:reference)", () => {
    const doc = readFileSync(join(ROOT, "docs", "language.md"), "utf8");
    expect(doc).toContain(referenceMarkdown());
    expect(withReference(doc)).toBe(doc);
  });

  it("a changed text no longer agrees with the doc", () => {
    const doc = readFileSync(join(ROOT, "docs", "language.md"), "utf8");
    expect(doc.replace(KEYWORD_DOCS.leftover.replace(/\|/g, "\\|"), "something else")).not.toContain(referenceMarkdown());
  });

  it("hover shows the keyword's text, and both texts for a word that is keyword and built-in", () => {
    expect(wordDocs("leftover")).toEqual([`**leftover** (keyword): ${KEYWORD_DOCS.leftover}`]);
    expect(wordDocs("count")).toEqual([`**count** (built-in): ${BUILTIN_DOCS["count"]}`]);
    expect(wordDocs("trump")).toHaveLength(2);
    expect(wordDocs("misery")).toEqual([]);
  });
});

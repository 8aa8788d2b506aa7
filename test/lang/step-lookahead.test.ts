// Where a steps block ends: a word that starts both a declaration and a step (`dealer`, `winner`)
// starts a step when the next word is one the step syntax table's grammar takes after it. The parser
// works those words out from the table (StichParser.stepsAfterDeclWord), so a step the table gains is
// reached without a hand-kept list in the parser.
import { describe, expect, it } from "vitest";
import { StichParser } from "../../grammar/parser.js";
import { kw } from "../../grammar/tokens.js";
import type { StepGrammar } from "../../grammar/step-grammar.js";
import { STEP_GRAMMARS } from "../../src/lang/steps/table.js";
import { DECL_GRAMMARS } from "../../src/lang/decls/table.js";
import { SLOT_GRAMMARS } from "../../src/lang/slots/table.js";
import { allTokens } from "../../src/lang/words.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

const afterWords = (p: StichParser): string[] => p.stepsAfterDeclWord().flatMap(([w, next]) => next.map((n) => `${w.name} ${n.name}`)).sort();

describe("a steps block's lookahead for words that also start a declaration", () => {
  it("is the table's: winner removes, dealer picks / calls / [secretly] notes", () => {
    const p = new StichParser(STEP_GRAMMARS, allTokens, undefined, DECL_GRAMMARS, SLOT_GRAMMARS);
    expect(afterWords(p)).toEqual(["KwDealer KwCalls", "KwDealer KwNotes", "KwDealer KwPicks", "KwDealer KwSecretly", "KwWinner KwRemoves"]);
  });

  it("takes a step the table gains without any edit to the parser", () => {
    const extra: StepGrammar = { rule: "dealerShownStep", start: "step", startWords: ["dealer"], define: (g) => { g.consume(0, kw.dealer); g.consume(0, kw.shown); } };
    const p = new StichParser([...STEP_GRAMMARS, extra], allTokens, undefined, DECL_GRAMMARS, SLOT_GRAMMARS);
    expect(afterWords(p)).toContain("KwDealer KwShown");
  });

  it("keeps `dealer: ...` after a steps block a declaration, and `dealer calls` inside it a step", () => {
    const text = `${PRELUDE}before tricks {\n  dealer calls bid from 0..3\n}\ndealer: clockwise\n`;
    expect(where(compileIn(text))).toEqual([]);
  });
});

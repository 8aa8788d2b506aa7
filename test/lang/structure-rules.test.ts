// The IR's structural rules are written once (src/ir/structure.ts) and enforced by both sides: the
// checker reports each at the rule's line (compile()), the engine refuses an IR that breaks it
// (Game.create: a RuleError "bad-ir"). One case per rule: every row of the table must have one.
import { describe, expect, it } from "vitest";
import { compile, Game, RuleError } from "../../src/index.js";
import { checkModel } from "../../src/lang/check.js";
import { DiagnosticSink } from "../../src/lang/diagnostics.js";
import { lower } from "../../src/lang/lower.js";
import { loadModel } from "../../src/lang/variants.js";
import { STRUCTURE_RULES, structureProblems, type StructureRuleName } from "../../src/ir/structure.js";
import type { RulesetIR } from "../../src/ir/types.js";

const BASE = `game "T"
players 3..4
suits red blue green
deck red blue green 0..9
pile extra: owner
score: count(won)
`;

interface Case {
  readonly text: string;
  /** "line:col" of each diagnostic the checker gives (one per place that breaks the rule). */
  readonly at: readonly string[];
}

const CASES: Record<StructureRuleName, Case> = {
  reserveBeforeTricks: { text: BASE + "after tricks {\n  each player sets aside 1 card for the last trick\n}\n", at: ["8:3"] },
  reserveOnce: {
    text: BASE + "before tricks {\n  each player sets aside 1 card for the last trick\n  each player sets aside 1 card for the last trick\n}\n",
    at: ["9:3"],
  },
  reserveNeedsCycles: { text: BASE + "before tricks {\n  each player sets aside 1 card for the last trick\n}\ntricks {\n  complete at 3 cards\n}\n", at: ["8:3"] },
  stepsAfterTrickNeedCycles: { text: BASE + "after each trick {\n  reveal extra\n}\ntricks {\n  complete at 3 cards\n}\n", at: ["7:1"] },
  alternatingNeedsCycles: { text: BASE + "tricks {\n  direction: alternating\n  complete at 3 cards\n}\n", at: ["8:3"] },
  teamsTwoOrMore: { text: BASE + "teams odds\n", at: ["7:1"] },
  teamsSeatAlike: { text: BASE + "teams odds evens\n", at: ["7:1"] },
  teamsByHolderTwo: { text: BASE + "teams a b c by holder of red3\n", at: ["7:1"] },
  teamsByHolderKeepHands: { text: BASE + "teams a b by holder of red3\nbefore tricks {\n  each player passes 1 card to the left\n}\n", at: ["9:3"] },
};

/** The IR the front-end lowers from `text`, without compile()'s refusal of a structural problem. */
function lowered(text: string): RulesetIR {
  const sink = new DiagnosticSink();
  const checked = checkModel(loadModel("game.stich", text, ".", undefined, sink), sink);
  expect(sink.all.filter((d) => d.severity === "error")).toEqual([]);
  return lower(checked);
}

describe("a structural rule of the IR, enforced alike by the checker and the engine", () => {
  it("has a case for every rule of the table", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(STRUCTURE_RULES).sort());
  });

  it.each(Object.entries(CASES) as [StructureRuleName, Case][])("%s", (name, { text, at }) => {
    const ir = lowered(text);
    const problems = structureProblems(ir);
    // This case breaks this rule and no other.
    expect(problems.map((p) => p.rule)).toEqual(at.map(() => name));

    // The checker: the rule's code and sentence, at the rule's line.
    const { ir: none, diagnostics } = compile(text, { file: "game.stich" });
    expect(none).toBeUndefined();
    expect(diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`)).toEqual(at.map((a) => `${STRUCTURE_RULES[name].code}@${a}`));
    diagnostics.forEach((d, i) => expect(d.message.startsWith(problems[i]!.detail)).toBe(true));

    // The engine: the same IR is refused, with the same sentence.
    let error: unknown;
    try {
      Game.create(ir, { players: 3, seed: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe("bad-ir");
    expect((error as RuleError).message).toContain(problems[0]!.detail);
  });

  it("the IR of a ruleset that keeps every rule breaks none", () => {
    expect(structureProblems(lowered(BASE + "before tricks {\n  each player sets aside 1 card for the last trick\n}\n"))).toEqual([]);
  });
});

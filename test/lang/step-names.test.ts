// The names a step declares come from its entry in the step syntax table (`names`): check-names.ts
// (clashes), check-public.ts (what other seats may not read) and the editor's symbols ask the table,
// never a step kind by name.
import { describe, expect, it } from "vitest";
import { DiagnosticSink } from "../../src/lang/diagnostics.js";
import { namesOf, STEP_SYNTAX, type TableStep } from "../../src/lang/steps/table.js";
import { parseFile } from "../../src/lang/variants.js";
import { analyzeRuleset } from "../../src/index.js";
import { compileIn, PRELUDE, where } from "./helpers.js";

function stepsOf(block: string): readonly TableStep[] {
  const sink = new DiagnosticSink();
  const ast = parseFile("g.stich", `${PRELUDE}${block}`, sink);
  expect(sink.all).toEqual([]);
  return ast.decls.flatMap((d) => (d.kind === "steps" ? d.steps : []));
}

describe("the names a step declares", () => {
  it("are its entry's: an order's, a call's and its special words, an auction's; other steps declare none", () => {
    const steps = stepsOf("before tricks {\n  each player secretly orders [1, 2] as plan\n  each player secretly calls bid from 0..3, nil\n}\n");
    expect(steps.map((s) => namesOf(s).map((n) => `${n.kind}:${n.ident.name}:${n.hiddenFromOthers !== undefined}`))).toEqual([
      ["order:plan:true"],
      ["call:bid:true", "specialCall:nil:false"],
    ]);
    const declaring = Object.entries(STEP_SYNTAX).filter(([, e]) => e.names !== undefined).map(([k]) => k).sort();
    expect(declaring).toEqual(["auction", "call", "note", "order"]);
    // A noted value is read like a call, under its own word in diagnostics, hidden when secret.
    const [note] = stepsOf("before tricks {\n  dealer secretly notes best = 3\n}\n");
    expect(namesOf(note!).map((n) => `${n.kind}:${n.ident.name}:${n.what}:${n.hiddenFromOthers !== undefined}`)).toEqual(["call:best:noted value:true"]);
  });

  it("clash as before, and are the editor's symbols", () => {
    expect(where(compileIn(`${PRELUDE}before tricks {\n  each player orders [1, 2] as red\n}\n`))).toEqual(["SW2006@7:32"]);
    expect(where(compileIn(`${PRELUDE}before tricks {\n  each player calls bid from 0..3, bid\n}\n`))).toEqual(["SW2006@7:36"]);
    const a = analyzeRuleset(`${PRELUDE}before tricks {\n  each player orders [1, 2] as plan\n}\n`, "g.stich", () => undefined);
    expect(a.symbols.filter((s) => s.kind === "order").map((s) => s.name)).toEqual(["plan"]);
  });
});

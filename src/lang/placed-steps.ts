// The IR's lists of steps with where each step is written: the ruleset's own steps, then those rule
// cards add (in the order the cards apply, each in its card's file). Lowering builds the IR's lists
// from these, and the source table (rule-sources.ts) its places, so the two cannot disagree on which
// step is at which position.
import type { Expr, Span, Step } from "./ast.js";
import type { Model } from "./model.js";

/** A step of an IR list: its file, and the rule card that adds it (its step runs while the card is in force). */
export interface PlacedStep {
  readonly step: Step;
  readonly file: string;
  readonly card?: number;
}

/** A block of steps during trick play (`after trick K { }`, `after each trick { }`). */
export interface PlacedBlock {
  readonly file: string;
  readonly span: Span;
  readonly trick: Expr | null;
  readonly steps: readonly PlacedStep[];
}

/** `before tricks` or `after tricks`: the ruleset's steps, then the rule cards'. */
export function placedSteps(model: Model, when: "before" | "after"): PlacedStep[] {
  const own = when === "before" ? model.before : model.after;
  const out: PlacedStep[] = (own?.item.steps ?? []).map((step) => ({ step, file: own!.file }));
  for (const st of model.stages.get(`${when} tricks`) ?? []) {
    if ("decl" in st.item && st.item.decl.kind === "steps") for (const step of st.item.decl.steps) out.push({ step, file: st.file, card: st.card });
  }
  return out;
}

/** The blocks of steps during trick play: the ruleset's own, then the rule cards' (ascending card number). */
export function placedBlocks(model: Model): PlacedBlock[] {
  const own = model.during.map(({ item, file }): PlacedBlock => ({ file, span: item.span, trick: item.trick, steps: item.steps.map((step) => ({ step, file })) }));
  const cards = [...model.stages.entries()]
    .filter(([key]) => key.startsWith("after trick ") || key === "after each trick")
    .flatMap(([, list]) => list)
    .sort((a, b) => a.card - b.card)
    .flatMap((st): PlacedBlock[] =>
      "decl" in st.item && st.item.decl.kind === "trickSteps"
        ? [{ file: st.file, span: st.item.decl.span, trick: st.item.decl.trick, steps: st.item.decl.steps.map((step) => ({ step, file: st.file, card: st.card })) }]
        : [],
    );
  return [...own, ...cards];
}

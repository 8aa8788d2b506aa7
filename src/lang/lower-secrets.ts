// `secret NAME: [none or] one of LIST, known to dealer` lowered: the IR's secrets, and every
// `reveal NAME` of a secret as the step that shows it (a `reveal` of a pile stays as it is).
import type { Expr as IrExpr, RulesetIR, SecretIR, StepIR } from "../ir/types.js";
import type { Expr } from "./ast.js";
import type { CheckedModel } from "./check.js";

export function lowerSecrets(c: CheckedModel, ex: (e: Expr) => IrExpr): SecretIR[] {
  return [...c.model.secrets.values()].flatMap(({ item }) => {
    const name = item.name?.name;
    const type = name ? c.secretTypes.get(name) : undefined;
    return name && (type === "suits" || type === "numbers") ? [{ name, values: ex(item.values), none: item.none, type, knownTo: "dealer" as const }] : [];
  });
}

/** The ruleset with each `reveal` of a secret's name turned into a `revealSecret` step. */
export function withSecretReveals(ir: RulesetIR): RulesetIR {
  const names = new Set((ir.secrets ?? []).map((s) => s.name));
  if (names.size === 0) return ir;
  const map = (steps: readonly StepIR[]): StepIR[] =>
    steps.map((s): StepIR => (s.kind === "reveal" && names.has(s.pile) ? { kind: "revealSecret", name: s.pile, ...(s.when ? { when: s.when } : {}) } : s));
  return {
    ...ir,
    beforeTricks: map(ir.beforeTricks),
    afterTricks: map(ir.afterTricks),
    ...(ir.trickSteps ? { trickSteps: ir.trickSteps.map((b) => ({ ...b, steps: map(b.steps) })) } : {}),
  };
}

// Where each rule of a compiled ruleset is written (RuleSources, src/ir/rule-ref.ts): made from the
// merged model beside lowering, so the engine's typed rule references (RuleError.ref, Refusal.ref)
// find their line without any label being parsed. A rule a variant inherits points into its base
// file; a step a rule card adds points into the card's file (placed-steps.ts gives both the same order).
import type { Span } from "./ast.js";
import type { Model, Sourced } from "./model.js";
import { placedBlocks, placedSteps } from "./placed-steps.js";
import { DECL_RULES, TRICK_RULES, type DeclRule, type RuleSource, type RuleSources, type TrickRule } from "../ir/rule-ref.js";
import { slotOfRule } from "./slots/table.js";
import { declNamedSources, declRuleSources, type TableDeclRule } from "./decls/table.js";

const at = (s: Sourced<{ readonly span: Span }> | undefined): RuleSource | undefined => (s ? { file: s.file, span: s.item.span } : undefined);

/** Drops the rules that are not written anywhere, so the tables hold places only. */
function defined<K extends string>(entries: Record<K, RuleSource | undefined>): Partial<Record<K, RuleSource>> {
  const out: Partial<Record<K, RuleSource>> = {};
  for (const [k, v] of Object.entries(entries) as [K, RuleSource | undefined][]) if (v) out[k] = v;
  return out;
}

export function ruleSources(model: Model): RuleSources {
  const s = model.slots;
  // Each rule at the slot whose entry names it (SlotSyntax.rules), in TRICK_RULES' order.
  const slotAt = (rule: TrickRule): RuleSource | undefined => {
    const kind = slotOfRule(rule);
    return kind ? at(s[kind]) : undefined;
  };
  const tricks = defined<TrickRule>({
    ...(Object.fromEntries(TRICK_RULES.map((rule) => [rule, slotAt(rule)])) as Record<TrickRule, RuleSource | undefined>),
    // No card can be played: the rules that decide which cards may go where.
    plays: at(s.follow) ?? at(s.open) ?? at(s.aside),
    // The trick loop itself ran too long: what ends it is the likeliest culprit.
    loop: at(s.stopWhen) ?? at(s.completeAt) ?? at(s.lead),
  });
  // The kernel's rules here, the declaration table's from its entries (DeclSyntax.ruleSources), in DECL_RULES' order.
  const own: Record<Exclude<DeclRule, TableDeclRule>, RuleSource | undefined> = {
    players: at(model.players),
    suits: at(model.suits),
    deck: at(model.deck),
    rounds: at(model.rounds),
    deal: at(model.deal),
    "deal layout": at(model.deal),
    score: at(model.score),
    winner: at(model.winner),
    dealer: at(model.dealer),
    ruleset: undefined,
    expression: undefined,
    explanation: undefined,
    sampler: undefined,
  };
  const table = declRuleSources(model);
  const decls = defined<DeclRule>(Object.fromEntries(DECL_RULES.map((rule) => [rule, Object.hasOwn(own, rule) ? own[rule as keyof typeof own] : table[rule as TableDeclRule]])) as Record<DeclRule, RuleSource | undefined>);
  const lets = new Map<string, RuleSource>();
  for (const [name, l] of model.lets) lets.set(name, at(l)!);
  // The score's rule-card stages are lets of the IR (score@0 the ruleset's, score@N card N's change).
  const scoreStages = model.stages.get("score") ?? [];
  if (scoreStages.length > 0 && model.score) lets.set("score@0", at(model.score)!);
  for (const st of scoreStages) lets.set(`score@${st.card}`, { file: st.file, span: st.item.span });
  const cards = new Map<string, RuleSource>();
  for (const [name, c] of model.cardAttrs) cards.set(name, at(c)!);
  const step = (p: { readonly step: { readonly span: Span }; readonly file: string }): RuleSource => ({ file: p.file, span: p.step.span });
  // The fields the declaration table's entries own (DeclSyntax.sourcesByName) are theirs, in their place
  // among the kernel's (an entry owning one of these would make it written twice: TS2783).
  return {
    decls,
    tricks,
    lets,
    cards,
    ...declNamedSources(model),
    before: placedSteps(model, "before").map(step),
    after: placedSteps(model, "after").map(step),
    blocks: placedBlocks(model).map((b) => ({
      block: { file: b.file, span: b.span },
      ...(b.trick ? { trick: { file: b.file, span: b.trick.span } } : {}),
      steps: b.steps.map(step),
    })),
  };
}

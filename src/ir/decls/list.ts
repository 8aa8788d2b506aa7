// The declarations' fields of the ruleset IR, one module each (src/ir/decls/<field>.ts, as the step
// kinds are src/ir/steps/<kind>.ts): RulesetSchema (src/ir/schema.ts) is its own fields with these
// placed after the field each names, so a declaration's IR field is declared in its module and one
// line here, and the generated JSON Schema keeps the key order it always had.
import type { Fields } from "../schema-kit.js";
import { endField } from "./end.js";
import { ruleCardsField } from "./rule-cards.js";
import { secretsField } from "./secrets.js";
import { showsField } from "./shows.js";
import { tasksField } from "./tasks.js";
import { teamsField } from "./teams.js";
import { trickValueField } from "./trick-value.js";

/** The declarations' IR fields. */
export const DECL_FIELDS = [secretsField, showsField, trickValueField, ruleCardsField, teamsField, endField, tasksField] as const;

/** The declarations' IR fields by name, with their schemas. */
export type DeclFields = { readonly [E in (typeof DECL_FIELDS)[number] as E["field"]]: E["schema"] };

/**
 * `core` with every declaration's field placed right after the field it names (once that one is
 * placed: `end` after `teams`, itself after `ruleCards`); a field placed after no field throws.
 */
export function withDeclFields<F extends Fields>(core: F, fields: readonly { readonly field: string; readonly after: string; readonly schema: Fields[string] }[] = DECL_FIELDS): F & DeclFields {
  const order: [string, Fields[string]][] = Object.entries(core);
  let pending = [...fields];
  while (pending.length > 0) {
    const ready = pending.filter((f) => order.some(([k]) => k === f.after));
    if (ready.length === 0) throw new Error(`IR fields placed after no field of the IR: ${pending.map((f) => `${f.field} after ${f.after}`).join(", ")}`);
    for (const f of ready) order.splice(order.findIndex(([k]) => k === f.after) + 1, 0, [f.field, f.schema]);
    pending = pending.filter((f) => !ready.includes(f));
  }
  return Object.fromEntries(order) as F & DeclFields;
}

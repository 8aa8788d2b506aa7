// A declaration's field of the ruleset IR, declared in its own module under src/ir/decls/ (as a step
// kind's schema is in src/ir/steps/): its name, the field it stands after in the IR (so the generated
// JSON Schema keeps its key order whichever fields are declared where) and its schema. list.ts joins
// them into RulesetSchema (src/ir/schema.ts).
import type { TSchema } from "../schema-kit.js";

export interface DeclField<N extends string = string, S extends TSchema = TSchema> {
  readonly field: N;
  /** The field of the IR it stands after (one of schema.ts's own, or another declaration's). */
  readonly after: string;
  readonly schema: S;
}

/** A declaration's IR field: `Opt(...)` for one that is absent when not declared. */
export const declField = <const N extends string, S extends TSchema>(field: N, after: string, schema: S): DeclField<N, S> => ({ field, after, schema });

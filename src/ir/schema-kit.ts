// A small set of JSON Schema builders on TypeBox's type machinery: each builder returns the plain
// JSON Schema node it stands for, typed so that `Static<typeof node>` is the TypeScript type of the
// values it accepts. The IR's types and its schema (and the log's and the reports') are written once
// with them; `npm run gen:schemas` writes the schemas/*.json files other tools read.
//
// Why not TypeBox's own Type.Object/Type.Array: these emit exactly the JSON the shipped schemas have
// always had (readonly arrays, `additionalProperties: false`, `oneOf`, `enum`, `#/$defs/...`
// references, an expression definition that dispatches on its tag) and type every field readonly.
import { Type, type Static, type TSchema } from "@sinclair/typebox";

export type { Static, TSchema } from "@sinclair/typebox";

/** Keywords every builder accepts besides its own (descriptions, bounds). */
export interface Keywords {
  readonly description?: string;
  readonly $comment?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly uniqueItems?: boolean;
  readonly format?: string;
  /** The message shown when this node fails (src/sim/schema-errors.ts; an annotation to ajv). */
  readonly "x-error"?: string;
}

/** A node typed `T` whose schema is given as plain JSON (the leaves: strings, numbers, enums). */
function leaf<T>(json: object): TSchemaOf<T> {
  return Type.Unsafe<T>(json as never) as TSchemaOf<T>;
}
export interface TSchemaOf<T> extends TSchema {
  static: T;
}

export const Str = (k: Keywords = {}): TSchemaOf<string> => leaf({ type: "string", ...k });
export const Int = (k: Keywords = {}): TSchemaOf<number> => leaf({ type: "integer", ...k });
export const Num = (k: Keywords = {}): TSchemaOf<number> => leaf({ type: "number", ...k });
export const Bool = (k: Keywords = {}): TSchemaOf<boolean> => leaf({ type: "boolean", ...k });
export const Null = (): TSchemaOf<null> => leaf({ type: "null" });
/** Exactly this value. */
export const Const = <const V extends string | number | boolean>(value: V, k: Keywords = {}): TSchemaOf<V> => leaf({ const: value, ...k });
/** One of these strings. */
export const Enum = <const V extends readonly string[]>(values: V, k: Keywords = {}): TSchemaOf<V[number]> => leaf({ enum: values, ...k });
/** A number or null, written `"type": ["number", "null"]` (its bounds apply to the number). */
export const NullableType = <N extends "number" | "integer" | "string" | "boolean">(
  type: N,
  k: Keywords = {},
): TSchemaOf<(N extends "string" ? string : N extends "boolean" ? boolean : number) | null> => leaf({ type: [type, "null"], ...k });

// ---- arrays ----------------------------------------------------------------------------------------

export interface TList<T extends TSchema> extends TSchema {
  static: readonly Static<T, this["params"]>[];
}
export const List = <T extends TSchema>(items: T, k: Keywords = {}): TList<T> => ({ type: "array", ...k, items }) as unknown as TList<T>;

/** A list or null, written `"type": ["array", "null"]`. */
export interface TNullableList<T extends TSchema> extends TSchema {
  static: readonly Static<T, this["params"]>[] | null;
}
export const NullableList = <T extends TSchema>(items: T, k: Keywords = {}): TNullableList<T> =>
  ({ type: ["array", "null"], ...k, items }) as unknown as TNullableList<T>;

// ---- objects ---------------------------------------------------------------------------------------

/** Marks an object's field as optional (left out of `required`). */
declare const OPTIONAL_FIELD: unique symbol;
export interface TOpt<T extends TSchema> extends TSchema {
  static: Static<T, this["params"]>;
  /** The brand `OptKeys` looks for (a check that never needs the field's own type: types may be recursive). */
  readonly [OPTIONAL_FIELD]: T;
}
const OPTIONAL = Symbol("optional");
export const Opt = <T extends TSchema>(schema: T): TOpt<T> => ({ [OPTIONAL]: schema }) as unknown as TOpt<T>;
const optionalOf = (s: TSchema): TSchema | undefined => (s as { [OPTIONAL]?: TSchema })[OPTIONAL];

export type Fields = Record<string, TSchema>;
type OptKeys<F extends Fields> = { [K in keyof F]: F[K] extends { readonly [OPTIONAL_FIELD]: TSchema } ? K : never }[keyof F];
type Flat<T> = { [K in keyof T]: T[K] } & {};
type Inner<S> = S extends { readonly [OPTIONAL_FIELD]: infer I extends TSchema } ? I : never;

export interface TObj<F extends Fields> extends TSchema {
  static: Flat<
    { readonly [K in Exclude<keyof F, OptKeys<F>>]: Static<F[K], this["params"]> } & {
      readonly [K in OptKeys<F>]?: Static<Inner<F[K]>, this["params"]>;
    }
  >;
}

/** An object with exactly these fields (`additionalProperties: false`); `Opt(...)` fields may be absent. */
export function Obj<F extends Fields>(fields: F, k: Keywords = {}): TObj<F> {
  const properties: Record<string, TSchema> = {};
  const required: string[] = [];
  for (const [name, s] of Object.entries(fields)) {
    const inner = optionalOf(s);
    properties[name] = inner ?? s;
    if (inner === undefined) required.push(name);
  }
  return { ...k, type: "object", additionalProperties: false, ...(required.length > 0 ? { required } : {}), properties } as unknown as TObj<F>;
}

/** An object of any field names, each holding a value of `values` (`additionalProperties: values`). */
export interface TDict<V extends TSchema> extends TSchema {
  static: Readonly<Record<string, Static<V, this["params"]>>>;
}
export const Dict = <V extends TSchema>(values: V, k: Keywords = {}): TDict<V> => ({ ...k, type: "object", additionalProperties: values }) as unknown as TDict<V>;

// ---- unions ----------------------------------------------------------------------------------------

type StaticOfEach<T extends readonly TSchema[], P extends unknown[]> = { [I in keyof T]: Static<T[I], P> }[number];

export interface TOneOf<T extends readonly TSchema[]> extends TSchema {
  static: StaticOfEach<T, this["params"]>;
}
/** Exactly one of these (the branches are told apart by a `kind` constant). */
export const OneOf = <const T extends readonly TSchema[]>(branches: T, k: Keywords = {}): TOneOf<T> => ({ ...k, oneOf: branches }) as unknown as TOneOf<T>;
/** At least one of these (for `null` or a value). */
export const AnyOf = <const T extends readonly TSchema[]>(branches: T, k: Keywords = {}): TOneOf<T> => ({ ...k, anyOf: branches }) as unknown as TOneOf<T>;
/** `null` or a value. */
export const Nullable = <T extends TSchema>(schema: T): TOneOf<[TSchemaOf<null>, T]> => AnyOf([Null(), schema]);

/** A reference (or any node) with keywords of its own beside it, e.g. a description of this use. */
export const Described = <T extends TSchema>(schema: T, k: Keywords): T => ({ ...schema, ...k }) as T;

/**
 * An object that is one of several, told apart by which one of their fields it has (`{ seat, play }`,
 * `{ seat, choose }`): `anyOf` the fields, then an `if`/`then`/`else` chain checks it against the
 * branch of the first field present (so a value is checked against one branch only).
 */
export function ByField<const B extends Record<string, TSchema>>(branches: B, k: Keywords = {}): TOneOf<B[keyof B][]> {
  const fields = Object.keys(branches);
  const chain = (i: number): object => {
    const field = fields[i]!;
    const node = { if: { required: [field] }, then: branches[field] };
    return i + 1 < fields.length ? { ...node, else: chain(i + 1) } : node;
  };
  const { "x-error": xError, ...rest } = k;
  return {
    ...rest,
    type: "object",
    anyOf: fields.map((f) => ({ required: [f] })),
    ...chain(0),
    ...(xError !== undefined ? { "x-error": xError } : {}),
  } as unknown as TOneOf<B[keyof B][]>;
}

// ---- documents: named definitions and references -------------------------------------------------

export interface TRef<T extends TSchema> extends TSchema {
  static: Static<T, this["params"]>;
}

/**
 * One schema document under construction: its `$defs` are filled by `def` and `dispatch`, each
 * returning a `#/$defs/NAME` reference typed as the definition (`ref` names one ahead of it).
 */
export class SchemaDocument {
  readonly #defs: Record<string, object> = {};

  /** A named definition (`$defs/NAME`), used by reference. */
  def<T extends TSchema>(name: string, schema: T): TRef<T> {
    this.#add(name, schema);
    return ref(name) as unknown as TRef<T>;
  }

  /**
   * A reference to the definition `name`, typed by a named type (a recursive type refers to itself
   * through it, by name: declarations stay small). `json()` checks that `name` gets defined.
   */
  ref<T>(name: string): TSchemaOf<T> {
    return ref(name) as unknown as TSchemaOf<T>;
  }

  /**
   * An object told apart by the tag field `tag`: each branch is its own definition (`$defs/NAME`),
   * and the union's node checks a value against the one branch its tag names (`if`/`then`), never
   * against every branch (a `oneOf` validates the children of every branch that shares their field
   * name: exponential in the nesting).
   */
  dispatch<const B extends Record<string, TObj<Fields>>>(tag: string, branches: B, k: Keywords = {}): TOneOf<B[keyof B][]> {
    const tags: string[] = [];
    const allOf = Object.entries(branches).map(([name, branch]) => {
      this.#add(name, branch);
      const values = tagValues(branch, tag);
      tags.push(...values);
      const cond = values.length === 1 ? { const: values[0] } : { enum: values };
      return { if: { required: [tag], properties: { [tag]: cond } }, then: ref(name) };
    });
    return { ...k, type: "object", required: [tag], properties: { [tag]: { enum: tags } }, allOf } as unknown as TOneOf<B[keyof B][]>;
  }

  #add(name: string, schema: TSchema): void {
    if (name in this.#defs) throw new Error(`schema definition "${name}" is defined twice`);
    this.#defs[name] = schema;
  }

  /** The whole document as plain JSON: `root`'s keywords, then `$defs` (when there are any). */
  json(head: { readonly $id: string; readonly title: string; readonly description?: string }, root: TSchema): object {
    const defs = Object.keys(this.#defs).length > 0 ? { $defs: this.#defs } : {};
    const json = plain({ $schema: "https://json-schema.org/draft/2020-12/schema", ...head, ...root, ...defs });
    const missing = [...JSON.stringify(json).matchAll(/"\$ref":"#\/\$defs\/(\w+)"/g)].map((m) => m[1]!).filter((d) => !(d in this.#defs));
    if (missing.length > 0) throw new Error(`schema ${head.$id} refers to undefined definitions: ${[...new Set(missing)].join(", ")}`);
    return json;
  }
}

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });

/** The constant values a branch's tag field takes (`const` or `enum`). */
function tagValues(branch: TSchema, tag: string): string[] {
  const node = (branch as unknown as { properties: Record<string, { const?: string; enum?: string[] }> }).properties[tag];
  const values = node?.const !== undefined ? [node.const] : (node?.enum ?? []);
  if (values.length === 0) throw new Error(`a branch has no constant "${tag}" field`);
  return values;
}

/** Plain JSON (no symbol keys, no functions), keys in the order they were written. */
function plain(value: object): object {
  return JSON.parse(JSON.stringify(value)) as object;
}

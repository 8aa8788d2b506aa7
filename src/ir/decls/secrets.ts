// The IR's `secrets` (`secret NAME: ...`, src/lang/decls/secret.ts): its schema and its place.
import { Bool, Const, Enum, List, Obj, Opt } from "../schema-kit.js";
import { expr, name } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * A value drawn at random each round (before every step) from `values` (global context, a list of
 * suits or numbers), or none of them when `none`: each item, and none, equally likely. Known to the
 * dealer alone until a `revealSecret` step shows it. As a value (`ref name`), the list of the drawn item,
 * empty for none.
 */
export const SecretSchema = Obj({ name, values: expr, none: Bool(), type: Enum(["suits", "numbers"]), knownTo: Const("dealer") });

/** Secret values drawn each round (absent: none). */
export const secretsField = declField("secrets", "deal", Opt(List(SecretSchema)));

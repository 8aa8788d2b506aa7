// `secret NAME: [none or] one of LIST, known to dealer`: a value drawn at random each round from LIST
// (or none of them), known to the dealer alone until `reveal NAME` (the step table's reveal.ts lowers
// that to `revealSecret`). One per name. The language side in one unit: grammar, AST node, the name it
// declares and the value that name reads (its type checked before the lets, hidden from the other
// seats), lowering (the IR's `secrets`, present only when there are any), rule references' places, hover.
import { Colon, Comma, Identifier, keywordTokens, kw as core, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { child, token } from "../cst-util.js";
import { describeType, place } from "../types.js";

/** `secret NAME: [none or] one of LIST, known to dealer`: drawn each round, known to the dealer until revealed. */
export interface SecretDecl extends Node {
  readonly kind: "secret";
  readonly name: Ident | undefined;
  readonly none: boolean;
  readonly values: Expr;
}

const keywords = {
  secret: "`secret NAME: [none or] one of LIST, known to dealer`: a value drawn at random each round from LIST (or none of them), known to the dealer alone until `reveal NAME`; as a value NAME is a list with the drawn item, empty for none.",
};
const kw = keywordTokens(keywords);

export const secretSyntax: DeclSyntax<SecretDecl, "secret", never, "secrets", "secrets"> = {
  grammar: [
    {
      rule: "secretDecl",
      start: "declaration",
      startWords: ["secret"],
      // The words `none`, `one` and `known` are taken as names and checked by toAst.
      define: (g) => {
        g.consume(0, kw.secret);
        g.consume(0, NameToken, { LABEL: "name" });
        g.consume(0, Colon);
        g.option(0, () => {
          g.consume(0, Identifier, { LABEL: "noneWord" });
          g.consume(0, core.or);
        });
        g.consume(1, Identifier, { LABEL: "oneWord" });
        g.consume(0, core.of);
        g.subrule(0, "expression", { LABEL: "values" });
        g.consume(0, Comma);
        g.consume(2, Identifier, { LABEL: "knownWord" });
        g.consume(0, core.to);
        g.consume(0, core.dealer);
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    t.word(token(node, "noneWord"), "none", ":");
    t.word(token(node, "oneWord"), "one", "none or");
    t.word(token(node, "knownWord"), "known", ",");
    return { kind: "secret", span, name: t.ident(token(node, "name")), none: token(node, "noneWord") !== undefined, values: t.expression(child(node, "values"), span) };
  },
  named: true,
  label: (d) => `secret '${d.name?.name ?? ""}'`,
  outline: (d) => `secret ${d.name?.name ?? "?"}`,
  outlineKind: "declaration",
  declares: { what: "secret", hidden: (name) => `the secret '${name}' (only the dealer knows it until it is revealed)` },
  // A secret's values are worked out each round (global context), a list of suits or of numbers; its
  // name reads the drawn one as a list (empty for none), so it is that list's type.
  value: (d, { expr, reporter }) => {
    const name = d.name?.name ?? "";
    const t = expr.check(d.values, place(`the values of secret '${name}'`));
    if (t !== null && t !== "suits" && t !== "numbers") reporter.report("SW3001", d.values.span, { what: `the values of secret '${name}'`, expected: "a list of suits or of numbers", actual: describeType(t) });
    return t === "suits" || t === "numbers" ? t : null;
  },
  // Checked with its value (`value`, before the lets).
  check: () => {},
  // Only when there are any (the IR of a ruleset without them stays as it was): no field the type requires.
  lower: (secrets, { ex, valueTypes }) => {
    const out = secrets.flatMap((d) => {
      const name = d.name?.name;
      const type = name ? valueTypes.get(name) : undefined;
      return name && (type === "suits" || type === "numbers") ? [{ name, values: ex(d.values), none: d.none, type, knownTo: "dealer" as const }] : [];
    });
    return out.length > 0 ? { secrets: out } : {};
  },
  lowerUndeclared: null,
  fieldsAfter: { secrets: "ruleCards" },
  expressions: (d) => [d.values],
  ruleSources: ["secrets"],
  sourcesByName: { field: "secrets", holds: "byName" },
  reads: () => ({}),
  keywords,
  continuing: [],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: ["none", "one", "known"],
};

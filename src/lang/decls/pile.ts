// `pile NAME: owner` / `pile NAME: public`: a per-seat card pile and who sees it (`won` always exists;
// declaring it sets its visibility). One per name. The language side in one unit: grammar, AST node,
// lowering (the IR's `piles`, `won` first, in every IR), outline and hover. Its name is a seat value
// every expression may read (check-names.ts declares it among DeclaredNames.piles).
import { Colon, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Ident, Node } from "../ast.js";
import type { DeclSyntax } from "../decl-syntax.js";
import { token } from "../cst-util.js";

/** `pile NAME: owner|public`. */
export interface PileDecl extends Node {
  readonly kind: "pile";
  readonly name: Ident | undefined;
  readonly visibility: "owner" | "public" | undefined;
}

const keywords = {
  pile: "`pile NAME: owner` / `pile NAME: public`: a per-seat card pile and who sees it. `won` always exists.",
  owner: "`pile NAME: owner`: only the seat that holds the pile sees it (until a `reveal` step).",
  public: "`pile NAME: public`: every seat sees the pile.",
};
const kw = keywordTokens(keywords);

export const pileSyntax: DeclSyntax<PileDecl, "pile" | "owner" | "public", "piles", never> = {
  grammar: [
    {
      rule: "pileDecl",
      start: "declaration",
      startWords: ["pile"],
      define: (g) => {
        g.consume(0, kw.pile);
        g.consume(0, NameToken, { LABEL: "name" });
        g.consume(0, Colon);
        g.or(0, [{ ALT: () => g.consume(0, kw.owner) }, { ALT: () => g.consume(0, kw.public) }]);
      },
    },
  ],
  toAst: ({ node, span }, t) => ({
    kind: "pile",
    span,
    name: t.ident(token(node, "name")),
    visibility: token(node, "KwOwner") ? "owner" : token(node, "KwPublic") ? "public" : undefined,
  }),
  named: true,
  label: (d) => `pile '${d.name?.name ?? ""}'`,
  outline: (d) => `pile ${d.name?.name ?? "?"}`,
  outlineKind: "pile",
  // Its name is a seat value: check-names.ts declares it with the other per-seat names (DeclaredNames.piles).
  declares: null,
  value: () => null,
  // Its name's clashes are check-names.ts's; it holds nothing else to check.
  check: () => {},
  // `won` first (a declared `won` sets its visibility), then the others in declaration order; in every IR.
  lower: (piles) => ({
    piles: [
      { name: "won", visibility: piles.find((p) => p.name?.name === "won")?.visibility ?? "owner" },
      ...piles.map((p) => ({ name: p.name?.name ?? "", visibility: p.visibility ?? "owner" })).filter((p) => p.name !== "won"),
    ],
  }),
  lowerUndeclared: null,
  fieldsAfter: { piles: "deal" },
  expressions: () => [],
  ruleSources: [],
  sourcesByName: null,
  reads: () => ({}),
  keywords,
  continuing: [],
  ordersAfter: [],
  wordsAfter: {},
  // `pile NAME`: a new name follows.
  newNameAfter: ["pile"],
  checkedWords: [],
};

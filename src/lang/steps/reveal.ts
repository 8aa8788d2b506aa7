// `reveal NAME` (the engine's steps/reveal.ts and steps/secrets.ts): every seat's pile NAME becomes
// visible to everyone, or a secret value is shown to everyone.
import { keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Ident, Node } from "../ast.js";
import { token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { closest, didYouMean } from "../suggest.js";

export type RevealStep = Node & { readonly kind: "reveal"; readonly pile: Ident | undefined };

// Its keywords (the hover texts declare them: the lexer takes the words from the step table).
const keywords = { reveal: "`reveal PILE`: every seat's PILE becomes visible to everyone for the rest of the round." };
const kw = keywordTokens(keywords);

export const revealSyntax: StepSyntax<RevealStep, keyof typeof keywords, "reveal" | "revealSecret"> = {
  grammar: [
    {
      rule: "revealStep",
      start: "step",
      startWords: ["reveal"],
      define: (g) => {
        g.consume(0, kw.reveal);
        g.consume(0, NameToken, { LABEL: "pile" });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "reveal", span, pile: t.ident(token(node, "pile")) }),
  // `reveal NAME` shows a pile, or a secret value to everyone: a name that is neither is told as such.
  check: (step, { reporter: r, names }) => {
    const id = step.pile;
    if (!id || names.values.get(id.name)?.kind === "secret" || names.piles.has(id.name)) return;
    const s = closest(id.name, [...names.piles, ...[...names.values].flatMap(([n, v]) => (v.kind === "secret" ? [n] : []))]);
    r.report("SW2009", id.span, { name: id.name, hint: didYouMean(s) }, s);
  },
  // A secret's name (one of the named values, checked: no other reaches here) shows it: `revealSecret`.
  lower: (s, { types }) => (s.pile && types?.has(s.pile.name) ? { kind: "revealSecret", name: s.pile.name } : { kind: "reveal", pile: s.pile?.name ?? "" }),
  sheet: {
    reveal: (s) => `Every ${s.pile} pile is turned face up for the rest of the round.`,
    revealSecret: (s) => `The dealer shows the secret ${s.name} to everyone.`,
  },
  leftover: { reveal: () => false, revealSecret: () => false },
  keywords,
  continuing: ["reveal"],
  expressions: () => [],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: ["reveal"],
  // Takes no cards from the hands before trick play.
  hand: null,
};

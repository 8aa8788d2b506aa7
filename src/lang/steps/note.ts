// Values noted at a step (the engine's steps/note.ts): `each player [secretly] notes NAME = EXPR` and
// the one-seat form `dealer|declarer [secretly] notes NAME = EXPR`. Nobody decides: EXPR (seat context)
// is computed when the step runs and kept for the round, read like a call (`NAME`, `NAME of declarer`).
// The words follow `calls` (a seat as the subject, then a verb, then the name) and `let` (`NAME = EXPR`:
// the value is worked out, not chosen). NAME is declared with the calls' names (check-names.ts).
import { Equals, keywordTokens, NameToken } from "../../../grammar/tokens.js";
import type { Expr, Ident, Node } from "../ast.js";
import { child, token } from "../cst-util.js";
import type { StepSyntax } from "../step-syntax.js";
import { place } from "../types.js";

export type NoteStep = Node & {
  readonly kind: "note";
  readonly by?: "dealer" | "declarer";
  readonly secret: boolean;
  readonly name: Ident | undefined;
  readonly value: Expr;
};

const keywords = {
  notes:
    "`each player [secretly] notes NAME = EXPR`, `dealer|declarer [secretly] notes NAME = EXPR`: a value worked out when the step runs (EXPR from the seat's point of view) and kept for the round; nobody decides. NAME then reads like a call (`NAME of declarer`; 0 before it is noted). A secret note is seen by its seat only until the round is scored; an open one by everyone.",
};
// Its own words' tokens (a word no other module uses is no core keyword: grammar/tokens.ts).
const kw = keywordTokens(keywords);

export const noteSyntax: StepSyntax<NoteStep, "notes", "note"> = {
  grammar: [
    {
      // `notes NAME = EXPR`: after `each player [secretly]`, or one seat's.
      rule: "noteTail",
      start: "eachPlayer",
      define: (g) => {
        g.consume(0, kw.notes);
        g.consume(0, NameToken, { LABEL: "name" });
        g.consume(0, Equals);
        g.subrule(0, "expression", { LABEL: "value" });
      },
    },
    {
      // `dealer [secretly] notes NAME = EXPR` / `declarer [secretly] notes ...`: one seat's value.
      rule: "seatNoteStep",
      start: "step",
      startWords: ["dealer", "declarer"],
      define: (g) => {
        g.or(0, [{ ALT: () => g.consume(0, kw.dealer, { LABEL: "by" }) }, { ALT: () => g.consume(0, kw.declarer, { LABEL: "by" }) }]);
        g.option(0, () => g.consume(0, kw.secretly, { LABEL: "secret" }));
        g.subrule(0, "noteTail");
      },
    },
  ],
  toAst: ({ rule, node, span, secret }, t) => {
    const seatForm = rule === "seatNoteStep";
    const note = seatForm ? child(node, "noteTail") : node;
    return {
      kind: "note",
      span,
      ...(seatForm ? { by: token(node, "by")?.image === "dealer" ? ("dealer" as const) : ("declarer" as const) } : {}),
      secret: seatForm ? token(node, "secret") !== undefined : secret,
      name: t.ident(token(note, "name")),
      value: t.expression(child(note, "value"), span),
    };
  },
  check: (step, { reporter: r, expr: c, names }) => {
    if (step.by === "declarer" && names.auctions.size === 0) r.report("SW4007", step.span, { detail: "'declarer notes' needs an 'auction NAME: ...' step before it: the declarer is the seat that won it" });
    c.expect(step.value, place("the value noted", "seat"), "number", "the value noted");
  },
  lower: (s, { ex }) => ({
    kind: "note",
    name: s.name?.name ?? "",
    value: ex(s.value),
    secret: s.secret,
    ...(s.by ? { by: s.by } : {}),
  }),
  sheet: {
    note: (s, w) => {
      const who = s.by === "dealer" ? "The dealer" : s.by === "declarer" ? "The auction's winner" : "Each player";
      const how = s.secret ? "secretly notes (shown to all when the round is scored)" : "openly notes";
      return `${who} ${how} their ${s.name}: ${w.n(s.value)}. Nobody chooses it.`;
    },
  },
  leftover: { note: () => false },
  keywords,
  continuing: [],
  expressions: (s) => [s.value],
  reads: () => ({}),
  checkedWords: [],
  pilesAfter: [],
  // Takes no cards from the hands before trick play.
  hand: null,
  // Its name shares the calls' namespace (read like a call); a secret note is hidden from the other seats until the round is scored.
  names: (s) =>
    s.name
      ? [{ kind: "call" as const, ident: s.name, what: "noted value", ...(s.secret ? { hiddenFromOthers: `another seat's noted value '${s.name.name}' (noted secretly: hidden until the round is scored)` } : {}) }]
      : [],
};

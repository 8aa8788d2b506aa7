// `teams NAME NAME ...`: fixed partnerships, seat s in team s mod the number of teams; with `by holder
// of CARD`, hidden partnerships: the seats dealt CARD against the others, decided by every deal. The
// language side in one unit: grammar, AST node, checks, lowering, hover. How many teams there may be
// and how they seat the players are structural rules of the IR (src/ir/structure.ts), reported at this
// declaration by compile(); which rules may read a hidden team is check-expr.ts's (check-hidden-teams.ts).
import { Identifier, keywordTokens } from "../../../grammar/tokens.js";
import type { TeamsIR } from "../../ir/types.js";
import type { Ident, Node } from "../ast.js";
import { cardByName } from "../check-hidden-teams.js";
import { token, tokens } from "../cst-util.js";
import type { DeclSyntax } from "../decl-syntax.js";

/**
 * `teams NAME NAME ...`: fixed partnerships (seat s plays in team s mod the number of teams). With
 * `by holder of CARD` (`holder`: the card's name), hidden partnerships: the seats dealt a copy of
 * CARD play in the first team, the others in the second.
 */
export interface TeamsDecl extends Node {
  readonly kind: "teams";
  readonly teams: readonly Ident[];
  readonly holder?: Ident;
}

const keywords = {
  teams:
    "`teams NAME NAME ...`: fixed partnerships: seat 0 plays in the first team, seat 1 in the second, and so on round the table (with two teams of two, partners sit across). Partners score the same; a team wins together. `teams NAME NAME by holder of CARD`: hidden partnerships, decided every round by the deal: the seats dealt CARD (any copy) against the others, each seat's team hidden from the others until it plays a copy.",
};
const kw = keywordTokens(keywords);

export const teamsSyntax: DeclSyntax<TeamsDecl, "teams", "teams"> = {
  grammar: [
    {
      rule: "teamsDecl",
      start: "declaration",
      startWords: ["teams"],
      define: (g) => {
        g.consume(0, kw.teams);
        g.atLeastOne(0, () => g.consume(0, Identifier, { LABEL: "team" }));
        g.option(0, () => {
          g.consume(0, kw.by);
          g.consume(0, kw.holder);
          g.consume(0, kw.of);
          g.consume(1, Identifier, { LABEL: "holderCard" });
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => {
    const holder = t.ident(token(node, "holderCard"));
    return { kind: "teams", span, teams: t.idents(tokens(node, "team")), ...(holder ? { holder } : {}) };
  },
  label: "'teams'",
  check: (d, { reporter, names }) => {
    // Each team named once.
    const seen = new Set<string>();
    for (const team of d.teams) {
      if (seen.has(team.name)) reporter.report("SW2005", team.span, { what: "team", name: team.name });
      seen.add(team.name);
    }
    // `by holder of CARD`: a card of the deck (two teams, and the hands dealt staying where they are,
    // are structural rules of the IR: teamsByHolderTwo, teamsByHolderKeepHands).
    if (d.holder && !cardByName(d.holder.name, names.suits, names.rankNames)) {
      reporter.report("SW2001", d.holder.span, { name: d.holder.name, hint: " (a card: a suit's name and a rank, e.g. 'clubsQ' or 'hearts10')" });
    }
  },
  lower: (d, { names }) => {
    const card = d.holder ? cardByName(d.holder.name, names.suits, names.rankNames) : undefined;
    const teams: TeamsIR = { names: d.teams.map((x) => x.name), ...(card ? { holder: { suit: card.suit, rank: card.rank } } : {}) };
    return { teams };
  },
  keywords,
  checkedWords: [],
};

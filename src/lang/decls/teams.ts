// `teams NAME NAME ...`: fixed partnerships, seat s in team s mod the number of teams; with `by holder
// of CARD`, hidden partnerships: the seats dealt CARD against the others, decided by every deal. The
// language side in one unit: grammar, AST node, checks, lowering, hover, and what expressions may read
// of the teams (`reads`: `partner` needs teams, and where a hidden team may be read; the expression
// checker asks it at every read). How many teams there may be and how they seat the players are
// structural rules of the IR (src/ir/structure.ts), reported at this declaration by compile().
import { Identifier, keywordTokens } from "../../../grammar/tokens.js";
import type { TeamsIR } from "../../ir/types.js";
import type { Ident, Node } from "../ast.js";
import type { ReadRules } from "../check-expr.js";
import { cardByName, letTeamReads } from "../check-hidden-teams.js";
import type { Model } from "../model.js";
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

/** Where hidden teams may be read (SW3016). */
const TEAMS_AFTER_ROUND = "read them in the score, lets, the dealer and winner keys or 'end when', when every team is known";
const OWN_TEAM_IN_PLAYS = "a seat may read its own team only in its own plays ('open', 'follow', 'aside', 'face down'); other seats' teams are read in the score, lets, the dealer and winner keys or 'end when', when every team is known";

/**
 * What an expression may read of the teams: `partner` needs teams (SW3015); with hidden teams (`by
 * holder of`), before the round is scored, a seat's own team only in its own plays, and no other
 * seat's team (SW3016): who plays with whom is decided by the deal and hidden until the card is played.
 */
function teamReads(d: TeamsDecl | undefined, model: Model): ReadRules {
  const noTeams = !d?.teams.length;
  const hidden = d?.holder ? { card: d.holder.name, lets: letTeamReads(model) } : undefined;
  return {
    seatPath: (seat) => (noTeams && seat.includes("partner") ? { code: "SW3015", args: { name: "partner", why: "is the next seat of the same team, but this ruleset has no teams" } } : undefined),
    ...(hidden
      ? {
          seatOf: (e, phrase, at) => {
            if (at.afterRound) return undefined;
            const viaPartner = e.seat !== "each" && e.seat.includes("partner");
            const read = e.value.name === "team" ? "other" : hidden.lets.get(e.value.name);
            if (!viaPartner && read === undefined) return undefined;
            const what = viaPartner ? "the partner (the next seat of its team)" : e.value.name === "team" ? "another seat's team" : `the let '${e.value.name}' at another seat, which reads a team`;
            return { code: "SW3016", args: { phrase, what, where: at.what, card: hidden.card, why: TEAMS_AFTER_ROUND } };
          },
          name: (n, at) => {
            if (at.afterRound) return undefined;
            const read = n === "team" ? "own" : hidden.lets.get(n);
            // A seat knows its own team (from its hand), so its own plays may depend on it; nothing else may
            // before the round is scored (a trick's judges, steps and 'stop when' act for every seat to see).
            const ownPlay = read === "own" && at.ctx.has("table") && at.ctx.has("seat");
            if (read === undefined || ownPlay) return undefined;
            const what = n === "team" ? "the seat's team" : read === "own" ? `the let '${n}', which reads the seat's team` : `the let '${n}', which reads another seat's team`;
            return { code: "SW3016", args: { phrase: n, what, where: at.what, card: hidden.card, why: read === "own" ? OWN_TEAM_IN_PLAYS : TEAMS_AFTER_ROUND } };
          },
        }
      : {}),
  };
}

export const teamsSyntax: DeclSyntax<TeamsDecl, "teams", "teams", "teams"> = {
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
  named: false,
  label: () => "'teams'",
  outline: () => "teams",
  outlineKind: "declaration",
  declares: null,
  value: () => null,
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
  lowerUndeclared: null,
  fieldsAfter: { teams: "secrets" },
  expressions: () => [],
  ruleSources: ["teams"],
  sourcesByName: null,
  reads: teamReads,
  keywords,
  continuing: [],
  ordersAfter: [],
  wordsAfter: {},
  newNameAfter: [],
  checkedWords: [],
};

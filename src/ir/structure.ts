// The IR's structural rules, written once: how mechanics may be combined in a ruleset (a card set
// aside for the last trick needs cycle play, ...). The engine refuses an IR that breaks one (an
// IrError when its rules are compiled: assembly/compile.ts); the checker reports the same rule at the
// rule's line (src/lang/compile.ts, through the source table: rule-sources.ts) with the rule's code.
// A rule is a row of STRUCTURE_RULES: nothing else decides it, so the two cannot disagree.
import { declRule, trickRule, type RuleRef } from "./rule-ref.js";
import type { RulesetIR, StepIR } from "./types.js";

/** Where a problem is, for the sentence: "file:line" of a rule, when the caller can tell. */
export type Placer = (ref: RuleRef) => string | undefined;

/** One place that breaks a structural rule, with the sentence that says so (to a designer). */
export interface StructureProblem {
  /** The row of STRUCTURE_RULES. */
  readonly rule: StructureRuleName;
  /** The diagnostic code the checker reports it under. */
  readonly code: StructureCode;
  /** The rule to report it at; `near` when `at` is written nowhere (e.g. it comes from a rule card's change). */
  readonly at: RuleRef;
  readonly near?: RuleRef;
  readonly detail: string;
}

/** SW4007: a step or rule in a place where it cannot work; SW4027: teams that do not seat the players. */
type StructureCode = "SW4007" | "SW4027";

interface StructureRule {
  readonly code: StructureCode;
  /** Every place of `ir` that breaks the rule (empty when none does). */
  find(ir: RulesetIR, place: Placer): readonly Omit<StructureProblem, "rule" | "code">[];
}

/** Steps of `list` of one kind, with their references. */
function stepsOf(ir: RulesetIR, kind: StepIR["kind"]): { readonly at: RuleRef; readonly list: "before" | "after" | "during" }[] {
  const out: { at: RuleRef; list: "before" | "after" | "during" }[] = [];
  ir.beforeTricks.forEach((s, index) => s.kind === kind && out.push({ at: { k: "step", list: "before", index }, list: "before" }));
  ir.afterTricks.forEach((s, index) => s.kind === kind && out.push({ at: { k: "step", list: "after", index }, list: "after" }));
  (ir.trickSteps ?? []).forEach((b, block) => b.steps.forEach((s, index) => s.kind === kind && out.push({ at: { k: "blockStep", block, index }, list: "during" })));
  return out;
}

const COMPLETE_AT = trickRule("complete at");
const TEAMS = declRule("teams");
/** " (file:line)" of the `complete at` rule, when the caller can tell where it is. */
const completeAtPlace = (place: Placer): string => {
  const at = place(COMPLETE_AT);
  return at === undefined ? "" : ` (${at})`;
};

export const STRUCTURE_RULES = {
  /** The card set aside is played as the last trick: it is set aside before trick play. */
  reserveBeforeTricks: {
    code: "SW4007",
    find: (ir) =>
      stepsOf(ir, "reserve")
        .filter((s) => s.list !== "before")
        .map((s) => ({ at: s.at, detail: "'sets aside ... for the last trick' comes before trick play: put it in 'before tricks'" })),
  },
  /** One card per seat is set aside, so one step. */
  reserveOnce: {
    code: "SW4007",
    find: (ir) =>
      stepsOf(ir, "reserve")
        .filter((s) => s.list === "before")
        .slice(1)
        .map((s) => ({ at: s.at, detail: "only one card per seat can be set aside for the last trick: remove this second step" })),
  },
  /** The last trick is the last cycle's: with `complete at` tricks complete in the middle of play. */
  reserveNeedsCycles: {
    code: "SW4007",
    find: (ir, place) =>
      ir.tricks.completeAt === null
        ? []
        : stepsOf(ir, "reserve").map((s) => ({
            at: s.at,
            detail: `a card set aside for the last trick needs every trick to complete at the end of a cycle of play: remove 'complete at'${completeAtPlace(place)}`,
          })),
  },
  /** Steps pause trick play between cycles; with `complete at`, tricks complete in the middle of play. */
  stepsAfterTrickNeedCycles: {
    code: "SW4007",
    find: (ir, place) =>
      ir.tricks.completeAt === null
        ? []
        : (ir.trickSteps ?? []).map((_, block) => ({
            at: { k: "block", block } as const,
            detail: `steps after a trick need every trick to complete at the end of a cycle of play: remove 'complete at'${completeAtPlace(place)}`,
          })),
  },
  /** Alternating play turns between tricks; continuous play has no pause where it could turn. */
  alternatingNeedsCycles: {
    code: "SW4007",
    find: (ir) =>
      ir.tricks.completeAt !== null && (ir.tricks.direction === "alternating" || (ir.tricks.byCard ?? []).some((o) => o.direction === "alternating"))
        ? [{
            at: trickRule("direction"),
            near: COMPLETE_AT,
            detail: "'direction: alternating' changes direction from trick to trick, but with 'complete at' play carries on without pause between tricks; remove one of them",
          }]
        : [],
  },
  /** Partnerships need partners: at least two teams. */
  teamsTwoOrMore: {
    code: "SW4027",
    find: (ir) =>
      ir.teams && ir.teams.names.length < 2
        ? [{ at: TEAMS, detail: "'teams' names at least two teams, one name each (seats take turns: seat 0 in the first, seat 1 in the second, ...)" }]
        : [],
  },
  /**
   * Seat s plays in team s mod the number of teams: every legal player count seats each team alike,
   * with at least two seats a team (the first count that does not is named).
   */
  teamsSeatAlike: {
    code: "SW4027",
    find: (ir) => {
      const n = ir.teams?.names.length ?? 0;
      // Hidden partnerships are decided by the deal, not by the seats.
      if (n < 2 || ir.teams?.holder) return [];
      const { min, max } = ir.players;
      const counts = [...Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i), ...ir.decks.map((d) => d.players)];
      const bad = counts.find((p) => p % n !== 0 || p < 2 * n);
      return bad === undefined
        ? []
        : [{ at: TEAMS, detail: `${n} teams need a player count that is a multiple of ${n}, with at least two seats a team, but 'players ${min}..${max}' allows ${bad}` }];
    },
  },
  /**
   * A first lead named by a seat path starts from a seat the round fixes (the dealer, the auction's
   * winner) and hops from there: `declarer` needs an auction, `partner` needs teams that every seat knows.
   */
  leadPathAnchored: {
    code: "SW4007",
    find: (ir) => {
      const first = ir.tricks.firstLead;
      if (first.kind !== "path") return [];
      const at = trickRule("lead");
      const anchor = first.hops[first.hops.length - 1];
      if (anchor !== "dealer" && anchor !== "declarer") return [{ at, detail: `the first lead '${first.hops.join(" of ")}' must end with 'dealer' or 'declarer': it is read from the right, starting at that seat (for example 'left of declarer')` }];
      if (first.hops.includes("declarer") && stepsOf(ir, "auction").length === 0) return [{ at, detail: "the first lead names 'declarer', the seat that won the auction, but this ruleset has no 'auction NAME: ...' step" }];
      if (first.hops.includes("partner") && !ir.teams) return [{ at, detail: "the first lead names 'partner', the next seat of the same team, but this ruleset has no teams" }];
      // Leading from a hidden partner would tell every seat who it is before its card is played.
      if (first.hops.includes("partner") && ir.teams?.holder) return [{ at, detail: "the first lead names 'partner', but the teams are hidden until their card is played ('by holder of'): leading from a seat's partner would tell every seat who it is" }];
      return [];
    },
  },
  /** Hidden partnerships: the seats dealt the card against the others, two teams. */
  teamsByHolderTwo: {
    code: "SW4027",
    find: (ir) =>
      ir.teams?.holder && ir.teams.names.length > 2
        ? [{ at: TEAMS, detail: "'teams ... by holder of CARD' names two teams: the seats dealt the card first, then the others" }]
        : [],
  },
  /**
   * Hidden partnerships are decided by the hands dealt, and a seat's team is revealed when it plays
   * the card: the seat dealt it must be the one that plays it, so no step may move hand cards to
   * another seat or out of play, and there must be dealt hands (no layout).
   */
  teamsByHolderKeepHands: {
    code: "SW4027",
    find: (ir) => {
      if (!ir.teams?.holder) return [];
      // What each step does to the hands as dealt, in the designer's words.
      const moves = {
        pass: "this step passes hand cards to another seat",
        pickUp: "this step puts leftover cards (the turned card, or the whole leftover) into a seat's hand and hand cards out of play",
        sitOut: "this step takes a sitting-out seat's hand out of play",
      } as const;
      const steps = (Object.keys(moves) as (keyof typeof moves)[]).flatMap((k) => stepsOf(ir, k).map((s) => ({ ...s, what: moves[k] })));
      const why = "'teams ... by holder of CARD' needs the seat dealt the card to be the one that plays it";
      return [
        ...steps.map((s) => ({ at: s.at, detail: `${s.what}, but ${why}` })),
        ...(ir.deal.layout ? [{ at: TEAMS, detail: `${why}, and 'deal layout' deals no hands` }] : []),
      ];
    },
  },
} as const satisfies Record<string, StructureRule>;

export type StructureRuleName = keyof typeof STRUCTURE_RULES;

/** Every structural problem of `ir`, rule by rule (empty when it has none). */
export function structureProblems(ir: RulesetIR, place: Placer = () => undefined): StructureProblem[] {
  return (Object.entries(STRUCTURE_RULES) as [StructureRuleName, StructureRule][]).flatMap(([rule, r]) =>
    r.find(ir, place).map((p) => ({ rule, code: r.code, ...p })),
  );
}

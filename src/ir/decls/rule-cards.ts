// The IR's `ruleCards` (`rule cards` and `draft:`, src/lang/decls/rule-cards.ts): its schema and its place.
import { List, Nullable, Obj, Opt } from "../schema-kit.js";
import { count, expr } from "../steps/base.js";
import { declField } from "./field.js";

/**
 * The per-round draft, after the deal and before every other step: each chooser takes `offer` cards
 * from the top of the rule deck (choosers clockwise from the dealer's left), keeps `keep` of them
 * secretly (all at once), and the rest leave the game unseen by others; then `extra` cards from the
 * deck join the kept ones, and all are revealed together, in ascending number (no seat named).
 */
export const RuleDraftSchema = Obj({
  /** Cards each chooser is offered (global context). */
  offer: expr,
  /** Cards each chooser keeps, from 1 to offer (global context). */
  keep: expr,
  /** When true, the dealer's left neighbour is no chooser this round (global context). */
  skipLeftOfDealer: expr,
  /** Cards added from the rule deck after the keeps (global context). */
  extra: expr,
});

/**
 * Rule cards: numbered rule objects. A rule deck of `ids` (minus `always`) is shuffled once per game;
 * `always` are in force in every round; each round's `draft` adds the cards its choosers keep (and
 * `extra` more from the deck). Cards drawn in a round leave the game, kept or not.
 */
export const RuleCardsSchema = Obj(
  {
    /** Every rule card of the game by number (distinct whole numbers from 1 to LIMITS.ruleCardNumber). */
    ids: List(count, { uniqueItems: true }),
    /** In force in every round, never drafted (a subset of ids). */
    always: List(count, { uniqueItems: true }),
    draft: Nullable(RuleDraftSchema),
  },
  { description: "Numbered rule objects in force per round (active(N)): a rule deck, cards in force every round, a per-round draft." },
);

/** Numbered rule objects in force per round (`active(N)`), drafted from a rule deck; absent = none. */
export const ruleCardsField = declField("ruleCards", "winner", Opt(RuleCardsSchema));

// The ruleset IR written once: its JSON Schema (schemas/ruleset-ir.schema.json is generated from
// RULESET_IR_SCHEMA by `npm run gen:schemas`) and, by `Static<>`, its TypeScript types (types.ts).
// A field's meaning is documented in types.ts beside the type that names it, or here on the field.
import { Bool, Const, Enum, Int, List, Nullable, Obj, OneOf, Opt, Str, type Static } from "./schema-kit.js";
import { count, doc, expr, index, name, SEAT_HOPS } from "./steps/base.js";
import { STEP_KINDS } from "./steps/list.js";
import { withDeclFields } from "./decls/list.js";

const DIRS = ["highest", "lowest"] as const;
export { SEAT_HOPS };
const DIRECTIONS = ["clockwise", "counterclockwise", "alternating"] as const;
const TRICK_GOES_TO = ["winner", "leftOfWinner", "rightOfWinner"] as const;

/** Binary operators. `+` adds numbers or concatenates lists; `in` tests list membership. */
export const BIN_OPS = ["+", "-", "*", "/", "mod", "=", "!=", "<", "<=", ">", ">=", "and", "or", "in"] as const;
/** Built-in functions over values. `active(N)`: is rule card N in force this round (global context, bool). */
export const FN_NAMES = ["count", "sum", "max", "min", "abs", "roundScore", "active"] as const;

/** The expression kinds, each its own definition (`$defs/exprNum`, ...); types.ts lists them in Expr. */
export const EXPR_KINDS = {
  exprNum: Obj({ k: Const("num"), v: Int() }),
  exprBool: Obj({ k: Const("bool"), v: Bool() }),
  exprSuit: Obj({ k: Const("suit"), v: index }),
  exprRef: Obj({ k: Const("ref"), name }),
  exprBin: Obj({ k: Const("bin"), op: Enum(BIN_OPS), l: expr, r: expr }),
  exprUnary: Obj({ k: Enum(["not", "neg"]), e: expr }),
  exprIf: Obj({ k: Const("if"), c: expr, t: expr, e: expr }),
  exprLet: Obj({ k: Const("let"), name, value: expr, body: expr }),
  exprCall: Obj({ k: Const("call"), fn: Enum(FN_NAMES), args: List(expr) }),
  /** The cards of `coll` for which `pred` holds; `pred` is evaluated in card context for each card. */
  exprWhere: Obj({ k: Const("where"), coll: expr, pred: expr }),
  /** `rank of cards` / `suit of cards`: the list of that attribute of each card. */
  exprOf: Obj({ k: Const("of"), field: Enum(["rank", "suit"]), coll: expr }),
  /** `for x in list: body`: the list of body values. */
  exprFor: Obj({ k: Const("for"), name, coll: expr, body: expr }),
  exprList: Obj({ k: Const("list"), items: List(expr) }),
  /** The element of a list at a 1-based position; a position outside the list is a run-time RuleError. */
  exprIndex: Obj({ k: Const("index"), coll: expr, i: expr }),
  /** The card attribute `name` (RulesetIR.cardAttrs) of the card in question. */
  exprAttr: Obj({ k: Const("attr"), name }),
  /** The list of `body` for each card of `coll`, `body` evaluated in card context for that card. */
  exprMap: Obj({ k: Const("map"), coll: expr, body: expr }),
  /** `body` evaluated in card context for the one card `card`. */
  exprAt: Obj({ k: Const("at"), card: expr, body: expr }),
  /**
   * `e` (seat context) evaluated from another seat's point of view (`score of left`, `tricks of
   * partner`, `total of dealer`); its value is that seat's, from the same state (every seat's lets
   * are read "simultaneously"). A path nests: `x of left of dealer` is atSeat(dealer, atSeat(left, x)).
   */
  exprAtSeat: Obj({ k: Const("atSeat"), seat: Enum(SEAT_HOPS), e: expr }),
  /** The list of `e` (seat context, a single value) evaluated at every seat, seat 0 first (`tricks of each player`). */
  exprSeats: Obj({ k: Const("seats"), e: expr }),
};

/** Checked against the one branch its `k` names: see the $comment. */
export const ExprSchema = doc.def(
  "expr",
  doc.dispatch("k", EXPR_KINDS, {
    $comment:
      "One expression node, checked against the one branch its k names. A oneOf over the branches tried every branch, and validated a node's children once per branch sharing their field name (e, coll, body): exponential in the nesting. validate-ir.ts counts the visits of this definition through this comment.",
  }),
);

export const DeckSchema = doc.def(
  "deck",
  Obj({
    players: count,
    suits: List(index, { minItems: 1 }),
    ranks: Obj({ from: index, to: index }),
    /** Ranks of from..to left out of every suit (absent: none). */
    except: Opt(List(index)),
    /** Every card of the deck this many times (`, N copies`; absent: once). The copies are alike in every rule. */
    copies: Opt(Int({ minimum: 2, description: "Every card of the deck this many times (absent: once); the copies are alike in every rule." })),
  }),
);

export const PileSchema = doc.def(
  "pile",
  Obj({
    name,
    /** Who sees the cards in this pile (until a `reveal` step makes it public for the rest of the round). */
    visibility: Enum(["owner", "public"]),
  }),
);

export const RankKeySchema = doc.def(
  "rankKey",
  Obj({
    dir: Enum(DIRS),
    /** Seat context. */
    expr,
  }),
);

export const StepSchema = doc.def("step", OneOf(STEP_KINDS));

export const LeadSchema = doc.def(
  "lead",
  OneOf([
    Obj({ kind: Enum(["leftOfDealer", "dealer"]) }),
    Obj({ kind: Const("seat"), seat: index }),
    /**
     * path: the seat a path of hops names, read from the right as in `x of left of declarer` (the last
     * hop is dealer or declarer; declarer is the dealer while nobody won the auction). holder: the seat
     * whose hand holds a card of that suit and rank when trick play begins, searched from the dealer's
     * left (several copies: the first found); the dealer's left when no hand holds one.
     */
    Obj({ kind: Const("path"), hops: List(Enum(SEAT_HOPS), { minItems: 1 }) }),
    Obj({ kind: Const("holder"), suit: index, rank: Int({}) }),
  ]),
);

export const NextLeadSchema = doc.def(
  "nextLead",
  OneOf([
    /**
     * winner: the winner of the trick that completed last (the first-opened one when several complete
     * together); rightOfWinner: the right neighbour of that winner (the seat before it clockwise,
     * whatever the direction of play); nextSeat: play simply continues clockwise from the seat after
     * the last player.
     */
    Obj({ kind: Enum(["winner", "rightOfWinner", "nextSeat"]) }),
    /**
     * Among all cards of the tricks that just completed, walk the distinct ranks from high to low and
     * give the lead to the player of the first rank held by exactly one card. When every rank is shared,
     * the tied top cards are ordered by `suitOrder` (first = best) and the trick winner holding the best leads.
     */
    Obj({ kind: Const("highestUniqueRank"), suitOrder: List(index) }),
  ]),
);

/** One key of a winner tier. */
export const WinnerKeySchema = Obj({ dir: Enum(DIRS), key: expr });
/** One tier of the winner order: the cards satisfying `where`, ordered by `keys` lexicographically. */
export const WinnerTierSchema = Obj({ keys: List(WinnerKeySchema, { minItems: 1 }), where: expr });

export const TricksSchema = doc.def(
  "tricks",
  Obj({
    firstLead: LeadSchema,
    nextLead: NextLeadSchema,
    /** Most tricks that may be open at once. */
    maxOpen: count,
    /**
     * null: "cycle" flow — the leader plays, then every other seat once clockwise, then all open tricks
     * complete together. A number: "continuous" flow — seats play clockwise without pause and a trick
     * completes as soon as it holds this many cards; at the end of the round incomplete tricks are discarded.
     */
    completeAt: Nullable(expr),
    /** May the card open a new trick? (card + table context). Always also requires fewer than maxOpen open. */
    open: expr,
    /** May the card join the open trick whose lead suit is `lead`? (card + trick context) */
    follow: expr,
    /** May the card be set aside into `pile` instead of being played to a trick? */
    aside: Nullable(Obj({ pile: name, when: expr })),
    /** Is the card a trump in its trick? (card + trick context) */
    trump: expr,
    /**
     * Winner tiers: together a total order over the trick's cards (tricks/winner.ts). Tier 1's cards come
     * first, ordered by its keys; then tier 2's cards not in tier 1, and so on; cards in no tier come
     * last, in play order. A trick none of whose cards is in a tier has no winner (a RuleError).
     */
    winner: List(WinnerTierSchema, { minItems: 1 }),
    /** Equal keys: the first or the last played card ranks higher. */
    ties: Enum(["first", "last"]),
    /**
     * Which card of the order wins: the pick-th (1 = the best). Trick context (the trick's lead suit;
     * evaluated with the lead card and its player). A trick with fewer cards: the last card of the order.
     */
    pick: expr,
    /**
     * The direction of play in each trick: always clockwise, always counter-clockwise, or alternating
     * (the round's trick 1 clockwise, trick 2 counter-clockwise, ...). Who leads is not affected, and
     * "left" and "right" elsewhere stay fixed seat directions. "alternating" needs cycle flow (completeAt
     * null); with several open tricks a cycle takes the direction of the first trick it opens.
     */
    direction: Enum(DIRECTIONS),
    /**
     * Is a card that joins an open trick played face down? (card + trick + table context, like follow;
     * null: never). Only its player sees it until the trick completes, when all of the trick's face-down
     * cards are turned up together. A card that opens a trick is always face up: its suit is the lead.
     */
    faceDown: Nullable(expr),
    /** Trick play ends once every seat satisfies this (seat context); null = when every hand is empty. */
    stopWhen: Nullable(expr),
    /**
     * Who holds a won trick (its cards, its count): the winner (absent), or the winner's left or right
     * neighbour. The winner still leads next where the lead rule says `winner`.
     */
    trickGoesTo: Opt(Enum(TRICK_GOES_TO)),
    /**
     * Rule cards' changes of who leads next, the direction and who holds a won trick, each in force in
     * the rounds its card is (the last one in force wins). Absent: none.
     */
    byCard: Opt(
      List(
        Obj({
          card: count,
          nextLead: Opt(NextLeadSchema),
          direction: Opt(Enum(DIRECTIONS)),
          trickGoesTo: Opt(Enum(TRICK_GOES_TO)),
        }),
      ),
    ),
  }),
);

/** A named value (`card NAME: EXPR`, a top-level `let`). */
const namedExpr = Obj({ name, expr });

export const TrickStepsSchema = Obj({
  /** The trick after which the steps run (counted from 1 in the round), or null: after every trick. */
  trick: Nullable(expr),
  steps: List(StepSchema),
});

export const NextDealerSchema = OneOf([
  Obj({ kind: Const("clockwise") }),
  /** Lowest/highest by each key in turn; remaining ties go to the first tied seat clockwise from the previous dealer's left. */
  Obj({ kind: Const("ranked"), keys: List(RankKeySchema, { minItems: 1 }) }),
]);

export const DealSchema = Obj({
  /** Cards per hand (global context); null = all cards dealt evenly, the remainder left over. */
  each: Nullable(expr),
  /** Leftover cards: shown to every seat, or kept hidden from all. */
  leftover: Enum(["shown", "hidden"]),
  /**
   * A face-up layout drafted instead of a deal (each is then 0): `rows` x `columns` cards (global
   * context) laid out from the shuffled deck, the rest left over; column by column every seat takes one
   * card, the first pick of column c going to the seat c places clockwise from the dealer's left; the
   * cards of a column nobody took leave the round, seen by everyone. With `clues`, once a column is
   * taken the dealer names a seat, and the engine announces to everyone who would win the column's taken
   * cards as a trick led by that seat and played on clockwise (by the winner order, following ignored).
   * Absent: an ordinary deal.
   */
  layout: Opt(Obj({ rows: expr, columns: expr, clues: Opt(Bool()) })),
});

/**
 * The whole IR: its own fields, and the declarations' (src/ir/decls/list.ts: `secrets`, `shows`,
 * `trickValue`, `ruleCards`, `teams`, `end`, `tasks`), each declared in its module and placed after the field it names.
 */
export const RulesetSchema = Obj(withDeclFields({
  version: Const(1),
  name: Str(),
  players: Obj({ min: count, max: count }),
  /** Number of rounds; global context (may use `players`). */
  rounds: expr,
  /** Every suit name the ruleset declares, in declaration order. Suits are referred to by index. */
  suits: List(Str({ minLength: 1 }), { minItems: 1 }),
  /** One deck per legal player count. */
  decks: List(DeckSchema),
  /** Rank names (`ranks J = 11, ...`): a card of a named rank is called by it (`heartsJ`); absent: none. */
  rankNames: Opt(List(Obj({ name, rank: index }))),
  deal: DealSchema,
  /** Per-seat card piles besides the hand. `won` always exists. */
  piles: List(PileSchema, { minItems: 1 }),
  /**
   * Named per-card values (`card NAME: EXPR`), in dependency order: card context (and trick context
   * where they are read in a trick slot). Read by `attr` nodes. Absent: none.
   */
  cardAttrs: Opt(List(namedExpr)),
  /** Named per-seat values (`let` at top level), in dependency order. */
  lets: List(namedExpr),
  firstDealer: OneOf([Obj({ kind: Const("random") }), Obj({ kind: Const("seat"), seat: index })]),
  nextDealer: NextDealerSchema,
  /** Steps run after the deal, before trick play. */
  beforeTricks: List(StepSchema),
  /** Steps run after trick play, before scoring. */
  afterTricks: List(StepSchema),
  /**
   * Steps during trick play, run once a cycle of play has completed its tricks and before the next
   * lead, block after block in this order: `trick: null` after every trick, otherwise once the
   * round's K-th trick (K = the expression, global context) is complete. Absent: none.
   */
  trickSteps: Opt(List(TrickStepsSchema)),
  tricks: TricksSchema,
  /** Round score of one seat (seat context). */
  score: expr,
  /** Final ranking keys, applied in order; seats equal on every key share the place. */
  winner: List(RankKeySchema),
}));

/** schemas/ruleset-ir.schema.json, as written by `npm run gen:schemas`. */
export const RULESET_IR_SCHEMA = doc.json(
  { $id: "https://stichwerk.local/schemas/ruleset-ir.schema.json", title: "Stichwerk ruleset IR (src/ir/schema.ts)" },
  RulesetSchema,
);

export type { Static };

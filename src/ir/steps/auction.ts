// The IR of the `auction` step: its schema (joined to the step union by src/ir/steps/list.ts) and its type.
import { Bool, Const, List, Nullable, Obj, Opt, type Static } from "../schema-kit.js";
import { step, expr, name } from "./base.js";

/**
 * An auction (order up, pass around, name a suit): in turn from the dealer's left each seat names a
 * value of the current offer or passes; the first to name one wins and the step ends; a lap of passes
 * offers the next list. `name` reads as the list of the named value (empty: nobody named one), the
 * `declarer` hop as its seat. A lap's `unless` (global) refuses a value, `name` read as [value].
 * Before trick play, at most once. With `hold` (bid and hold, one lap of numbers): seats bid in
 * pairs, the seat after the dealer's left to the dealer's left, the bidder naming a value higher
 * than any named so far or passing, the listener holding it (naming the same value) or passing; the
 * survivor faces the next seat, up to the dealer, and wins at the highest value named; when nobody
 * named one, the dealer's left may take the lowest value or pass.
 */
export const auctionStep = step({ kind: Const("auction"), name, laps: List(Obj({ offer: expr, unless: Nullable(expr) })), suits: Bool(), hold: Opt(Bool()) });
export type AuctionStepIR = Static<typeof auctionStep>;

// What a rule may read for the sampler to judge worlds (rules/judged-reads.ts): only what every seat
// sees (readsOnlyPublic), or what the seat itself sees (readsOnlyOwnSeat); anything else, or anything
// the walk does not know, answers no, and the mechanics then declare their worlds replayed.
import { describe, expect, it } from "vitest";
import type { Expr, RulesetIR } from "../../src/ir/types.js";
import { readsOnlyOwnSeat, readsOnlyPublic, readsOnlyPublicAndTrick } from "../../src/engine/rules/judged-reads.js";
import { judgedWorldsOf } from "../../src/engine/assembly/mechanics.js";
import { loadRuleset } from "../support/rulesets.js";

const ref = (name: string): Expr => ({ k: "ref", name });
const num = (v: number): Expr => ({ k: "num", v });
const count = (e: Expr): Expr => ({ k: "call", fn: "count", args: [e] });
const eq = (l: Expr, r: Expr): Expr => ({ k: "bin", op: "=", l, r });
/** The seat's cards of one suit: its hand's cards read, not only their number. */
const handWhere: Expr = { k: "where", coll: ref("hand"), pred: eq(ref("suit"), num(0)) };

/** A ruleset's names as the walk reads them: piles, an auction, an open and a secret call, a note, lets and card attributes. */
const IR = {
  piles: [
    { name: "won", visibility: "owner" },
    { name: "shown", visibility: "public" },
  ],
  beforeTricks: [
    { kind: "auction", name: "bid", laps: [] },
    { kind: "call", name: "contract", secret: false },
    { kind: "call", name: "guess", secret: true },
    { kind: "note", name: "tops", secret: false },
  ],
  afterTricks: [],
  trickSteps: [],
  lets: [
    { name: "mine", expr: { k: "bin", op: "+", l: ref("hand"), r: ref("won") } },
    { name: "bids", expr: count(ref("bid")) },
    { name: "loop", expr: ref("loop") },
  ],
  cardAttrs: [
    { name: "points", expr: ref("rank") },
    { name: "mineToo", expr: count(ref("mine")) },
  ],
} as unknown as RulesetIR;

describe("what a judged rule may read", () => {
  it("the public: the table's values, auctions, open calls, public piles, lets and attributes reading them", () => {
    for (const e of [num(1), ref("round"), ref("tricks"), ref("turned"), count(ref("bid")), ref("contract"), ref("shown"), ref("bids"), { k: "attr", name: "points" } as Expr, { k: "atSeat", seat: "declarer", e: ref("contract") } as Expr]) {
      expect(readsOnlyPublic(e, IR), JSON.stringify(e)).toBe(true);
      expect(readsOnlyOwnSeat(e, IR), JSON.stringify(e)).toBe(true);
    }
  });

  it("the seat's own: its hand, its hidden piles, its secret calls and notes, lets reading them (not public)", () => {
    for (const e of [ref("hand"), ref("won"), count(handWhere), ref("guess"), ref("tops"), ref("mine"), { k: "attr", name: "mineToo" } as Expr, eq(ref("contract"), count(handWhere))]) {
      expect(readsOnlyPublic(e, IR), JSON.stringify(e)).toBe(false);
      expect(readsOnlyOwnSeat(e, IR), JSON.stringify(e)).toBe(true);
    }
  });

  it("never another seat's own values, a score, a name it does not know, or a let that reads itself", () => {
    for (const e of [
      { k: "atSeat", seat: "left", e: ref("hand") } as Expr,
      { k: "seats", e: ref("tops") } as Expr,
      { k: "atSeat", seat: "declarer", e: ref("mine") } as Expr,
      ref("roundScore"),
      ref("team"),
      ref("nothing"),
      { k: "attr", name: "nothing" } as Expr,
      ref("loop"),
    ]) {
      expect(readsOnlyPublic(e, IR), JSON.stringify(e)).toBe(false);
      expect(readsOnlyOwnSeat(e, IR), JSON.stringify(e)).toBe(false);
    }
  });

  it("a local bound by let or for is read where it is bound", () => {
    const local: Expr = { k: "let", name: "x", value: ref("hand"), body: count(ref("x")) };
    expect(readsOnlyPublic(local, IR)).toBe(false);
    expect(readsOnlyOwnSeat(local, IR)).toBe(true);
    const loop: Expr = { k: "for", name: "k", coll: { k: "list", items: [num(1), num(2)] }, body: eq(ref("k"), ref("round")) };
    expect(readsOnlyPublic(loop, IR)).toBe(true);
  });

  it("a place's size is public, whoever sees its cards; not its cards, nor a list of the same name", () => {
    for (const e of [count(ref("hand")), count(ref("won")), count({ k: "atSeat", seat: "left", e: ref("hand") } as Expr), eq(count(ref("hand")), num(1))]) {
      expect(readsOnlyPublic(e, IR), JSON.stringify(e)).toBe(true);
    }
    const local: Expr = { k: "let", name: "hand", value: ref("guess"), body: count(ref("hand")) };
    for (const e of [count(handWhere), local, count(ref("mine")), { k: "call", fn: "sum", args: [ref("hand")] } as Expr, count(ref("guess"))]) {
      expect(readsOnlyPublic(e, IR), JSON.stringify(e)).toBe(false);
    }
  });

  it("`trump` reads what the trump rule reads, and nothing where there is none", () => {
    const withTrump = (trump: Expr | undefined): RulesetIR => ({ ...IR, tricks: trump === undefined ? undefined : { trump } }) as unknown as RulesetIR;
    // A trump rule of an open call and the card's suit (Skat's kind): public, so `trump` is too.
    const open = withTrump({ k: "bin", op: "and", l: eq(ref("contract"), num(9)), r: eq(ref("suit"), num(0)) });
    expect(readsOnlyPublic(ref("trump"), open)).toBe(true);
    expect(readsOnlyPublicAndTrick({ k: "bin", op: "and", l: ref("trump"), r: eq(ref("suit"), ref("lead")) }, open)).toBe(true);
    // One reading a secret call, or the seat's hand: the seat's own at most, never public.
    const secret = withTrump(eq(ref("guess"), ref("suit")));
    expect(readsOnlyPublic(ref("trump"), secret)).toBe(false);
    expect(readsOnlyPublicAndTrick(ref("trump"), secret)).toBe(false);
    expect(readsOnlyOwnSeat(ref("trump"), secret)).toBe(true);
    expect(readsOnlyPublicAndTrick(ref("trump"), withTrump(eq(count(handWhere), num(3))))).toBe(false);
    // The trick's own names are the trick in question's only where it is asked for.
    const byLead = withTrump(eq(ref("suit"), ref("lead")));
    expect(readsOnlyPublic(ref("trump"), byLead)).toBe(false);
    expect(readsOnlyPublicAndTrick(ref("trump"), byLead)).toBe(true);
    expect(readsOnlyPublic(ref("trump"), withTrump(undefined))).toBe(false);
  });

  it("Skat's worlds are judged; not with a `stop when` that reads a hand's cards, or a call refused by another seat's hand", () => {
    const skat = loadRuleset("rulesets/classics/skat.stich");
    expect(judgedWorldsOf(skat)).toBe(true);
    expect(judgedWorldsOf({ ...skat, tricks: { ...skat.tricks, stopWhen: eq(count(handWhere), num(0)) } })).toBe(false);
    // A hand's size is the same in every world: such a `stop when` is judged.
    expect(judgedWorldsOf({ ...skat, tricks: { ...skat.tricks, stopWhen: eq(count(ref("hand")), num(0)) } })).toBe(true);
    const leftHand: Expr = eq(count({ k: "atSeat", seat: "left", e: handWhere }), num(0));
    const withUnless = (steps: RulesetIR["beforeTricks"]) => steps.map((s) => (s.kind === "call" ? { ...s, unless: leftHand } : s));
    expect(judgedWorldsOf({ ...skat, beforeTricks: withUnless(skat.beforeTricks) })).toBe(false);
  });
});

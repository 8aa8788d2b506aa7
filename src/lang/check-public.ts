// What the table shows of another seat. The plays a seat may make (open, follow, aside, face down) may
// read another seat's values only when every seat sees them: its tricks, totals and scores, its seat
// number and team, its public piles and open calls, and lets built from those. A seat's hand, its
// owner-only piles, its secret calls and orders stay hidden, and so does a let that reads them: a rule
// over them would let the legal plays (which every seat sees being made or refused) leak them, and the
// sampler could not reproduce them from a seat's observation.
import type { Expr } from "./ast.js";
import { exprChildren } from "./ast-walk.js";
import type { BuiltinSyntax } from "./builtin-syntax.js";
import { BUILTIN_SYNTAX } from "./builtins/table.js";
import { freeNames } from "./check-expr.js";
import { stepBlocks, type Model } from "./model.js";
import { namesOf } from "./steps/table.js";

export interface SeatPublicity {
  /** Seat values hidden from the other seats, each with why (the text after "reads"). */
  readonly hidden: ReadonlyMap<string, string>;
  /** Lets that read a hidden value at another seat (`count(hand of left)`), directly or through a let, with why. */
  readonly peeking: ReadonlyMap<string, string>;
}

/** The seat values hidden from other seats, and the lets that peek at them, of a ruleset. */
export function seatPublicity(model: Model, piles: ReadonlySet<string>): SeatPublicity {
  // The built-ins hidden from other seats (src/lang/builtins/: `hiddenFromOthers`), unless a pile they
  // are worked out from is declared public.
  const hidden = new Map<string, string>();
  for (const [name, entry] of Object.entries(BUILTIN_SYNTAX) as [string, BuiltinSyntax][]) {
    const h = entry.hiddenFromOthers;
    if (h !== undefined && (h.unlessPublic === undefined || model.named.pile.get(h.unlessPublic)?.item.visibility !== "public")) hidden.set(name, h.why);
  }
  for (const p of piles) {
    const declared = model.named.pile.get(p)?.item.visibility;
    if (declared !== "public") {
      const why = declared === "owner" ? "declared 'owner': only that seat sees it, even once a step reveals it" : `only that seat sees it; 'pile ${p}: public' shows it to all`;
      hidden.set(p, `another seat's pile '${p}' (${why})`);
    }
  }
  for (const block of stepBlocks(model)) {
    // The names a step declares that other seats do not see (src/lang/steps/: its `names`).
    for (const s of block.item.steps) for (const n of namesOf(s)) if (n.hiddenFromOthers !== undefined) hidden.set(n.ident.name, n.hiddenFromOthers);
  }
  // A let is hidden at another seat when it reads a hidden value, and peeks when it reads one at
  // another seat; both spread through the lets that read it (a fixed point over the let graph).
  const peeking = new Map<string, string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, l] of model.lets) {
      const e = l.item.expr;
      if (!hidden.has(name)) {
        const via = [...freeNames(e)].find((n) => hidden.has(n));
        if (via !== undefined) {
          hidden.set(name, `another seat's let '${name}' (it reads '${via}', hidden from other seats)`);
          grew = true;
        }
      }
      if (!peeking.has(name)) {
        const seen = hiddenAtOtherSeat(e, hidden) ?? [...freeNames(e)].map((n) => peeking.get(n)).find((w) => w !== undefined);
        if (seen !== undefined) {
          peeking.set(name, seen);
          grew = true;
        }
      }
    }
  }
  return { hidden, peeking };
}

/** The first `NAME of SEAT` in `e` whose NAME is hidden from other seats: why it is, or undefined. */
function hiddenAtOtherSeat(e: Expr, hidden: ReadonlyMap<string, string>): string | undefined {
  if (e.kind === "seatOf" && hidden.has(e.value.name)) return hidden.get(e.value.name);
  for (const c of exprChildren(e)) {
    const w = hiddenAtOtherSeat(c, hidden);
    if (w !== undefined) return w;
  }
  return undefined;
}

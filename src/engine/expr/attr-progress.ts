// Which parts of the round's progress a card attribute tabled per epoch reads (attr-table.ts): its
// table is keyed by those parts, not by the whole progress. A trump that is the suit led to the
// second trick reads `count(leadCards) >= 2` and `leadCards[2]`: keyed by the whole list of lead
// cards, its table was emptied at every trick; keyed by the comparison's answer and the second lead
// card, it holds from the second trick's lead to the round's end.
//
// Decided on the IR: each read of the progress must be one of the shapes below, with a constant;
// anything else (the list walked or bound to a name, a computed position, the count used as a number)
// makes the whole progress the key, as before. Every shape's part is a value of the state that decides
// what the read gives (the same part, the same answer), so a value computed under the same parts is the
// same value.

import type { Expr } from "../../ir/types.js";
import { irChildren } from "../../ir/limits.js";
import { unreachable } from "../../ir/unreachable.js";
import type { Env } from "./types.js";

/** A read of the progress and the part of the state that decides it. */
export type ProgressProbe =
  /** `count(leadCards) OP n` (either side): the comparison's answer. */
  | { readonly k: "leadCount"; readonly op: CmpOp; readonly n: number }
  /** `playedTricks OP n` (either side): the comparison's answer. */
  | { readonly k: "played"; readonly op: CmpOp; readonly n: number }
  /** `leadCards[i]`: the i-th lead card (positions from 1), or -1 while there is none (the read fails). */
  | { readonly k: "leadAt"; readonly i: number };

type CmpOp = "=" | "!=" | "<" | "<=" | ">" | ">=";

/** The comparison with its sides swapped: `n OP x` is `x MIRROR[OP] n`. */
const MIRROR: Readonly<Record<CmpOp, CmpOp>> = { "=": "=", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<=" };

const isCmp = (op: string): op is CmpOp => op in MIRROR;

/**
 * The progress reads of `e` as probes, through the attributes it reads (`known`: their probes; an
 * attribute not in it may read anything), or null when some read is of another shape (then the whole
 * progress keys the table). [] when it reads none.
 */
export function progressProbesOf(e: Expr, known: ReadonlyMap<string, { readonly progress?: readonly ProgressProbe[] | null }>): ProgressProbe[] | null {
  const out = new Map<string, ProgressProbe>();
  let whole = false;
  const add = (p: ProgressProbe): void => {
    out.set(JSON.stringify(p), p);
  };
  const walk = (x: Expr): void => {
    if (whole) return;
    const probe = probeOf(x);
    if (probe !== null) {
      add(probe);
      // The constant sides read nothing else.
      return;
    }
    if (x.k === "ref" && (x.name === "leadCards" || x.name === "playedTricks")) {
      whole = true;
      return;
    }
    if (x.k === "attr") {
      const p = known.get(x.name)?.progress;
      if (p === undefined || p === null) {
        whole = true;
        return;
      }
      for (const q of p) add(q);
    }
    for (const c of irChildren(x)) walk(c);
  };
  walk(e);
  return whole ? null : [...out.values()];
}

/** The probe `x` is, or null for any other node. */
function probeOf(x: Expr): ProgressProbe | null {
  if (x.k === "index" && isLeadCards(x.coll) && x.i.k === "num" && Number.isInteger(x.i.v)) return { k: "leadAt", i: x.i.v };
  if (x.k !== "bin" || !isCmp(x.op)) return null;
  const left = progressCount(x.l);
  if (left !== null && x.r.k === "num") return { k: left, op: x.op, n: x.r.v };
  const right = progressCount(x.r);
  if (right !== null && x.l.k === "num") return { k: right, op: MIRROR[x.op], n: x.l.v };
  return null;
}

/** `count(leadCards)` or `playedTricks`: which count of the progress `x` is, or null. */
function progressCount(x: Expr): "leadCount" | "played" | null {
  if (x.k === "ref" && x.name === "playedTricks") return "played";
  if (x.k === "call" && x.fn === "count" && x.args.length === 1 && isLeadCards(x.args[0]!)) return "leadCount";
  return null;
}

function isLeadCards(x: Expr): boolean {
  return x.k === "ref" && x.name === "leadCards";
}

/** The probes' parts in `st`, into `out` (its length set to the probes'). */
export function probeParts(probes: readonly ProgressProbe[], st: Env["st"], out: number[]): number[] {
  out.length = probes.length;
  for (let j = 0; j < probes.length; j++) out[j] = partOf(probes[j]!, st);
  return out;
}

/** Do the probes' parts in `st` equal `kept`? */
export function sameParts(probes: readonly ProgressProbe[], st: Env["st"], kept: readonly number[]): boolean {
  for (let j = 0; j < probes.length; j++) if (partOf(probes[j]!, st) !== kept[j]) return false;
  return true;
}

function partOf(p: ProgressProbe, st: Env["st"]): number {
  switch (p.k) {
    case "leadAt":
      return p.i >= 1 && p.i <= st.leads.length ? st.leads[p.i - 1]! : -1;
    case "leadCount":
      return compare(st.leads.length, p.op, p.n);
    case "played":
      return compare(st.playedTricks, p.op, p.n);
    default:
      return unreachable(p);
  }
}

function compare(x: number, op: CmpOp, n: number): number {
  switch (op) {
    case "=":
      return x === n ? 1 : 0;
    case "!=":
      return x !== n ? 1 : 0;
    case "<":
      return x < n ? 1 : 0;
    case "<=":
      return x <= n ? 1 : 0;
    case ">":
      return x > n ? 1 : 0;
    case ">=":
      return x >= n ? 1 : 0;
    default:
      return unreachable(op);
  }
}

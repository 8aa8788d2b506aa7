// The declared names: suits, piles, orders (made by `order` steps) and lets. Reports duplicates, clashes between kinds of names,
// and `let` cycles, and orders the lets so that each comes after the lets it uses.
import { LIMITS } from "../ir/limits.js";
import { BUILTIN_NAMES } from "../ir/types.js";
import type { Decl, Expr, Ident } from "./ast.js";
import { freeNames } from "./check-expr.js";
import type { DiagnosticSink, Reporter } from "./diagnostics.js";
import { closest, didYouMean } from "./suggest.js";
import { stepBlocks, type Model } from "./model.js";
import { namesOf } from "./steps/table.js";
import { DECL_SYNTAX, NAMED_KINDS, type TableDecl } from "./decls/table.js";

export interface DeclaredNames {
  readonly suits: ReadonlyMap<string, number>;
  /** Rank names (`ranks J = 11, ...`), each with its number: a number anywhere. */
  readonly rankNames: ReadonlyMap<string, number>;
  readonly piles: ReadonlySet<string>;
  /** Per-seat orders, by the `each player ... orders ... as NAME` steps that make them. */
  readonly orders: ReadonlySet<string>;
  /** Per-seat calls, by the `each player ... calls NAME ...` steps that make them. */
  readonly calls: ReadonlySet<string>;
  /** Auctions, by the `auction NAME: ...` steps that hold them: NAME reads the named value as a list. */
  readonly auctions: ReadonlySet<string>;
  /** The special calls' words (`nil`, `pass`), each with the negative number it reads as (by first appearance). */
  readonly words: ReadonlyMap<string, number>;
  /** Let names in dependency order; lets in a cycle are left out. */
  readonly letOrder: readonly string[];
  readonly cyclicLets: ReadonlySet<string>;
  /** Card value names (`card NAME: ...`) in dependency order; those in a cycle are left out. */
  readonly attrOrder: readonly string[];
  readonly cyclicAttrs: ReadonlySet<string>;
  /**
   * The names the declaration table's declarations declare (DeclSyntax.declares: `secret NAME`), each
   * with its kind, what it is and why some seat does not see it (undefined: every seat sees it).
   */
  readonly values: ReadonlyMap<string, { readonly kind: TableDecl["kind"]; readonly what: string; readonly hidden: string | undefined }>;
}


function clashWithBuiltin(name: string): string | undefined {
  return Object.hasOwn(BUILTIN_NAMES, name) ? `the built-in '${name}'` : undefined;
}

export function declareNames(model: Model, sink: DiagnosticSink): DeclaredNames {
  const suits = new Map<string, number>();
  if (model.suits) {
    const r = sink.forFile(model.suits.file);
    for (const s of model.suits.item.suits) {
      if (suits.has(s.name)) r.report("SW2005", s.span, { what: "suit", name: s.name });
      else if (clashWithBuiltin(s.name)) r.report("SW2006", s.span, { what: "suit", name: s.name, other: clashWithBuiltin(s.name) ?? "" });
      else suits.set(s.name, suits.size);
    }
  }

  const rankNames = new Map<string, number>();
  if (model.ranks) {
    const r = sink.forFile(model.ranks.file);
    const numbers = new Set<number>();
    for (const { name, rank } of model.ranks.item.names) {
      const other = suits.has(name.name) ? `the suit '${name.name}'` : clashWithBuiltin(name.name);
      if (rankNames.has(name.name)) r.report("SW2005", name.span, { what: "rank name", name: name.name });
      else if (other) r.report("SW2006", name.span, { what: "rank name", name: name.name, other });
      else if (numbers.has(rank.value)) r.report("SW2005", rank.span, { what: "rank", name: String(rank.value) });
      else if (rank.value > LIMITS.rank) r.report("SW4015", rank.span, { what: "a rank", max: LIMITS.rank, value: rank.value, why: "" });
      else rankNames.set(name.name, rank.value);
      numbers.add(rank.value);
    }
  }
  const rankName = (name: string): string | undefined => (rankNames.has(name) ? `the rank name '${name}'` : undefined);

  const piles = new Set<string>(["won"]);
  for (const [name, p] of model.named.pile) {
    const id = p.item.name as Ident;
    const other = suits.has(name) ? `the suit '${name}'` : rankName(name) ?? clashWithBuiltin(name);
    if (other) sink.forFile(p.file).report("SW2006", id.span, { what: "pile", name, other });
    else piles.add(name);
  }

  const values = new Map<string, { kind: TableDecl["kind"]; what: string; hidden: string | undefined }>();
  for (const kind of NAMED_KINDS) {
    const declares = DECL_SYNTAX[kind].declares;
    if (!declares) continue;
    for (const [name, d] of model.named[kind]) {
      const id = d.item.name as Ident;
      const other = suits.has(name) ? `the suit '${name}'` : rankName(name) ?? (piles.has(name) ? `the pile '${name}'` : model.lets.has(name) ? `the let '${name}'` : clashWithBuiltin(name));
      if (other) sink.forFile(d.file).report("SW2006", id.span, { what: declares.what, name, other });
      else values.set(name, { kind, what: declares.what, hidden: declares.hidden(name) });
    }
  }

  const orders = new Set<string>();
  for (const block of stepBlocks(model)) {
    const r = sink.forFile(block.file);
    for (const { ident } of block.item.steps.flatMap((step) => namesOf(step).filter((n) => n.kind === "order"))) {
      const name = ident.name;
      const other = suits.has(name) ? `the suit '${name}'` : rankName(name) ?? (piles.has(name) ? `the pile '${name}'` : clashWithBuiltin(name));
      if (orders.has(name)) r.report("SW2005", ident.span, { what: "order", name });
      else if (other) r.report("SW2006", ident.span, { what: "order", name, other });
      else orders.add(name);
    }
  }

  // Calls and their special words: names of their own (a word reads as its negative number anywhere).
  const calls = new Set<string>();
  const words = new Map<string, number>();
  for (const block of stepBlocks(model)) {
    const r = sink.forFile(block.file);
    for (const step of block.item.steps) {
      const declared = namesOf(step);
      if (!declared.some((n) => n.kind === "call" || n.kind === "specialCall")) continue;
      const taken = (name: string): string | undefined =>
        rankName(name) ?? (suits.has(name) ? `the suit '${name}'` : piles.has(name) ? `the pile '${name}'` : orders.has(name) ? `the order '${name}'` : clashWithBuiltin(name));
      for (const { ident, what = "call" } of declared.filter((n) => n.kind === "call")) {
        const name = ident.name;
        const other = taken(name) ?? (words.has(name) ? `the special call '${name}'` : undefined);
        if (calls.has(name)) r.report("SW2005", ident.span, { what, name });
        else if (other) r.report("SW2006", ident.span, { what, name, other });
        else calls.add(name);
      }
      const own = new Set<string>();
      for (const { ident: w } of declared.filter((n) => n.kind === "specialCall")) {
        const other = taken(w.name) ?? (calls.has(w.name) ? `the call '${w.name}'` : undefined);
        if (own.has(w.name)) r.report("SW2005", w.span, { what: "special call", name: w.name });
        else if (other) r.report("SW2006", w.span, { what: "special call", name: w.name, other });
        else if (!words.has(w.name)) words.set(w.name, -(words.size + 1));
        own.add(w.name);
      }
    }
  }

  const auctions = new Set<string>();
  for (const block of stepBlocks(model)) {
    const r = sink.forFile(block.file);
    for (const { ident } of block.item.steps.flatMap((step) => namesOf(step).filter((n) => n.kind === "auction"))) {
      const name = ident.name;
      const other = suits.has(name)
        ? `the suit '${name}'`
        : rankName(name) ?? (piles.has(name) ? `the pile '${name}'` : orders.has(name) ? `the order '${name}'` : calls.has(name) || words.has(name) ? `the call '${name}'` : values.has(name) ? `the ${values.get(name)!.what} '${name}'` : clashWithBuiltin(name));
      if (auctions.has(name)) r.report("SW2005", ident.span, { what: "auction", name });
      else if (other) r.report("SW2006", ident.span, { what: "auction", name, other });
      else auctions.add(name);
    }
  }

  for (const [name, l] of model.lets) {
    const id = l.item.name as Ident;
    const other = suits.has(name)
      ? `the suit '${name}'`
      : rankName(name) ?? (piles.has(name)
        ? `the pile '${name}'`
        : orders.has(name)
          ? `the order '${name}'`
          : calls.has(name) || words.has(name)
            ? `the call '${name}'`
            : auctions.has(name)
              ? `the auction '${name}'`
              : clashWithBuiltin(name));
    if (other) sink.forFile(l.file).report("SW2006", id.span, { what: "let", name, other });
  }

  for (const [name, a] of model.cardAttrs) {
    const id = a.item.name as Ident;
    const other = suits.has(name)
      ? `the suit '${name}'`
      : rankName(name) ?? (piles.has(name)
        ? `the pile '${name}'`
        : orders.has(name)
          ? `the order '${name}'`
          : model.lets.has(name)
            ? `the let '${name}'`
            : clashWithBuiltin(name));
    if (other) sink.forFile(a.file).report("SW2006", id.span, { what: "card value", name, other });
  }

  const lets = orderByUse(model.lets, "let", model, sink);
  const attrs = orderByUse(model.cardAttrs, "card", model, sink);
  return { suits, rankNames, piles, orders, calls, auctions, words, letOrder: lets.order, cyclicLets: lets.cyclic, attrOrder: attrs.order, cyclicAttrs: attrs.cyclic, values };
}

/** The expressions a named value is computed from: its own, and its rule cards' changes (which read it by name, not as a use). */
function exprsOf(name: string, own: Expr, prefix: string, model: Model): { exprs: Expr[]; stageExprs: Expr[] } {
  const stageExprs: Expr[] = [];
  for (const st of model.stages.get(`${prefix} ${name}`) ?? []) {
    if ("decl" in st.item && (st.item.decl.kind === "let" || st.item.decl.kind === "card")) {
      stageExprs.push(st.item.decl.expr);
      if (st.item.decl.when) stageExprs.push(st.item.decl.when);
    }
  }
  return { exprs: [own], stageExprs };
}

/** Depth-first topological sort; the first value (in source order) of each cycle reports it. */
function orderByUse(
  values: ReadonlyMap<string, { readonly item: { readonly name: Ident | undefined; readonly expr: Expr }; readonly file: string }>,
  prefix: "let" | "card",
  model: Model,
  sink: DiagnosticSink,
): { order: string[]; cyclic: Set<string> } {
  const deps = new Map<string, string[]>();
  for (const [name, l] of values) {
    const { exprs, stageExprs } = exprsOf(name, l.item.expr, prefix, model);
    const used = new Set<string>();
    for (const e of exprs) for (const n of freeNames(e)) used.add(n);
    // A change reads the value so far by the value's own name: that is not a use of itself.
    for (const e of stageExprs) for (const n of freeNames(e)) if (n !== name) used.add(n);
    deps.set(name, [...used].filter((n) => values.has(n)));
  }
  const state = new Map<string, "visiting" | "done">();
  const order: string[] = [];
  const cyclic = new Set<string>();
  const stack: string[] = [];
  const visit = (name: string): void => {
    const s = state.get(name);
    if (s === "done") return;
    if (s === "visiting") {
      const cycle = stack.slice(stack.indexOf(name));
      if (cycle.some((c) => cyclic.has(c))) return;
      cycle.forEach((c) => cyclic.add(c));
      const l = values.get(name);
      if (l?.item.name) sink.forFile(l.file).report("SW2007", l.item.name.span, { what: prefix === "let" ? "let" : "card value", name, path: [...cycle, name].join(" -> ") });
      return;
    }
    state.set(name, "visiting");
    stack.push(name);
    for (const d of deps.get(name) ?? []) visit(d);
    stack.pop();
    state.set(name, "done");
    if (!cyclic.has(name)) order.push(name);
  };
  for (const name of values.keys()) visit(name);
  return { order: order.filter((n) => !cyclic.has(n)), cyclic };
}

/** A pile a step or slot names must be declared (or be `won`). */
export function checkPile(id: Ident | undefined, names: DeclaredNames, r: Reporter): void {
  if (!id || names.piles.has(id.name)) return;
  const s = closest(id.name, names.piles);
  r.report("SW2003", id.span, { name: id.name, hint: didYouMean(s) }, s);
}

function reportUnknownSuit(r: Reporter, id: Ident, suits: ReadonlyMap<string, number>): void {
  const s = closest(id.name, suits.keys());
  r.report("SW2002", id.span, { name: id.name, hint: didYouMean(s) }, s);
}

/** Suit names to indices, reporting unknown and repeated suits. */
export function suitIndices(ids: readonly Ident[], names: DeclaredNames, r: Reporter): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const i = names.suits.get(id.name);
    if (i === undefined) {
      // A suit that failed to declare (clash, duplicate) was reported already.
      if (!names.suits.has(id.name)) reportUnknownSuit(r, id, names.suits);
    } else if (out.includes(i)) r.report("SW2005", id.span, { what: "suit", name: id.name });
    else out.push(i);
  }
  return out;
}

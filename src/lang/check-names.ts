// The declared names: suits, piles, orders (made by `order` steps) and lets. Reports duplicates, clashes between kinds of names,
// and `let` cycles, and orders the lets so that each comes after the lets it uses.
import { BUILTIN_NAMES } from "../ir/types.js";
import type { Ident } from "./ast.js";
import { freeNames } from "./check-expr.js";
import type { DiagnosticSink } from "./diagnostics.js";
import { stepBlocks, type Model } from "./model.js";

export interface DeclaredNames {
  readonly suits: ReadonlyMap<string, number>;
  readonly piles: ReadonlySet<string>;
  /** Per-seat orders, by the `each player ... orders ... as NAME` steps that make them. */
  readonly orders: ReadonlySet<string>;
  /** Let names in dependency order; lets in a cycle are left out. */
  readonly letOrder: readonly string[];
  readonly cyclicLets: ReadonlySet<string>;
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

  const piles = new Set<string>(["won"]);
  for (const [name, p] of model.piles) {
    const id = p.item.name as Ident;
    const other = suits.has(name) ? `the suit '${name}'` : clashWithBuiltin(name);
    if (other) sink.forFile(p.file).report("SW2006", id.span, { what: "pile", name, other });
    else piles.add(name);
  }

  const orders = new Set<string>();
  for (const block of stepBlocks(model)) {
    const r = sink.forFile(block.file);
    for (const step of block.item.steps) {
      if (step.kind !== "order" || !step.name) continue;
      const name = step.name.name;
      const other = suits.has(name) ? `the suit '${name}'` : piles.has(name) ? `the pile '${name}'` : clashWithBuiltin(name);
      if (orders.has(name)) r.report("SW2005", step.name.span, { what: "order", name });
      else if (other) r.report("SW2006", step.name.span, { what: "order", name, other });
      else orders.add(name);
    }
  }

  for (const [name, l] of model.lets) {
    const id = l.item.name as Ident;
    const other = suits.has(name)
      ? `the suit '${name}'`
      : piles.has(name)
        ? `the pile '${name}'`
        : orders.has(name)
          ? `the order '${name}'`
          : clashWithBuiltin(name);
    if (other) sink.forFile(l.file).report("SW2006", id.span, { what: "let", name, other });
  }

  const { order, cyclic } = orderLets(model, sink);
  return { suits, piles, orders, letOrder: order, cyclicLets: cyclic };
}

/** Depth-first topological sort; the first let (in source order) of each cycle reports it. */
function orderLets(model: Model, sink: DiagnosticSink): { order: string[]; cyclic: Set<string> } {
  const deps = new Map<string, string[]>();
  for (const [name, l] of model.lets) deps.set(name, [...freeNames(l.item.expr)].filter((n) => model.lets.has(n)));
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
      const l = model.lets.get(name);
      if (l?.item.name) sink.forFile(l.file).report("SW2007", l.item.name.span, { name, path: [...cycle, name].join(" -> ") });
      return;
    }
    state.set(name, "visiting");
    stack.push(name);
    for (const d of deps.get(name) ?? []) visit(d);
    stack.pop();
    state.set(name, "done");
    if (!cyclic.has(name)) order.push(name);
  };
  for (const name of model.lets.keys()) visit(name);
  return { order: order.filter((n) => !cyclic.has(n)), cyclic };
}

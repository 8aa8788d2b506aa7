// Which card wins a trick: `winner: highest KEY, ... where COND, then ...` (tiers of keys), `ties:
// first | last` (equal keys: the first or the last played card ranks higher) and `pick: N` (the N-th
// card of that order wins). The language side in one unit: grammar, AST nodes, checks, lowering. A
// winner tier's own grammar rules (winnerTier, winnerKey) stay in the parser class: a tier's keys look
// two tokens ahead (a gate), which the table's grammar DSL does not offer.
import { Colon, Comma, keywordTokens } from "../../../grammar/tokens.js";
import type { WinnerTierIR } from "../../ir/types.js";
import type { Expr, Node, Span } from "../ast.js";
import { child, nodes, token } from "../cst-util.js";
import type { SlotSyntax } from "../slot-syntax.js";
import type { AstTools } from "../step-syntax.js";
import { place } from "../types.js";
import { combinedTrumpsOf } from "./trump.js";
import type { CstNode } from "chevrotain";

const pickKeywords = {
  pick: "`pick: EXPR` in `tricks`: which card of the winner order wins (default 1, the best; 2 = the second best). A trick with fewer cards: its last card in the order.",
};
/** The core keywords and its own (those only this module consumes: `pick`). */
const kw = keywordTokens({ ...pickKeywords });

export interface WinnerTier extends Node {
  /** The tier's keys in order (at least one): later keys order cards the earlier ones tie. */
  readonly keys: readonly WinnerKey[];
  readonly where: Expr | undefined;
}

export interface WinnerKey extends Node {
  readonly dir: "highest" | "lowest";
  readonly key: Expr;
}

export interface WinnerSlot extends Node {
  readonly kind: "winner";
  readonly tiers: readonly WinnerTier[];
}
export interface TiesSlot extends Node {
  readonly kind: "ties";
  readonly which: "first" | "last" | undefined;
}
export interface PickSlot extends Node {
  readonly kind: "pick";
  readonly expr: Expr;
}

function tier(n: CstNode, fallback: Span, t: AstTools): WinnerTier {
  const span = t.span(n, fallback);
  const cond = child(n, "cond");
  const keys = nodes(n, "winnerKey").map((kn) => {
    const at = t.span(kn, span);
    return { dir: token(child(kn, "direction"), "KwLowest") ? ("lowest" as const) : ("highest" as const), key: t.orExpr(child(kn, "key"), at), span: at };
  });
  return { keys, where: cond ? t.expression(cond, span) : undefined, span };
}

export const winnerSyntax: SlotSyntax<WinnerSlot, "winner", "winner"> = {
  grammar: [
    {
      rule: "winnerSlot",
      start: "slot",
      startWords: ["winner"],
      define: (g) => {
        g.consume(0, kw.winner);
        g.consume(0, Colon);
        g.subrule(0, "winnerTier");
        g.many(0, () => {
          g.consume(0, Comma);
          g.consume(0, kw.then);
          g.subrule(2, "winnerTier");
        });
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "winner", span, tiers: nodes(node, "winnerTier").map((n) => tier(n, span, t)) }),
  label: "winner",
  check: (slot, { expr }) => {
    const at = place("the 'winner' slot", "seat", "card", "trick", "winner");
    for (const t of slot.tiers) {
      for (const k of t.keys) expr.expect(k.key, at, "number", "the key of a winner tier");
      if (t.where) expr.expect(t.where, at, "bool", "the condition after 'where'");
    }
  },
  // `trumps: suits ..., ranks ...` stands for the winner slot too (the checker refuses both).
  lower: (slot, c) => {
    const combined = combinedTrumpsOf(c);
    const winner: readonly WinnerTierIR[] = combined
      ? combined.winner
      : slot
      ? slot.tiers.map((t) => ({ keys: t.keys.map((k) => ({ dir: k.dir, key: c.ex(k.key) })), where: t.where ? c.ex(t.where) : { k: "bool", v: true } }))
      : [{ keys: [{ dir: "highest", key: { k: "ref", name: "rank" } }], where: { k: "bin", op: "=", l: { k: "ref", name: "suit" }, r: { k: "ref", name: "lead" } } }];
    return { winner };
  },
  expressions: (s) => s.tiers.flatMap((t) => [...t.keys.map((k) => k.key), t.where]),
  continuing: [],
  checkedWords: [],
  rules: ["winner"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    winner: "`winner: highest KEY, lowest KEY2 where COND, then ...` in `tricks`: the winner order of a trick's cards; a comma adds a key to the same tier, `then` starts the next tier. The best card wins unless `pick` says otherwise. At top level, `winner: highest total`: the final ranking. In `lead:`, the trick's winner leads next. As a step, `winner removes N cards from the trick`.",
  },
};

export const tiesSyntax: SlotSyntax<TiesSlot, "ties", "ties"> = {
  grammar: [
    {
      rule: "tiesSlot",
      start: "slot",
      startWords: ["ties"],
      define: (g) => {
        g.consume(0, kw.ties);
        g.consume(0, Colon);
        g.or(0, [{ ALT: () => g.consume(0, kw.first) }, { ALT: () => g.consume(0, kw.last) }]);
      },
    },
  ],
  toAst: ({ node, span }) => ({ kind: "ties", span, which: token(node, "KwFirst") ? "first" : token(node, "KwLast") ? "last" : undefined }),
  label: "ties",
  check: () => {},
  lower: (slot) => ({ ties: slot?.which ?? "first" }),
  expressions: () => [],
  continuing: ["ties"],
  checkedWords: [],
  rules: [],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: {
    ties: "`ties: first` / `ties: last`: which of equally good cards wins. `ties SUIT...`: the suit order for `highest unique rank`.",
  },
};

const pickAt = place("the 'pick' slot", "trick");

/** `pick: EXPR`: which card of the winner order wins the trick (1 = the best). */
export const pickSyntax: SlotSyntax<PickSlot, "pick", "pick"> = {
  grammar: [
    {
      rule: "pickSlot",
      start: "slot",
      startWords: ["pick"],
      define: (g) => {
        g.consume(0, kw.pick);
        g.consume(0, Colon);
        g.subrule(0, "expression");
      },
    },
  ],
  toAst: ({ node, span }, t) => ({ kind: "pick", span, expr: t.expression(child(node, "expression"), span) }),
  label: "pick",
  check: (slot, { expr }) => {
    expr.expect(slot.expr, pickAt, "number", "which card of the winner order wins");
  },
  lower: (slot, { ex, staged }) => ({ pick: staged("tricks.pick", "pick", slot ? ex(slot.expr) : { k: "num", v: 1 }) }),
  stage: { own: "pick", type: "number", at: pickAt, expr: (s) => s.expr },
  expressions: (s) => [s.expr],
  continuing: ["pick"],
  checkedWords: [],
  rules: ["pick"],
  playerCounts: null,
  // Hover and completion texts of its keywords (reference.ts merges them into KEYWORD_DOCS).
  keywords: pickKeywords,
};

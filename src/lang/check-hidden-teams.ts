// Hidden partnerships (`teams NAME NAME by holder of CARD`): the card's name resolved to a suit and a
// rank (the declaration itself: src/lang/decls/teams.ts), and which lets read a team. Who plays with whom is decided by the
// deal and stays hidden until the card is played, so before the round is scored a rule may read a team
// only where that cannot leak it (decls/teams.ts, the entry's read rules): a seat's own team in its own plays.
import type { Expr } from "./ast.js";
import { exprChildren } from "./ast-walk.js";
import { freeNames } from "./check-expr.js";
import type { Model } from "./model.js";

/** A card named by suit and rank (`clubsQ`, `hearts10`): every copy of it. */
export interface NamedCard {
  readonly suit: number;
  readonly rank: number;
}

/** The card `name` stands for (a suit's name, then a rank name or number), or undefined. */
export function cardByName(name: string, suits: ReadonlyMap<string, number>, rankNames: ReadonlyMap<string, number>): NamedCard | undefined {
  for (const [s, suit] of suits) {
    if (!name.startsWith(s) || name.length === s.length) continue;
    const rest = name.slice(s.length);
    const rank = rankNames.get(rest) ?? (/^[0-9]+$/.test(rest) ? Number(rest) : undefined);
    if (rank !== undefined) return { suit, rank };
  }
  return undefined;
}

/**
 * Does the let read a team: "other" when it reads another seat's team (`team of left`, anything `of
 * partner`, a let that does), "own" when only the seat's own (`team`, a let that does).
 */
export type TeamRead = "own" | "other";

/** The lets that read a team, with how (a fixed point over the let graph). Empty without hidden teams. */
export function letTeamReads(model: Model): Map<string, TeamRead> {
  const out = new Map<string, TeamRead>();
  if (!model.decls.teams?.item.holder) return out;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, l] of model.lets) {
      const read = teamRead(l.item.expr, out);
      if (read !== undefined && out.get(name) !== read && out.get(name) !== "other") {
        out.set(name, read);
        grew = true;
      }
    }
  }
  return out;
}

/** How `e` reads a team, given the lets known to (`lets`), or undefined. */
export function teamRead(e: Expr, lets: ReadonlyMap<string, TeamRead>): TeamRead | undefined {
  if (readsOtherTeam(e, lets)) return "other";
  const free = freeNames(e);
  return free.has("team") || [...free].some((n) => lets.has(n)) ? "own" : undefined;
}

function readsOtherTeam(e: Expr, lets: ReadonlyMap<string, TeamRead>): boolean {
  if (e.kind === "seatOf" && (e.value.name === "team" || lets.has(e.value.name) || (e.seat !== "each" && e.seat.includes("partner")))) return true;
  if (e.kind === "name" && lets.get(e.name) === "other") return true;
  return exprChildren(e).some((c) => readsOtherTeam(c, lets));
}

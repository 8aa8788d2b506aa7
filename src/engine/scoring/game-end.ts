// Ending on a condition (RulesetIR.end): after each round, the game is over when the condition holds
// for some seat (seat context: `total >= 500`), or after `rounds` rounds. With `unless tied` it goes
// on while the winners by the `winner:` keys are more than one seat (or team: partners win together).
// When `rounds` was not declared it is only a guard: a game that reaches it without its condition
// holding stops with a RuleError rather than ending as a game of that many rounds would.

import type { Kernel } from "../core/kernel.js";
import type { Mechanic } from "../core/mechanic.js";
import { evalSeat } from "../core/eval.js";
import type { Compiled } from "../expr/types.js";
import { RuleError } from "../errors.js";
import { SAFE } from "../rules/caps.js";
import type { CompiledRules } from "../rules/types.js";
import { gameWinners } from "./rank.js";
import { teamOf } from "./teams.js";
import { declRule } from "../../ir/rule-ref.js";

/** The condition compiled once per ruleset's rules (the rules are shared by every game of them). */
const compiledWhen = new WeakMap<CompiledRules, Compiled<boolean>>();

function condition(k: Kernel): Compiled<boolean> {
  let c = compiledWhen.get(k.rules);
  if (!c) compiledWhen.set(k.rules, (c = k.rules.compileExpr(k.ir.end!.when, declRule("end when")) as Compiled<boolean>));
  return c;
}

/** Do the game's winners as things stand belong to more than one seat, or more than one team? */
function tied(k: Kernel): boolean {
  const teams = new Set(gameWinners(k).map((s) => teamOf(k.ir, s)));
  return teams.size > 1;
}

function gameOver(k: Kernel): boolean {
  const st = k.st;
  const end = k.ir.end!;
  const when = condition(k);
  let holds = false;
  for (let s = 0; s < st.players && !holds; s++) holds = evalSeat<boolean>(k, when, s);
  const last = st.round >= st.rounds;
  if (holds && !(end.unlessTied && tied(k))) return true;
  if (!last) return false;
  if (end.roundsIsGuard) {
    throw new RuleError(
      "no-end",
      declRule("end when"),
      k.seed,
      `the game did not end within ${st.rounds} rounds: ${holds ? "the winners stayed tied" : "no seat reached the condition of 'end when'"} (declare 'rounds N' to make N rounds the most a game may last)`,
    );
  }
  return true;
}

export const endMechanic = {
  name: "end",
  decisions: {},
  codecs: {},
  hooks: (ir) => (ir.end ? { gameOver } : {}),
  // Read after a round is scored, on every path alike.
  caps: () => SAFE,
  judgedWorlds: () => true,
  // The totals the condition reads are every seat's to see (the roundEnd event): nothing more to show.
  view: null,
} satisfies Mechanic<"end">;

// Making a game's kernel: from the IR, the options and (for the sampler's worlds) a round to resume
// at. Both the Game facade and the sampler create kernels here.

import { irLimitProblems, LIMITS, type LimitProblem } from "../../ir/limits.js";
import type { RulesetIR } from "../../ir/types.js";
import { IrError } from "../expr/types.js";
import type { CompiledRules } from "../rules/types.js";
import { IllegalActionError, RuleError } from "../errors.js";
import { startRound } from "./round.js";
import { tierTables, winnerRanks } from "../core/card-tables.js";
import { compileRules } from "./compile.js";
import { firstDealer } from "../scoring/rank.js";
import { hooksOf, restoreParts } from "./mechanics.js";
import type { GameOptions } from "../types.js";
import { actionTable } from "../core/action-table.js";
import { deckFor } from "../core/cards.js";
import { evalGlobal } from "../core/eval.js";
import { Kernel, type ResumeOptions } from "../core/kernel.js";
import { asRuleError, DEFAULT_MAX_STEPS } from "../core/log.js";
import { objectListOf } from "../lists.js";
import { scratchFor } from "../core/scratch.js";
import { digestState, newState, sharedSlices } from "./state.js";
import { declRule } from "../../ir/rule-ref.js";

/** The first problem of an IR past the engine's limits (src/ir/limits.ts), once per IR; null when there is none. */
const limitChecked = new WeakMap<RulesetIR, LimitProblem | null>();

function limitProblem(ir: RulesetIR): LimitProblem | null {
  let p = limitChecked.get(ir);
  if (p === undefined) limitChecked.set(ir, (p = irLimitProblems(ir)[0] ?? null));
  return p;
}

/**
 * The compiled rules, or a RuleError: an IR made by hand (not by the compiler) can hold numbers the
 * engine cannot play with, or names nothing defines; it is stopped here with the rule it breaks.
 */
export function rulesOf(ir: RulesetIR, seed: number): CompiledRules {
  const problem = limitProblem(ir);
  if (problem) throw new RuleError("limit", problem.rule, seed, problem.message);
  try {
    return compileRules(ir);
  } catch (err) {
    if (err instanceof IrError) throw new RuleError("bad-ir", declRule("ruleset"), seed, `the ruleset's IR is not one the engine can play: ${err.message}`);
    throw err;
  }
}

export function createKernel(ir: RulesetIR, opts: GameOptions, resume?: ResumeOptions): Kernel {
  const rules = rulesOf(ir, opts.seed >>> 0);
  const n = opts.players;
  if (!Number.isInteger(n) || n < ir.players.min || n > ir.players.max) {
    throw new IllegalActionError(`${ir.name} is for ${ir.players.min}–${ir.players.max} players, not ${n}`);
  }
  const deck = deckFor(ir, n);
  if (!deck) throw new IllegalActionError(`${ir.name} has no deck for ${n} players`);
  const seed = opts.seed >>> 0;
  const context = { players: n, deck, seed, ir, rules, opts };
  const st = newState(context);
  const tables = tierTables(deck, rules, st);
  const k = new Kernel(
    {
      ir,
      rules,
      deck,
      players: n,
      seed,
      opts,
      resume,
      presetDeals: opts.deals ?? [],
      maxSteps: opts.maxSteps ?? DEFAULT_MAX_STEPS,
      recording: opts.record ?? true,
      onTrick: opts.onTrick ? (kernel) => opts.onTrick!(digestState(kernel.st)) : null,
      scratch: scratchFor(deck, n, ir.tricks.maxOpen),
      actionTable: actionTable(deck),
      tierTables: tables,
      rankTable: rules.caps.rankTable ? winnerRanks(tables) : null,
      slices: context,
      shared: sharedSlices(context),
      hooks: hooksOf(ir),
    },
    st,
  );

  const rounds = evalGlobal(k, rules.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > LIMITS.rounds) {
    throw new RuleError("bad-rounds", declRule("rounds"), seed, `the number of rounds must be a whole number from 1 to ${LIMITS.rounds}, but it is ${rounds}`);
  }
  st.rounds = rounds;
  if (resume) {
    st.round = resume.round;
    st.dealer = resume.dealer;
    st.totals = [...resume.totals];
    st.roundScores = objectListOf(resume.roundScores.map((r) => [...r]));
    restoreParts(k, resume);
  } else {
    st.dealer = firstDealer(k);
  }
  try {
    // A new game's state holds the round's start values already; a resumed one's parts were restored.
    startRound(k, !resume);
  } catch (err) {
    throw asRuleError(k, err);
  }
  return k;
}

// Every part of a ruleset declares which fast paths stay correct with it (caps.ts), and so does every
// mechanic of the assembly list (its descriptor's `caps`, assembly/mechanics.ts). The tables below are
// typed over the keys of the IR's RulesetIR and TricksIR, so a field added to the IR without a
// declaration here does not compile; a kinded part (lead rules, tie rules, flows) takes the
// declaration of its kind's handler, and a part that belongs to one mechanic defers to that
// mechanic's. The fast paths run only when all of them agree (allOf).

import type { RulesetIR, TricksIR } from "../../ir/types.js";
import { FLOWS, flowOf } from "../tricks/flows.js";
import { FIRST_LEAD, NEXT_LEAD } from "../tricks/lead.js";
import { TIES } from "../tricks/winner.js";
import { allOf, NO_RANK_TABLE, NOT_CYCLES, NOT_INLINE, OFF_GRID, SAFE, UNSAFE, type FastCaps } from "../rules/caps.js";
import type { HookName } from "../core/kernel.js";
import { capsByMechanic, hooksOf, mechanicCaps } from "./mechanics.js";

/** Open and follow rules: a plain true/false keeps grid plays; plain true also the single-trick cycles. */
function constantRule(e: TricksIR["open"]): FastCaps {
  if (e.k !== "bool") return OFF_GRID;
  return e.v ? SAFE : NOT_CYCLES;
}

const TRICK_PARTS: { readonly [K in keyof TricksIR]-?: (t: TricksIR) => FastCaps } = {
  firstLead: (t) => FIRST_LEAD[t.firstLead.kind].caps,
  nextLead: (t) => NEXT_LEAD[t.nextLead.kind].caps,
  // The single-trick cycle loop plays into the one open trick.
  maxOpen: (t) => (t.maxOpen === 1 ? SAFE : NOT_CYCLES),
  completeAt: (t) => FLOWS[flowOf(t)].caps,
  open: (t) => constantRule(t.open),
  follow: (t) => constantRule(t.follow),
  // A card that may be set aside has a target no grid lists.
  aside: (t) => (t.aside === null ? SAFE : OFF_GRID),
  // Trumps and winner tiers are judged by winner.ts on every path (tabled only when fixed per deck).
  trump: () => SAFE,
  winner: () => SAFE,
  ties: (t) => TIES[t.ties].caps,
  // The rank table (and the winner tracked as a cycle's cards fall) finds the best card only.
  pick: (t) => (t.pick.k === "num" && t.pick.v === 1 ? SAFE : NO_RANK_TABLE),
  // Declared by the face-down mechanic (tricks/face-down.ts).
  faceDown: () => SAFE,
  // Set when every cycle begins (cycle.ts beginCycle) on every path; the fast loops read st.direction.
  direction: () => SAFE,
  // Checked when every cycle begins (cycle.ts beginCycle), on every path.
  stopWhen: () => SAFE,
  // Every path awards through tricks/award.ts awardOne, which hands the trick to its holder.
  trickGoesTo: () => SAFE,
  // A rule card's lead rule, direction or trick recipient: the paths must be safe for each of them too.
  byCard: (t) => allOf((t.byCard ?? []).map((o) => allOf([NEXT_LEAD[(o.nextLead ?? t.nextLead).kind].caps]))),
};

const RULESET_PARTS: { readonly [K in keyof RulesetIR]-?: (ir: RulesetIR) => FastCaps } = {
  // Data and rules read outside trick play, or by every path alike.
  version: () => SAFE,
  name: () => SAFE,
  players: () => SAFE,
  rounds: () => SAFE,
  suits: () => SAFE,
  decks: () => SAFE,
  // Names of ranks only change how cards are called (logs, reports); play reads the numbers.
  rankNames: () => SAFE,
  deal: () => SAFE,
  // Read by rules through their names: the secrets mechanic declares for them (steps/secrets.ts).
  secrets: () => SAFE,
  // Task chips: the tasks mechanic declares for them (steps/tasks.ts).
  tasks: () => SAFE,
  piles: () => SAFE,
  lets: () => SAFE,
  // Values of a card, read only through the rules that use them: those rules' own parts decide (a
  // trick rule that reads an attribute is neither constant nor fixed per deck, so its paths are off).
  cardAttrs: () => SAFE,
  firstDealer: () => SAFE,
  nextDealer: () => SAFE,
  // Each kind of step is declared by its mechanic (capsWhenListed: its handler's caps when listed).
  beforeTricks: () => SAFE,
  afterTricks: () => SAFE,
  // Steps during trick play pause it between cycles (steps/during.ts): the random fast paths play
  // cycle after cycle without such a pause, so they stay off.
  trickSteps: (ir) => ((ir.trickSteps ?? []).length > 0 ? UNSAFE : SAFE),
  // Re-evaluated after every completed trick on every path (steps/show.ts updateShows).
  shows: () => SAFE,
  tricks: (ir) => allOf((Object.keys(TRICK_PARTS) as (keyof TricksIR)[]).map((key) => TRICK_PARTS[key](ir.tricks))),
  // Read when scoring only, after trick play.
  trickValue: () => SAFE,
  score: () => SAFE,
  winner: () => SAFE,
  // Rule cards change only what `active` and `activeRules` read, which every path evaluates alike (and
  // which is never tabled per deck); their draft is declared by the rule-card mechanic (rulecards/draft.ts).
  ruleCards: () => SAFE,
  // Read when scoring a round and deciding the game's end (assembly/round.ts), after trick play on every path.
  teams: () => SAFE,
  end: () => SAFE,
};

// Every hook point of the kernel (core/kernel.ts Hooks) says which fast paths run its hooks; a ruleset
// any of whose mechanics uses a hook point (its descriptor's `hooks(ir)`, assembly/mechanics.ts
// hooksOf) gets that point's caps, whatever the mechanic's own `caps` say. Typed over the hook names:
// a hook point added without its line here does not compile.
const HOOK_POINTS: { readonly [H in HookName]: FastCaps } = {
  // Run where a round is dealt (assembly/round.ts), which every path reaches through endTricks.
  dealt: SAFE,
  // Run by tricks/play.ts playCard only: the loops that play inline skip it (rules/caps.ts inlinePlays).
  played: NOT_INLINE,
  // Asked by Game.decider outside the play loop (the bots' loop hands a decision to its decider's bot).
  decider: SAFE,
  // Run by tricks/award.ts awardOne, which every path awards through (fast/random-cycles.ts endSingleTrick too).
  trickWon: SAFE,
  // Run by tricks/award.ts award and by fast/random-cycles.ts endSingleTrick (the cycle loops' end).
  tricksAwarded: SAFE,
  // Run by tricks/cycle.ts beginCycle, which every path's cycle end calls (endSingleTrick too).
  handPlayOver: SAFE,
  // Run by tricks/cycle.ts cycleEnded, on every path's cycle end (endSingleTrick too).
  cycleEnded: SAFE,
  // Run when a round is scored and the game's end decided (assembly/round.ts), after trick play on every path.
  roundScored: SAFE,
  gameOver: SAFE,
  winners: SAFE,
};

/** The caps of the hook points the ruleset's mechanics use. */
function hookCaps(ir: RulesetIR): FastCaps {
  const lists = hooksOf(ir);
  return allOf((Object.keys(HOOK_POINTS) as HookName[]).filter((h) => lists[h].length > 0).map((h) => HOOK_POINTS[h]));
}

/** The fast paths every part, every mechanic and every hook point used by the ruleset allows. */
export function capsOf(ir: RulesetIR): FastCaps {
  return allOf([...(Object.keys(RULESET_PARTS) as (keyof RulesetIR)[]).map((key) => RULESET_PARTS[key](ir)), mechanicCaps(ir), hookCaps(ir)]);
}

/** The declarations, part by part, for `stichwerk`'s tests and tools: which part turns which path off. */
export function capsByPart(ir: RulesetIR): Record<string, FastCaps> {
  const out: Record<string, FastCaps> = {};
  for (const key of Object.keys(RULESET_PARTS) as (keyof RulesetIR)[]) if (key !== "tricks") out[key] = RULESET_PARTS[key](ir);
  for (const key of Object.keys(TRICK_PARTS) as (keyof TricksIR)[]) out[`tricks.${key}`] = TRICK_PARTS[key](ir.tricks);
  const lists = hooksOf(ir);
  for (const h of Object.keys(HOOK_POINTS) as HookName[]) if (lists[h].length > 0) out[`hook ${h}`] = HOOK_POINTS[h];
  return { ...out, ...capsByMechanic(ir) };
}

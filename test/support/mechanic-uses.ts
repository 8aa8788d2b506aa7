// Does a ruleset use a mechanic? One entry per mechanic of the engine's assembly list
// (src/engine/assembly/mechanics.ts): the type demands one for every name, so a new mechanic does not
// compile here until it says which rulesets use it, and test/engine/mechanics.test.ts then checks that
// the random fixture rulesets (random-rulesets.ts), which the differential and property suites play,
// use every mechanic.
import type { MechanicName } from "../../src/engine/assembly/mechanics.js";
import { listedSteps } from "../../src/engine/rules/steps.js";
import type { RulesetIR, StepIR } from "../../src/ir/types.js";
import { readsName } from "../../src/ir/reads.js";

const lists = (kind: StepIR["kind"]) => (ir: RulesetIR) => listedSteps(ir).some((s) => s.kind === kind);

export const MECHANIC_USES: { readonly [N in MechanicName]: (ir: RulesetIR) => boolean } = {
  round: () => true,
  // Every ruleset has the won pile.
  piles: () => true,
  layoutDraft: (ir) => ir.deal.layout !== undefined,
  secrets: (ir) => (ir.secrets ?? []).length > 0,
  ruleCards: (ir) => ir.ruleCards !== undefined,
  cardChoice: (ir) => listedSteps(ir).some((s) => ["choose", "pass", "expose", "reserve", "remove"].includes(s.kind)),
  choose: lists("choose"),
  reveal: lists("reveal"),
  order: lists("order"),
  call: lists("call"),
  note: lists("note"),
  auction: lists("auction"),
  pickUp: lists("pickUp"),
  sitOut: lists("sitOut"),
  tasks: (ir) => ir.tasks !== undefined,
  return: lists("return"),
  pass: lists("pass"),
  expose: lists("expose"),
  remove: lists("remove"),
  reserve: lists("reserve"),
  giveTricks: lists("giveTricks"),
  handTrick: lists("handTrick"),
  turnCard: lists("turnCard"),
  publicTable: (ir) => readsName(ir, "playedCards") || readsName(ir, "playedBy"),
  show: (ir) => ir.shows.length > 0,
  during: (ir) => (ir.trickSteps ?? []).length > 0,
  trickPlay: () => true,
  faceDown: (ir) => ir.tricks.faceDown !== null,
  teams: (ir) => ir.teams !== undefined,
  hiddenTeams: (ir) => ir.teams?.holder !== undefined,
  end: (ir) => ir.end !== undefined,
  held: (ir) => ir.trickValue !== undefined || (ir.tricks.trickGoesTo ?? "winner") !== "winner" || ["giveTricks", "handTrick", "remove"].some((k) => lists(k as StepIR["kind"])(ir)),
};

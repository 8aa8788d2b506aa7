// Every extensible kind has a registry typed over its IR or API union, so a kind without a handler
// does not compile (the @ts-expect-error lines below are checked by `tsc`: if a registry's type stopped
// requiring every kind, the directive itself would be an error). At run time, what has no handler is
// kept secret and stops the sampler, never shown or skipped.
import { describe, expect, it } from "vitest";
import { KERNEL_BUILTINS, registeredBuiltins } from "../../src/engine/expr/builtins.js";
import type { BuiltinImpl, KernelBuiltinName } from "../../src/engine/expr/builtins.js";
import type { Covers, Listed, PartKeys } from "../../src/engine/assembly/mechanics.js";
import { DECISIONS } from "../../src/engine/assembly/decisions.js";
import type { ActionType, DecisionHandler } from "../../src/engine/core/decision.js";
import { EVENTS, eventsSeenBy } from "../../src/engine/assembly/events.js";
import type { EventHandler, EventType } from "../../src/engine/core/event.js";
import { STEPS } from "../../src/engine/assembly/steps.js";
import type { StepHandler } from "../../src/engine/core/step-handler.js";
import type { StepKind } from "../../src/engine/rules/steps.js";
import { FIRST_LEAD, NEXT_LEAD } from "../../src/engine/tricks/lead.js";
import { TIES } from "../../src/engine/tricks/winner.js";
import { FIRST_DEALER, NEXT_DEALER } from "../../src/engine/scoring/rank.js";
import { FLOWS } from "../../src/engine/tricks/flows.js";
import { compileRules } from "../../src/engine/assembly/compile.js";
import { Game } from "../../src/engine/game.js";
import { IllegalActionError } from "../../src/engine/errors.js";
import { Rng } from "../../src/engine/rng.js";
import { BUILTINS_INFO, type BuiltinName } from "../../src/ir/types.js";
import type { GameEvent } from "../../src/engine/types.js";
import { loadRuleset } from "../support/rulesets.js";
import fc from "fast-check";
import { openingSteps } from "../../src/engine/assembly/mechanics.js";
import { RULESET_IR_SCHEMA } from "../../src/ir/schema.js";
import { declaredTypes } from "../support/declared-types.js";
import { randomRuleset } from "../support/random-rulesets.js";

/** A node of the IR's JSON Schema, as far as the kinds of a union need it. */
interface SchemaNode {
  readonly $ref?: string;
  readonly oneOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly allOf?: readonly { readonly then?: SchemaNode }[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly const?: string;
  readonly enum?: readonly string[];
}
const def = (name: string): SchemaNode => (RULESET_IR_SCHEMA as { $defs: Record<string, SchemaNode> }).$defs[name]!;

/** The `kind`s of an IR union (its branches' `kind` constants), through references. */
function irKinds(s: SchemaNode): string[] {
  if (s.$ref) return irKinds(def(s.$ref.replace("#/$defs/", "")));
  const branches = s.oneOf ?? s.anyOf ?? s.allOf?.flatMap((b) => (b.then ? [b.then] : []));
  if (branches && branches.length > 0) return branches.flatMap(irKinds);
  const kind = s.properties?.["kind"];
  return kind?.const !== undefined ? [kind.const] : [...(kind?.enum ?? [])];
}

describe("registries: a kind without a handler does not compile", () => {
  it("holds for events, steps, decisions and built-ins (checked by tsc)", () => {
    // @ts-expect-error an event type without a handler
    const events: { readonly [T in EventType]: EventHandler<T> } = { roundStart: EVENTS.roundStart };
    // @ts-expect-error a step kind without a handler
    const steps: { readonly [K in StepKind]: StepHandler<K> } = { choose: STEPS.choose, reveal: STEPS.reveal };
    // @ts-expect-error an action type without a handler
    const decisions: { readonly [T in ActionType]: DecisionHandler<T> } = { choose: DECISIONS.choose, order: DECISIONS.order, play: DECISIONS.play };
    // @ts-expect-error a built-in name without an implementation
    const builtins: { readonly [K in BuiltinName]: BuiltinImpl } = { players: KERNEL_BUILTINS.players };
    // @ts-expect-error the task built-ins (tasksLeft, ...) have no implementation once the tasks mechanic leaves the list
    const mechanicBuiltins: Covers<BuiltinName, KernelBuiltinName | PartKeys<Exclude<Listed, { readonly name: "tasks" }>, "builtins">> = true;
    // An event handler must say whether its event reveals something hidden (the card table's undo) and
    // whether it answers a step (the replay report): without either it does not compile.
    const { reveals: _r, ...noReveals } = EVENTS.bid;
    // @ts-expect-error an event handler that does not say whether its event reveals
    const withoutReveals: EventHandler<"bid"> = noReveals;
    const { answersStep: _a, ...noAnswers } = EVENTS.bid;
    // @ts-expect-error an event handler that does not say whether its event answers a step
    const withoutAnswers: EventHandler<"bid"> = noAnswers;
    expect([withoutReveals, withoutAnswers].every((h) => typeof h.seenBy === "function")).toBe(true);
    expect([events, steps, decisions, builtins].every((r) => Object.keys(r).length > 0)).toBe(true);
    expect(mechanicBuiltins).toBe(true);
  });

  it("and every registry has exactly the kinds of its union", () => {
    // The unions read at run time: the IR's from its JSON Schema, the events and actions from the
    // modules that declare them, and the steps the engine places itself from the random fixture
    // rulesets (which use every mechanic: mechanics.test.ts), so that no list here is kept by hand.
    const placed = fc.sample(randomRuleset, { numRuns: 400, seed: 20261125 }).flatMap((r) => openingSteps(r.ir).map((o) => o.source.kind));
    expect(Object.keys(STEPS).sort()).toEqual([...new Set([...irKinds(def("step")), ...placed])].sort());
    expect(Object.keys(EVENTS).sort()).toEqual(declaredTypes().GameEvents.map((d) => d.key).sort());
    expect(Object.keys(DECISIONS).sort()).toEqual(declaredTypes().Actions.map((d) => d.key).sort());
    // The kernel's built-ins and the listed mechanics' (registered when the assembly list loads, as it has: Game).
    expect(Object.keys(registeredBuiltins()).sort()).toEqual(Object.keys(BUILTINS_INFO).sort());
    const tricks = def("tricks") as { properties: Record<string, SchemaNode> };
    expect(Object.keys(FIRST_LEAD).sort()).toEqual(irKinds(tricks.properties["firstLead"]!).sort());
    expect(Object.keys(NEXT_LEAD).sort()).toEqual(irKinds(tricks.properties["nextLead"]!).sort());
    expect(Object.keys(TIES).sort()).toEqual([...(tricks.properties["ties"]!.enum ?? [])].sort());
    const root = RULESET_IR_SCHEMA as { properties: Record<string, SchemaNode> };
    expect(Object.keys(FIRST_DEALER).sort()).toEqual(irKinds(root.properties["firstDealer"]!).sort());
    expect(Object.keys(NEXT_DEALER).sort()).toEqual(irKinds(root.properties["nextDealer"]!).sort());
    // The flows are the engine's (a trick completes when every seat played, or at `complete at`).
    expect(Object.keys(FLOWS).sort()).toEqual(["continuous", "cycle"]);
    // A kind read from the schema: the lists compared are not empty.
    expect(irKinds(def("step"))).toContain("pass");
    expect(placed).toContain("secretDraw");
  });
});

describe("secret by default", () => {
  const ir = loadRuleset("rulesets/sticheln/classic.stich");
  const rules = compileRules(ir);
  const planted = { type: "peek", seat: 2, cards: [1, 2, 3] } as unknown as GameEvent;

  it("an event of a kind without a redaction rule is shown to no seat", () => {
    const g = Game.create(ir, { players: 4, seed: 1 });
    const events = [...g.events, planted];
    for (let viewer = 0; viewer < 4; viewer++) {
      const seen = eventsSeenBy(events, viewer, { ir, rules });
      expect(seen).not.toContainEqual(planted);
      expect(seen.map((e) => e.type)).not.toContain("peek");
      // ...while the known kinds are still shown (the filter is not simply dropping everything).
      expect(seen.length).toBe(g.observe(viewer).events.length);
    }
  });

  it("the sampler refuses an observation with an event it has no rule for, instead of skipping it", () => {
    const g = Game.create(ir, { players: 4, seed: 1 });
    const obs = g.observe(1);
    expect(() => Game.fromObservation(ir, { ...obs, events: [...obs.events, planted] }, new Rng(1))).toThrow(IllegalActionError);
    expect(() => Game.fromObservation(ir, { ...obs, events: [...obs.events, planted] }, new Rng(1))).toThrow(/no rule for an event of type "peek"/);
    expect(Game.fromObservation(ir, obs, new Rng(1)).observe(1)).toEqual(obs);
  });

  it("a kind of the registry is shown only as its rule says: another seat's secret choice shows no cards", () => {
    const g = Game.create(ir, { players: 4, seed: 1 });
    for (let s = 0; s < 4; s++) g.apply(s, { type: "choose", cards: [g.observe(s).hand[0]!] });
    const choice = g.events.find((e) => e.type === "choose" && e.seat === 0)!;
    expect(EVENTS.choose.seenBy(choice as Extract<GameEvent, { type: "choose" }>, 0, { ir, rules })).toEqual(choice);
    expect(EVENTS.choose.seenBy(choice as Extract<GameEvent, { type: "choose" }>, 1, { ir, rules })).toEqual({ ...choice, cards: null });
  });
});

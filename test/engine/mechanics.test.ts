// The mechanic descriptor (src/engine/core/mechanic.ts) and the assembly list
// (src/engine/assembly/mechanics.ts). A descriptor without its observation part, its fast-path
// declaration or the codec of an action type it decides does not compile, and neither does an
// assembly list that leaves a step kind, an action type or an event type without a handler. `tsc`
// checks the expect-error directives below: if the types stopped demanding these parts, the
// directives themselves would be errors.
import { describe, expect, it } from "vitest";
import { ACTION_CODECS, MECHANICS, hooksOf, mechanicViews, mergedPart, needsOf, openingSteps, type Covers, type KeyedByType, type Listed, type MechanicFields, type OpeningKinds, type PartKeys } from "../../src/engine/assembly/mechanics.js";
import type { secretsMechanic } from "../../src/engine/steps/secrets.js";
import type { StepIR } from "../../src/ir/types.js";
import { createKernel } from "../../src/engine/assembly/create.js";
import type { ActionType } from "../../src/engine/core/decision.js";
import type { ActionCodec, AnyMechanic, Mechanic } from "../../src/engine/core/mechanic.js";
import { SAFE } from "../../src/engine/rules/caps.js";
import { mechanicSlice, type MechanicState } from "../../src/engine/core/state.js";
import type { StepKind } from "../../src/engine/rules/steps.js";
import { keepDecision } from "../../src/engine/rulecards/draft.js";
import { passMechanic } from "../../src/engine/steps/pass.js";
import { reserveMechanic } from "../../src/engine/steps/reserve.js";
import type { Action, Actions, GameEvents, Observation } from "../../src/engine/types.js";
import type { BidAction, BidEvent } from "../../src/engine/steps/auction.js";
import { loadRuleset, ROOT, ruleCardFiles, rulesetFiles } from "../support/rulesets.js";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compile } from "../../src/lang/index.js";
import type { RulesetIR } from "../../src/ir/types.js";
import fc from "fast-check";
import { FIXTURES } from "../support/fixtures/index.js";
import { declaredTypes } from "../support/declared-types.js";
import { constructsCorpus, fixtureCorpus, shippedCorpus } from "../fuzz/corpus.js";
import { randomRuleset } from "../support/random-rulesets.js";

describe("a mechanic descriptor without a required part does not compile (checked by tsc)", () => {
  it("its observation part, its fast-path declaration, its action codec", () => {
    // @ts-expect-error no observation part (`view`; null says there is nothing to see)
    const noView: Mechanic<"x"> = { name: "x", decisions: {}, codecs: {}, caps: () => SAFE, judgedWorlds: () => false };
    // @ts-expect-error no fast-path declaration (`caps`)
    const noCaps: Mechanic<"x"> = { name: "x", decisions: {}, codecs: {}, judgedWorlds: () => false, view: null };
    // @ts-expect-error a decision without its action codec
    const noCodec: Mechanic<"x", never, "keep"> = { name: "x", decisions: { keep: keepDecision }, codecs: {}, caps: () => SAFE, judgedWorlds: () => false, view: null };
    // @ts-expect-error a codec that does not say how a committed secret choice becomes its action (null: never secret)
    const noCommitted: ActionCodec<"keep"> = { key: () => "k", describe: () => "keeps" };
    // @ts-expect-error a view that does not fill the observation fields it claims
    const wrongView: Mechanic<"x", "removed"> = { name: "x", decisions: {}, codecs: {}, caps: () => SAFE, judgedWorlds: () => false, view: () => ({}) };
    // @ts-expect-error no judged-worlds declaration (`judgedWorlds`; false is always correct)
    const noJudged: Mechanic<"x"> = { name: "x", decisions: {}, codecs: {}, caps: () => SAFE, view: null };
    const complete: Mechanic<"x", "removed"> = { name: "x", decisions: {}, codecs: {}, caps: () => SAFE, judgedWorlds: () => false, view: (k) => ({ removed: [...k.st.removed] }) };
    expect([noView, noCaps, noJudged, noCodec, wrongView, complete].map((m) => m.name)).toEqual(["x", "x", "x", "x", "x", "x"]);
    expect(noCommitted.key({ type: "keep", rules: [] })).toBe("k");
  });

  it("a state slice without its clone or without how a seat sees it", () => {
    // @ts-expect-error a slice that does not say how a cloned game copies it
    const noClone = mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", seen: "view" });
    // @ts-expect-error a slice that does not say how a seat learns of it (its mechanic's view, or only its events)
    const noSeen = mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", clone: (v) => v.slice() });
    // @ts-expect-error a slice kept in its storage from round to round (renew) that does not say how a seat learns of it
    const noSeenRenewed = mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", renew: (v) => v, clone: (v) => v.slice() });
    // @ts-expect-error a slice kept from round to round that has a renew (it would never run)
    const keptRenewed = mechanicSlice<number[]>({ kind: "game", init: () => [], round: "keep", renew: (v) => v, clone: (v) => v.slice(), seen: "view" });
    // @ts-expect-error a descriptor whose slice lacks its observation part
    const noSeenInDescriptor: Mechanic<"x"> = { name: "x", slices: { x: { kind: "game", init: () => 0, round: "keep", clone: "value" } }, decisions: {}, codecs: {}, caps: () => SAFE, view: null };
    const complete = mechanicSlice<number[]>({ kind: "game", init: () => [], round: "reset", clone: (v) => v.slice(), seen: "events" });
    expect([noClone, noSeen, noSeenRenewed, keptRenewed, complete].map((s) => s.kind)).toEqual(["game", "game", "game", "game", "game"]);
    expect(noSeenInDescriptor.name).toBe("x");
  });

  it("a State type that disagrees with the listed mechanics' slices", () => {
    type WithoutTasks = Exclude<Listed, { readonly name: "tasks" }>;
    type SlicesOf<L> = UnionToIntersection<L extends { readonly slices: infer S } ? S : never>;
    type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
    // @ts-expect-error the tasks mechanic's module adds `tasks` to the State; without it in the list, the list's slices lack it
    const tasksListed: [keyof MechanicState] extends [keyof SlicesOf<WithoutTasks>] ? true : false = true;
    const all: [keyof MechanicState] extends [keyof SlicesOf<Listed>] ? true : false = true;
    expect([tasksListed, all]).toEqual([true, true]);
  });

  it("an assembly list without the mechanic of a step kind or an action type", () => {
    type WithoutPass = Exclude<Listed, typeof passMechanic>;
    // @ts-expect-error the `pass` step kind has no handler once its mechanic leaves the list
    const steps: Covers<StepKind, PartKeys<WithoutPass, "steps">> = true;
    type WithoutKeep = Exclude<Listed, { readonly name: "ruleCards" }>;
    // @ts-expect-error the `keep` action type has neither handler nor codec without the rule-card mechanic
    const codecs: Covers<ActionType, PartKeys<WithoutKeep, "codecs">> = true;
    const all: Covers<StepKind, PartKeys<Listed, "steps">> = true;
    expect([steps, codecs, all]).toEqual([true, true, true]);
  });

  it("an event that its module files under another type, or that no listed mechanic handles", () => {
    // @ts-expect-error an event filed in GameEvents under a name that is not its `type`
    const misfiled: KeyedByType<GameEvents & { bid2: BidEvent }> = true;
    const keyed: KeyedByType<GameEvents> = true;
    type WithoutAuction = Exclude<Listed, { readonly name: "auction" }>;
    // @ts-expect-error the auction's module declares the `bid` event: without its mechanic in the list, nothing handles it
    const handled: Covers<keyof GameEvents, PartKeys<WithoutAuction, "events">> = true;
    const all: Covers<keyof GameEvents, PartKeys<Listed, "events">> = true;
    expect([misfiled, keyed, handled, all]).toEqual([true, true, true, true]);
  });

  it("an action type filed under another type, or that no listed mechanic decides", () => {
    // @ts-expect-error an action filed in Actions under a name that is not its `type`
    const misfiled: KeyedByType<Actions & { bid2: BidAction }> = true;
    const keyed: KeyedByType<Actions> = true;
    type WithoutAuction = Exclude<Listed, { readonly name: "auction" }>;
    // @ts-expect-error the auction's module declares the `bid` action: without its mechanic in the list, nothing decides it
    const decided: Covers<keyof Actions, PartKeys<WithoutAuction, "decisions">> = true;
    expect([misfiled, keyed, decided]).toEqual([true, true, true]);
  });

  it("an assembly list where no mechanic places a step kind that no ruleset lists", () => {
    type EngineKinds = Exclude<StepKind, StepIR["kind"]>;
    type SecretsUnplaced = Exclude<Listed, typeof secretsMechanic> | Omit<typeof secretsMechanic, "opening">;
    // @ts-expect-error the secret draw is a step no ruleset lists: without the secrets mechanic's opening it would never run
    const placed: Covers<EngineKinds, OpeningKinds<SecretsUnplaced>> = true;
    const all: Covers<EngineKinds, OpeningKinds<Listed>> = true;
    expect([placed, all]).toEqual([true, true]);
  });
});

describe("the assembly list", () => {
  it("names each mechanic once, and no kind is handled by two mechanics", () => {
    const names = MECHANICS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const part of ["steps", "decisions", "codecs", "events"] as const) expect(() => mergedPart(part)).not.toThrow();
    // A planted second handler of the `pass` step is refused.
    const twice = [...(MECHANICS as readonly AnyMechanic[]), { ...passMechanic, name: "pass again" } as AnyMechanic];
    expect(() => mergedPart("steps", twice)).toThrow(/'pass' is handled by two mechanics/);
  });

  it("reaches every module that declares events or actions from the public API, so the package's types are not empty", () => {
    // A module adds its events and actions to GameEvents and Actions by `declare module`: the
    // package's declarations (dist/) see that only when index.d.ts reaches the module. Declaration
    // files keep re-exports and bare imports (not the imports a value's inferred type was made from):
    // src/index.ts imports assembly/mechanics.ts, which re-exports every listed mechanic, and a mechanic
    // whose events another module of its own declares re-exports them (tricks/play.ts: tricks/events.ts).
    const src = (file: string) => readFileSync(join(ROOT, file), "utf8");
    const resolve = (from: string, spec: string) => join(dirname(from), spec).replace(/\.js$/, ".ts");
    const reached = new Set<string>();
    const reach = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      // What a declaration file keeps: `export ... from "X"` and `import "X"`.
      for (const m of src(file).matchAll(/^(?:export (?:type )?(?:\{[^}]*\}|\*(?: as \w+)?) from|import) "(\.[^"]+)";/gm)) reach(resolve(file, m[1]!));
    };
    reach("src/index.ts");
    const declared = declaredTypes();
    const missing = [...new Set([...declared.GameEvents, ...declared.Actions].map((d) => d.file))].filter((file) => !reached.has(file));
    expect(missing).toEqual([]);
    expect(declared.GameEvents.map((d) => d.key).sort()).toEqual(Object.keys(mergedPart("events")).sort());
    expect(declared.Actions.map((d) => d.key).sort()).toEqual(Object.keys(mergedPart("decisions")).sort());
  });

  it("compiles hooks per ruleset into lists that are empty when no mechanic of it uses one", () => {
    const classic = hooksOf(loadRuleset("rulesets/sticheln/classic.stich"));
    expect(classic).toEqual({ dealt: [], trickWon: [], tricksAwarded: [], handPlayOver: [], cycleEnded: [], roundScored: [], gameOver: [], winners: [] });
    expect(hooksOf(loadRuleset("rulesets/sticheln/classic.stich"))).toBe(classic); // once per IR
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    const reserving = { ...ir, beforeTricks: [...ir.beforeTricks, { kind: "reserve" as const }] };
    expect(hooksOf(reserving).handPlayOver).toEqual([reserveMechanic.hooks(reserving).handPlayOver]);
    expect(hooksOf(reserving).tricksAwarded).toEqual([]);
  });

  it("opens the round with the steps the mechanics place, phase by phase: the game's, chance, the deal, the rules", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    expect(openingSteps(ir)).toEqual([]);
    const num = (v: number) => ({ k: "num" as const, v });
    // A made-up IR that uses all four (openingSteps reads only their declarations).
    const all = {
      ...ir,
      tasks: { kinds: [], each: num(1), copies: num(1) },
      secrets: [{ name: "s", values: num(1), knownBy: "dealer" }],
      deal: { ...ir.deal, layout: { rows: num(2), columns: num(2) } },
      ruleCards: { ids: [1], always: [], draft: { offer: num(1), keep: num(1) } },
    } as unknown as RulesetIR;
    expect(openingSteps(all).map((o) => [o.phase, o.source.kind])).toEqual([["game", "taskDraft"], ["chance", "secretDraw"], ["deal", "layoutDraft"], ["rules", "draft"]]);
  });

  it("makes the observation's mechanic fields from the views, exactly those the type says", () => {
    const k = createKernel(loadRuleset("rulesets/sticheln/classic.stich"), { players: 4, seed: 3 });
    const fields = Object.keys(mechanicViews(k, 0)).sort();
    const expected: readonly MechanicFields[] = ["activeRules", "auction", "calls", "exposed", "held", "layout", "orders", "piles", "removed", "reserved", "secrets", "tasks", "teams"];
    expect(fields).toEqual([...expected].sort());
    // Every field of the Observation is made either by the base or by a view (typed: observe.ts).
    const obs: Observation = { ...({} as Omit<Observation, MechanicFields>), ...mechanicViews(k, 0) };
    expect(Object.keys(obs)).toEqual(expect.arrayContaining(fields));
  });

  it("keys actions by their codecs: equal keys exactly for the same decision", () => {
    const key = (a: Action) => (ACTION_CODECS[a.type] as { key(a: Action): string }).key(a);
    expect(key({ type: "choose", cards: [3, 1] })).toBe(key({ type: "choose", cards: [1, 3] }));
    expect(key({ type: "keep", rules: [30, 21] })).toBe(key({ type: "keep", rules: [21, 30] }));
    expect(key({ type: "order", values: [1, 2] })).not.toBe(key({ type: "order", values: [2, 1] }));
    expect(key({ type: "play", card: 1, target: "new" })).not.toBe(key({ type: "play", card: 1, target: 0 }));
    expect(key({ type: "aside", card: 1 })).not.toBe(key({ type: "play", card: 1, target: "new" }));
    const card = (id: number) => `c${id}`;
    expect(ACTION_CODECS.play.describe({ type: "play", card: 4, target: "new" }, card)).toBe("plays c4 to a new trick");
    expect(ACTION_CODECS.choose.describe({ type: "choose", cards: [] }, card)).toBe("chooses nothing");
  });
});

// Each mechanic's test parts are its fixture module (test/support/fixtures/, reached from FIXTURES, typed
// over the assembly list's names): whether a ruleset uses it, what it adds to the random rulesets, its
// fuzzer seeds.
describe("the random fixture rulesets (the differential and property suites)", () => {
  it("use every mechanic of the assembly list", () => {
    const drawn = fc.sample(randomRuleset, { numRuns: 400, seed: 20261125 }).map((r) => r.ir);
    const unused = MECHANICS.map((m) => m.name).filter((name) => !drawn.some((ir) => FIXTURES[name].uses(ir)));
    expect(unused).toEqual([]);
  });
});

describe("the fuzzer's seeds", () => {
  it("use every mechanic of the assembly list", () => {
    const seeds = { ...constructsCorpus(), ...fixtureCorpus(), ...shippedCorpus() };
    const irs = Object.entries(seeds).flatMap(([file, text]) => compile(text, { file, readFile: read }).ir ?? []);
    expect(irs.length).toBeGreaterThan(Object.keys(seeds).length / 2);
    const unused = MECHANICS.map((m) => m.name).filter((name) => !irs.some((ir) => FIXTURES[name].uses(ir)));
    expect(unused).toEqual([]);
  });
});

/**
 * The flags as the compiler derived them before mechanics declared their needs, kept as the oracle:
 * a search of the IR's text for the kinds and names that read held tricks, and any remove step.
 */
function oldFlags(ir: RulesetIR): { heldTricks: boolean; lastTrick: boolean } {
  const text = JSON.stringify(ir);
  const heldTricks =
    ir.trickValue !== undefined ||
    ['"name":"trickPoints"', '"kind":"giveTricks"', '"kind":"handTrick"', '"kind":"remove"', '"trickGoesTo":"leftOfWinner"', '"trickGoesTo":"rightOfWinner"'].some((t) => text.includes(t));
  const lastTrick = [...ir.beforeTricks, ...ir.afterTricks, ...(ir.trickSteps ?? []).flatMap((b) => b.steps)].some((s) => s.kind === "remove");
  return { heldTricks, lastTrick };
}

const read = (p: string): string | undefined => (existsSync(join(ROOT, p)) ? readFileSync(join(ROOT, p), "utf8") : undefined);

describe("the mechanics' needs", () => {
  const withCard = (card: string): RulesetIR => compile(read("rulesets/stich-meister/base.stich")!, { file: "rulesets/stich-meister/base.stich", readFile: read, with: [card.slice("rulesets/stich-meister/".length)] }).ir!;

  it("keep exactly what the flags kept: shipped rulesets, every rule card on its base, random rulesets", () => {
    const irs = [
      ...rulesetFiles().map(loadRuleset),
      ...ruleCardFiles("stich-meister").map(withCard),
      ...fc.sample(randomRuleset, { numRuns: 400, seed: 20261125 }).map((r) => r.ir),
    ];
    // The last trick is kept by the remove mechanic's own trickWon hook (the only one), not by a need.
    const kept = (ir: RulesetIR) => ({ heldTricks: needsOf(ir).heldTricks, lastTrick: hooksOf(ir).trickWon.length > 0 });
    const differ = irs.filter((ir) => JSON.stringify(kept(ir)) !== JSON.stringify(oldFlags(ir))).map((ir) => ir.name);
    expect(differ).toEqual([]);
    // Both answers occur, so the comparison can fail either way.
    expect(irs.some((ir) => kept(ir).heldTricks) && irs.some((ir) => !kept(ir).heldTricks)).toBe(true);
    expect(irs.some((ir) => kept(ir).lastTrick) && irs.some((ir) => !kept(ir).lastTrick)).toBe(true);
  });

  it("see a trick recipient set by a rule card only", () => {
    const ir = loadRuleset("rulesets/sticheln/classic.stich");
    expect(needsOf(ir).heldTricks).toBe(false);
    const byCard = { ...ir, tricks: { ...ir.tricks, byCard: [{ card: 3, trickGoesTo: "rightOfWinner" as const }] } };
    expect(needsOf(byCard)).toEqual({ heldTricks: true });
  });
});

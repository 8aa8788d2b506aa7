// Secret values (`secret NAME: [none or] one of LIST, known to dealer`): drawn at random each round
// before every step (each item of LIST, and none, equally likely; or given by the round's deal, as
// the sampler gives a world what its seat knows), known to the dealer alone until a `reveal NAME`
// step shows them to everyone. Rules read a secret by its name, as the list of its drawn item (empty
// for none): the engine plays with the true value, and every seat that does not know it sees neither
// it nor an event that names it (secret by default: the draw event shows the value to the dealer only).
// Here: the draw step (placed first by the compiler), the reveal step, their events and the view.

import { declRule } from "../../ir/rule-ref.js";
import type { SecretIR } from "../../ir/types.js";
import { evalGlobal } from "../core/eval.js";
import type { Kernel } from "../core/kernel.js";
import { emit } from "../core/log.js";
import type { EventHandler } from "../core/event.js";
import type { Mechanic } from "../core/mechanic.js";
import { mechanicSlice, type SliceValues } from "../core/state.js";
import type { StepHandler } from "../core/step-handler.js";
import { IllegalActionError } from "../errors.js";
import type { Compiled } from "../expr/types.js";
import { SAFE, UNSAFE } from "../rules/caps.js";
import type { CompiledStep } from "../rules/steps.js";
import type { Seat } from "../types.js";

/** The round's secret `name` is drawn; only `seat` (the dealer) sees its value (others: null). */
export interface SecretDrawEvent {
  readonly type: "secretDraw";
  readonly name: string;
  readonly seat: Seat;
  readonly value: readonly number[] | null;
}

/** The secret `name` is shown to everyone: its value, and the value in words (`text`). */
export interface SecretRevealEvent {
  readonly type: "secretReveal";
  readonly name: string;
  readonly value: readonly number[];
  readonly text: string;
}

declare module "../types.js" {
  interface GameEvents {
    secretDraw: SecretDrawEvent;
    secretReveal: SecretRevealEvent;
  }
}

export interface SecretDrawStep extends CompiledStep<"secretDraw"> {
  readonly secrets: readonly { readonly ir: SecretIR; readonly values: Compiled<readonly number[]> }[];
}

export interface RevealSecretStep extends CompiledStep<"revealSecret"> {
  readonly name: string;
}

/** The value in words: the suit names or numbers of the list, or "none". */
function valueText(k: Kernel, s: SecretIR, value: readonly number[]): string {
  if (value.length === 0) return "none";
  return value.map((v) => (s.type === "suits" ? (k.ir.suits[v] ?? String(v)) : String(v))).join(" ");
}

/** Who knows a secret before it is revealed. */
function knower(k: Kernel, _s: SecretIR): Seat {
  return k.st.dealer;
}

/** Each value a secret may be drawn as this round, in the draw's order: its items, then none (if allowed). */
function choicesOf(k: Kernel, ir: SecretIR, options: Compiled<readonly number[]>): (readonly number[])[] {
  const items = evalGlobal(k, options as Compiled) as unknown as readonly number[];
  return [...items.map((v) => [v]), ...(ir.none ? [[]] : [])];
}

/**
 * Per secret of the ruleset (RulesetIR.secrets), each value it may be drawn as in the round under
 * way (the sampler draws the values a seat does not know from these: view/secret-worlds.ts).
 */
export function secretChoices(k: Kernel): (readonly number[])[][] {
  const step = k.rules.before.find((s): s is SecretDrawStep => s.kind === "secretDraw");
  return step ? step.secrets.map(({ ir, values }) => choicesOf(k, ir, values)) : [];
}

export const secretDrawStep: StepHandler<"secretDraw", SecretDrawStep> = {
  label: () => "secret values",
  compile: (s, rule, c) => ({ kind: "secretDraw", secrets: s.secrets.map((ir) => ({ ir, values: c.compile(ir.values, { k: "secret", name: ir.name }) })), rule }),
  start(k, step) {
    const st = k.st;
    const given = k.presetDeals[st.round - 1]?.secrets;
    const values: (readonly number[])[] = [];
    step.secrets.forEach(({ ir, values: options }, i) => {
      const choices = choicesOf(k, ir, options);
      const preset = given?.[i];
      if (preset) {
        if (!choices.some((c) => c.length === preset.length && c.every((v, j) => v === preset[j]))) {
          throw new IllegalActionError(`the deal of round ${st.round} gives secret ${ir.name} a value it cannot have`);
        }
        values.push(preset.slice());
      } else values.push(choices.length === 0 ? [] : choices[st.rng.int(choices.length)]!.slice());
    });
    st.secrets = { values, shown: values.map(() => false) };
    if (k.recording) step.secrets.forEach(({ ir }, i) => emit(k, { type: "secretDraw", name: ir.name, seat: knower(k, ir), value: values[i]!.slice() }));
    return "next";
  },
  decision: null,
  caps: UNSAFE,
};

export const revealSecretStep: StepHandler<"revealSecret", RevealSecretStep> = {
  label: (s) => `reveal ${s.name}`,
  compile: (s, rule) => ({ kind: "revealSecret", name: s.name, rule }),
  start(k, step) {
    const i = (k.ir.secrets ?? []).findIndex((s) => s.name === step.name);
    const st = k.st;
    if (i < 0 || !st.secrets) return "next";
    st.secrets.shown[i] = true;
    const value = st.secrets.values[i]!;
    if (k.recording) emit(k, { type: "secretReveal", name: step.name, value: value.slice(), text: valueText(k, k.ir.secrets![i]!, value) });
    return "next";
  },
  decision: null,
  caps: UNSAFE,
};

// ── events: the draw shows the value to its knower only; the reveal to everyone ──

export const secretDrawEvent: EventHandler<"secretDraw"> = {
  // A secret drawn: the dealer sees its value.
  reveals: true,
  answersStep: false,
  seenBy: (e, viewer) => (viewer === e.seat ? e : { ...e, value: null }),
  // Never the value: a report of the whole game would otherwise show it before its reveal.
  describe: (e) => `seat ${e.seat} looks at the secret ${e.name}`,
  // The world draws its own (view/sample.ts gives it the values the seat knows).
  sample: { cards: "nothing", replay: "derived" },
};

export const secretRevealEvent: EventHandler<"secretReveal"> = {
  // A secret shown to everyone.
  reveals: true,
  answersStep: false,
  seenBy: (e) => e,
  describe: (e) => `the secret ${e.name} is revealed: ${e.text}`,
  sample: { cards: "nothing", replay: "derived" },
};

/** The secret values of the round: per secret, the drawn item as a list (empty: none), and whether it has been revealed. */
export interface SecretsState {
  readonly values: (readonly number[])[];
  readonly shown: boolean[];
}

/** Null before the round's draw. */
export const secretsSlices = {
  secrets: mechanicSlice<SecretsState | null>({ kind: "game", init: () => null, round: "reset", clone: (v) => v && { values: v.values.slice(), shown: v.shown.slice() }, seen: "view" }),
};
declare module "../core/state.js" {
  interface MechanicState extends SliceValues<typeof secretsSlices> {}
}

/** Secret values as a mechanic (assembly/mechanics.ts). */
export const secretsMechanic = {
  name: "secrets",
  slices: secretsSlices,
  steps: { secretDraw: secretDrawStep, revealSecret: revealSecretStep },
  // The round's secret values are drawn before everything of the round.
  opening: (ir) => (ir.secrets && ir.secrets.length > 0 ? [{ phase: "chance", source: { kind: "secretDraw", secrets: ir.secrets }, rule: declRule("secrets") }] : []),
  decisions: {},
  codecs: {},
  events: { secretDraw: secretDrawEvent, secretReveal: secretRevealEvent },
  // Rules reading a secret read a value of the round that the fast paths' tables do not know: off.
  caps: (ir) => ((ir.secrets ?? []).length > 0 ? UNSAFE : SAFE),
  judgedWorlds: (ir) => (ir.secrets ?? []).length === 0,
  // A seat sees a secret's value when it is the one who knows it, or once it is revealed.
  view: (k, seat) => {
    const st = k.st;
    const out: Record<string, readonly number[] | null> = {};
    (k.ir.secrets ?? []).forEach((s, i) => {
      const v = st.secrets?.values[i];
      out[s.name] = v && (st.secrets!.shown[i] || seat === knower(k, s)) ? v.slice() : null;
    });
    return { secrets: out };
  },
} satisfies Mechanic<"secrets", "secrets">;

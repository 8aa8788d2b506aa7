// The rulesets the benchmark times (issue 26), each with its tight hand-written baseline where one
// exists (bench/handwritten/), at a fixed player count. One list for bench/run.ts and the test that
// proves every baseline plays the engine's games (test/bench/handwritten.test.ts).

import { HatTrickTable } from "./handwritten/hat-trick.js";
import { StichMeisterTable, type StichMeisterVariant } from "./handwritten/stich-meister.js";
import { StichlingTable } from "./handwritten/stichling.js";
import { StichelnTable, type StichelnVariant } from "./handwritten/sticheln.js";
import type { TightResult } from "./handwritten/streams.js";

export interface BenchTarget {
  /** Short name for the command line and JSON (`--only`). */
  readonly id: string;
  readonly label: string;
  readonly file: string;
  /** Rule cards in force, relative to the ruleset's folder. */
  readonly cards: readonly string[];
  readonly players: number;
  /** Player counts the baseline supports (the equality test runs each). */
  readonly baselinePlayers: readonly number[];
  /** A reusable baseline for `players`, or null when there is none. */
  readonly baseline: ((players: number) => (seed: number) => TightResult) | null;
}

const sticheln = (variant: StichelnVariant) => (players: number) => {
  const table = new StichelnTable(variant, players);
  return (seed: number) => table.play(seed);
};

const hatTrick = (players: number) => {
  const table = new HatTrickTable(players);
  return (seed: number) => table.play(seed);
};

const stichling = (players: number) => {
  const table = new StichlingTable(players);
  return (seed: number) => table.play(seed);
};

const stichMeister = (variant: StichMeisterVariant) => (players: number) => {
  const table = new StichMeisterTable(players, variant);
  return (seed: number) => table.play(seed);
};

const SM_CARDS = ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"];

export const TARGETS: readonly BenchTarget[] = [
  { id: "classic", label: "Sticheln Classic", file: "rulesets/sticheln/classic.stich", cards: [], players: 4, baselinePlayers: [3, 4, 5, 6, 7, 8], baseline: sticheln("classic") },
  { id: "reverse", label: "Sticheln Reverse", file: "rulesets/sticheln/reverse.stich", cards: [], players: 5, baselinePlayers: [3, 4, 5, 6, 7, 8], baseline: sticheln("reverse") },
  { id: "aggravated", label: "Sticheln Aggravated", file: "rulesets/sticheln/aggravated.stich", cards: [], players: 4, baselinePlayers: [3, 4, 5, 6, 7, 8], baseline: sticheln("aggravated") },
  { id: "aggravated8", label: "Sticheln Aggravated", file: "rulesets/sticheln/aggravated.stich", cards: [], players: 8, baselinePlayers: [], baseline: sticheln("aggravated") },
  { id: "hat-trick", label: "Sticheln Hat Trick", file: "rulesets/sticheln/hat-trick.stich", cards: [], players: 4, baselinePlayers: [4, 5, 6, 7], baseline: hatTrick },
  { id: "stichling", label: "Stichling", file: "rulesets/stichling/stichling.stich", cards: [], players: 4, baselinePlayers: [2, 3, 4, 5], baseline: stichling },
  { id: "stichling5", label: "Stichling", file: "rulesets/stichling/stichling.stich", cards: [], players: 5, baselinePlayers: [], baseline: stichling },
  { id: "sm-base", label: "Stich-Meister base", file: "rulesets/stich-meister/base.stich", cards: [], players: 4, baselinePlayers: [3, 4, 5], baseline: stichMeister("base") },
  { id: "sm-cards", label: "Stich-Meister + cards 1, 28, 31, 56", file: "rulesets/stich-meister/base.stich", cards: SM_CARDS, players: 4, baselinePlayers: [3, 4, 5], baseline: stichMeister("cards-1-28-31-56") },
];

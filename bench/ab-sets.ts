// The rulesets the A/B tools time (bench/ab.ts in one process, bench/ab-procs.ts in one process per
// side): `npm run bench`'s rows, by the ids ONLY / --only take.

export interface AbSet {
  readonly id: string;
  readonly file: string;
  readonly players: number;
  /** Rule cards in force, relative to the ruleset's folder (CompileOptions.with). */
  readonly cards?: readonly string[];
}

export const SETS: readonly AbSet[] = [
  { id: "classic", file: "rulesets/sticheln/classic.stich", players: 4 },
  { id: "reverse", file: "rulesets/sticheln/reverse.stich", players: 5 },
  { id: "aggravated", file: "rulesets/sticheln/aggravated.stich", players: 4 },
  { id: "aggravated8", file: "rulesets/sticheln/aggravated.stich", players: 8 },
  { id: "hat-trick", file: "rulesets/sticheln/hat-trick.stich", players: 4 },
  { id: "stichling", file: "rulesets/stichling/stichling.stich", players: 4 },
  { id: "stichling5", file: "rulesets/stichling/stichling.stich", players: 5 },
  { id: "sm-base", file: "rulesets/stich-meister/base.stich", players: 4 },
  { id: "sm-cards", file: "rulesets/stich-meister/base.stich", players: 4, cards: ["cards/01-trump-twos.stich", "cards/28-forced-trumping.stich", "cards/31-values-reversed.stich", "cards/56-even-tricks-double.stich"] },
];

/** The rows whose ISMCTS decisions bench/ab.ts also times. */
export const ISMCTS_SETS: readonly string[] = ["classic", "stichling", "sm-base"];

// Per-round objects of mechanics, kept in the state (core/state.ts) as slices of their own.

/** A drafted layout (steps/layout-draft.ts): each place's card column by column (column * rows + row; -1 once gone), and the column being drafted (-1: done). */
export interface LayoutState {
  readonly rows: number;
  column: number;
  readonly cards: number[];
  /** Per seat, the card it took from the column being drafted (-1: none yet). */
  readonly picks: number[];
  /** The column is taken and the dealer is to name a leader for its clue. */
  asking: boolean;
}

/** The secret values of the round (steps/secrets.ts): per secret, the drawn item as a list (empty: none), and whether it has been revealed. */
export interface SecretsState {
  readonly values: (readonly number[])[];
  readonly shown: boolean[];
}

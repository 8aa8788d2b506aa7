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

/** The round's auction (steps/auction.ts). */
export interface AuctionState {
  /** The named value as a list of one, empty while (or when) nobody named one. */
  value: number[];
  /** The seat that named it, -1 while nobody did. */
  declarer: number;
  /** The lap under way (an index into the step's offers) and the values it offers. */
  lap: number;
  offer: number[];
}

/** Task chips (steps/tasks.ts), kept from round to round: per task kind and per seat, as TasksSnapshot says; the round's picks (-1: none). */
export interface TasksState {
  drafted: boolean;
  readonly pool: number[];
  readonly rows: number[][];
  readonly done: number[][];
  readonly value: number[];
  readonly picked: number[];
  /** The chips as they were when the round began. */
  start: import("../types.js").TasksSnapshot;
  /** Draft picks made so far at the game's start. */
  turns: number;
}

export function cloneTasks(v: TasksState | null): TasksState | null {
  return v && { ...v, pool: v.pool.slice(), rows: v.rows.map((r) => r.slice()), done: v.done.map((r) => r.slice()), value: v.value.slice(), picked: v.picked.slice() };
}

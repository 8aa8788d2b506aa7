// The rules sheet as data: sections of items, each item one rule in plain language. The section
// builders (components.ts, setup.ts, phases.ts, tricks.ts, scoring.ts, end.ts) fill it from the IR;
// markdown.ts and html.ts print it; diff.ts keeps, for a variant or a set of rule cards, only the
// items that read differently from the base's.

/** One rule: a label ("Follow"), its text, and optionally a table. `key` identifies it across rulesets. */
export interface SheetItem {
  readonly key: string;
  readonly label: string;
  /** Sentences, one paragraph each. */
  readonly text: readonly string[];
  readonly table?: { readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };
}

export interface SheetSection {
  readonly id: "components" | "setup" | "phases" | "tricks" | "scoring" | "end";
  readonly title: string;
  readonly items: readonly SheetItem[];
}

export interface Sheet {
  readonly title: string;
  /** Lines under the title: the players, or which base the sheet lists the changes of. */
  readonly intro: readonly string[];
  readonly sections: readonly SheetSection[];
}

export const item = (key: string, label: string, text: readonly string[], table?: SheetItem["table"]): SheetItem =>
  table ? { key, label, text, table } : { key, label, text };

// A ruleset's rules sheet, built from its IR section by section; for a variant or a set of rule
// cards, only the rules that read differently from its base's (diffSheet).
import type { RulesetIR } from "../ir/types.js";
import { componentsSection } from "./components.js";
import { endSection } from "./end.js";
import type { Sheet, SheetSection } from "./model.js";
import { phasesSection } from "./phases.js";
import { scoringSection } from "./scoring.js";
import { setupSection } from "./setup.js";
import { tricksSection } from "./tricks.js";

export function sections(ir: RulesetIR): SheetSection[] {
  return [componentsSection(ir), setupSection(ir), phasesSection(ir), tricksSection(ir), scoringSection(ir), endSection(ir)];
}

export interface SheetOptions {
  /** The base's IR and how to name it: the sheet then lists only what differs from it. */
  readonly base?: { readonly ir: RulesetIR; readonly name: string };
  /** The rule cards put in force on top of the ruleset (their names), for the title. */
  readonly cards?: readonly string[];
}

export function rulesSheet(ir: RulesetIR, opts: SheetOptions = {}): Sheet {
  const title = opts.cards && opts.cards.length > 0 ? `${ir.name} with ${opts.cards.join(", ")}` : ir.name;
  if (opts.base === undefined) {
    const players = ir.players.min === ir.players.max ? `${ir.players.min}` : `${ir.players.min}–${ir.players.max}`;
    return { title, intro: [`A trick-taking game for ${players} players.`], sections: sections(ir) };
  }
  return { title, intro: [`The rules of ${opts.base.name}, with these changes (everything not listed here stays as in ${opts.base.name}).`], sections: diffSections(sections(ir), sections(opts.base.ir)) };
}

/**
 * The items of `mine` that read differently from the base's item of the same key, or that the base
 * lacks; items the base has and `mine` lacks are listed as removed. Sections left empty are dropped.
 */
export function diffSections(mine: readonly SheetSection[], base: readonly SheetSection[]): SheetSection[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return mine
    .map((sec) => {
      const theirs = base.find((b) => b.id === sec.id)?.items ?? [];
      const changed = sec.items.filter((it) => !same(it, theirs.find((b) => b.key === it.key)));
      const removed = theirs
        .filter((b) => b.key !== "none" && !sec.items.some((it) => it.key === b.key)) // "none": the "nothing happens" placeholder
        .map((b) => ({ key: b.key, label: b.label, text: [`No longer applies: ${b.text.join(" ")}`] }));
      return { ...sec, items: [...changed, ...removed] };
    })
    .filter((sec) => sec.items.length > 0);
}

// The rule-card panel: for a ruleset with rule cards beside it (Stich-Meister's cards/NN-*.stich),
// put cards in force without editing the ruleset, as `stichwerk check/simulate --with` does (the
// same compile option). It lists the cards in force in the order they apply and what several of
// them change in turn, in the very words `stichwerk check` prints (describeRuleCards). The playtest
// runs with these cards; the compare tab can keep one set as its A side.

export interface RuleCardsProps {
  /** Rule card files next to the open ruleset, relative to its folder ("cards/30-second-highest.stich"). */
  readonly available: readonly { readonly path: string; readonly title: string }[];
  /** The cards put in force, relative to the ruleset's folder. */
  readonly inForce: readonly string[];
  readonly onChange: (cards: readonly string[]) => void;
  /** `stichwerk check`'s text for the cards in force (from the latest check), if any. */
  readonly summary: string | undefined;
  /** The card set the compare tab uses for A, when it is not B's. */
  readonly compareA: readonly string[] | undefined;
  readonly onCompareA: (cards: readonly string[] | undefined) => void;
}

/** The card set in words: "cards 30, 31" or "no rule cards". */
export function cardSetName(cards: readonly string[]): string {
  if (cards.length === 0) return "no rule cards";
  const numbers = cards.map((c) => /(\d+)[^/]*\.stich$/.exec(c)?.[1] ?? c).map((n) => String(Number(n)));
  return `rule card${cards.length === 1 ? "" : "s"} ${numbers.join(", ")}`;
}

export function RuleCards(p: RuleCardsProps) {
  if (p.available.length === 0) {
    return <p data-testid="rule-cards-none">No rule cards next to this file. Rule cards are files that start with <code>rule card N "Name"</code> (see Stich-Meister's <code>cards/</code> folder).</p>;
  }
  const toggle = (path: string, on: boolean) => {
    const next = on ? [...p.inForce, path] : p.inForce.filter((c) => c !== path);
    p.onChange([...new Set(next)].sort());
  };
  return (
    <div className="rule-cards" data-testid="rule-cards">
      <p>
        Put rule cards in force for the playtest and compare, without editing this file (as <code>stichwerk check --with FILE</code>).
        In force: <strong data-testid="rule-cards-set">{cardSetName(p.inForce)}</strong>.{" "}
        <button data-testid="rule-cards-clear" onClick={() => p.onChange([])} disabled={p.inForce.length === 0}>None</button>
      </p>
      {p.summary ? <pre data-testid="rule-cards-summary">{p.summary}</pre> : null}
      <p>
        Compare's A side: <strong data-testid="compare-a-set">{p.compareA ? cardSetName(p.compareA) : "the same cards as B"}</strong>.{" "}
        <button data-testid="cards-as-a" onClick={() => p.onCompareA([...p.inForce])}>Use these cards for A</button>{" "}
        <button onClick={() => p.onCompareA(undefined)} disabled={!p.compareA}>A as B</button>
      </p>
      <ul className="card-list">
        {p.available.map((c) => (
          <li key={c.path}>
            <label>
              <input type="checkbox" data-testid={`card-${c.path}`} checked={p.inForce.includes(c.path)} onChange={(e) => toggle(c.path, e.target.checked)} /> {c.title}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rule card files in `files` beside `current` (in its folder or below), relative to its folder, with their titles. */
export function ruleCardsBeside(current: string, files: Readonly<Record<string, string>>): { path: string; title: string }[] {
  const dir = current.slice(0, current.lastIndexOf("/") + 1);
  const out: { path: string; title: string }[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (path === current || !path.startsWith(dir)) continue;
    const m = /^rule card\s+(\d+)\s+"([^"\n]*)"/m.exec(text.slice(0, 4000));
    if (m) out.push({ path: path.slice(dir.length), title: `${m[1]} ${m[2]}` });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

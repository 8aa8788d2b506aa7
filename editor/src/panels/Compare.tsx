// The compare tab: two versions on the same duplicate deals (the library's compareRulesets, as
// `stichwerk compare`), each figure's difference with its 95% interval, significant ones marked.
import { useState } from "react";
import { expectedByChance, significantAfter, type CompareReport, type Correction } from "../../../src/index.js";
import { DifferencePanels } from "../charts/DifferencePanels.js";
import { figureUnit, formatDifference, formatValue } from "../charts/format.js";

export interface CompareProps {
  readonly files: readonly string[];
  readonly current: string;
  /** "saved" (this file as shipped, opened or last saved) or a workspace path. */
  readonly baseline: string;
  readonly onBaseline: (b: string) => void;
  readonly running: { readonly done: number; readonly total: number } | undefined;
  readonly report: CompareReport | undefined;
  readonly error: string | undefined;
  readonly onCompare: () => void;
  readonly onCancel: () => void;
  readonly games: number;
}

const CORRECTIONS: Record<Correction, string> = {
  none: "none (each figure on its own)",
  holm: "Holm (chance of any false finding 5%)",
  bh: "Benjamini-Hochberg (false findings 5% of those found)",
};

export function Compare(p: CompareProps) {
  const r = p.report;
  // Many figures at once: a correction for multiple testing, Holm by default.
  const [correction, setCorrection] = useState<Correction>("holm");
  const flags = r ? significantAfter(r.differences.map((d) => d.p), correction) : [];
  // A difference without spread (the same on every deal) has no p value: it is certain, kept significant.
  const diffs = r?.differences.map((d, i) => ({ ...d, unit: figureUnit(d.figure), significant: correction === "none" || d.p === null ? d.significant : flags[i]! }));
  const rows = diffs?.map((d) => ({
    figure: d.figure,
    unit: d.unit,
    difference: d.difference,
    err: d.interval ? ([d.difference - d.interval.low, d.interval.high - d.difference] as const) : undefined,
    significant: d.significant,
  }));
  // One count of figures everywhere: those with a spread over the deals are tested (and corrected for);
  // those the same on every deal need no test and are named apart, never mixed into "N of M".
  const tested = r?.differences.filter((d) => d.p !== null).length ?? 0;
  const untested = diffs?.filter((d) => d.p === null) ?? [];
  return (
    <div className="compare" data-testid="compare">
      <div className="controls">
        <label>
          A{" "}
          <select data-testid="baseline" value={p.baseline} onChange={(e) => p.onBaseline(e.target.value)}>
            <option value="saved">this file, saved version</option>
            {p.files.filter((f) => f !== p.current).map((f) => <option key={f} value={f}>{f}</option>)}
          </select>
        </label>
        <span>B: this file as edited ({p.current})</span>
        <label>
          correction{" "}
          <select data-testid="correction" value={correction} onChange={(e) => setCorrection(e.target.value as Correction)}>
            {(Object.keys(CORRECTIONS) as Correction[]).map((c) => <option key={c} value={c}>{CORRECTIONS[c]}</option>)}
          </select>
        </label>
        {p.running ? (
          <button onClick={p.onCancel}>Cancel</button>
        ) : (
          <button data-testid="compare-run" onClick={p.onCompare}>Compare on {p.games} games</button>
        )}
      </div>
      {p.running ? (
        <div data-testid="compare-progress">
          <progress max={p.running.total} value={p.running.done} /> {p.running.done} / {p.running.total} games per side
        </div>
      ) : null}
      {p.error ? <div className="engine-error" data-testid="compare-error">{p.error}</div> : null}
      {r && rows && diffs ? (
        <>
          <p data-testid="compare-summary">
            {r.a.name}, {r.a.ruleset} (A) against {r.b.name}, {r.b.ruleset} (B): {r.pairedDeals} deals paired.{" "}
            <strong data-testid="significant-count">{diffs.filter((d) => d.p !== null && d.significant).length}</strong> of <span data-testid="tested-count">{tested}</span> figures tested differ significantly
            {correction === "none" ? " (95% interval of B - A leaves out 0; each figure on its own)" : ` (${CORRECTIONS[correction]})`}.
            {untested.length > 0 ? ` ${untested.length} more figure${untested.length === 1 ? " is" : "s are"} not tested: B - A is the same on every paired deal${untested.some((d) => d.significant) ? ` (${untested.filter((d) => d.significant).length} of them not 0)` : ""}.` : ""}
          </p>
          <p data-testid="chance-note">
            With {tested} figures tested at the 5% level, chance alone would make about {expectedByChance(tested).toFixed(1)} of them significant even if A and B played alike
            {correction === "none" ? ": choose a correction to allow for that." : "; the correction allows for that."}
          </p>
          <table className="diffs" data-testid="compare-table">
            <thead>
              <tr><th>figure</th><th>A</th><th>B</th><th>B - A</th><th>95% CI</th><th></th></tr>
            </thead>
            <tbody>
              {diffs.map((d) => (
                <tr key={d.figure} className={d.significant ? "significant" : ""} data-significant={d.significant}>
                  <td>{d.figure}</td>
                  <td>{formatValue(d.a, d.unit)}</td>
                  <td>{formatValue(d.b, d.unit)}</td>
                  <td>{formatDifference(d.difference, d.unit)}</td>
                  <td>{d.interval ? `${formatDifference(d.interval.low, d.unit)} .. ${formatDifference(d.interval.high, d.unit)}` : "-"}</td>
                  <td>{d.significant ? "significant" : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <DifferencePanels rows={rows} />
        </>
      ) : null}
    </div>
  );
}

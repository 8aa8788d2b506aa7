// The compare tab: two versions on the same duplicate deals (the library's compareRulesets, as
// `stichwerk compare`), each figure's difference with its 95% interval, significant ones marked.
import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { CompareReport } from "../../../src/index.js";

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

const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

export function Compare(p: CompareProps) {
  const r = p.report;
  const data = r?.differences.map((d) => ({
    name: d.figure,
    diff: d.difference,
    err: d.interval ? [d.difference - d.interval.low, d.interval.high - d.difference] : [0, 0],
    significant: d.significant,
  }));
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
      {r && data ? (
        <>
          <p data-testid="compare-summary">
            {r.a.name} (A) against {r.b.name} (B): {r.pairedDeals} deals paired.{" "}
            <strong>{r.differences.filter((d) => d.significant).length}</strong> of {r.differences.length} figures differ significantly (95% interval of B - A leaves out 0; each figure on its own).
          </p>
          <table className="diffs" data-testid="compare-table">
            <thead>
              <tr><th>figure</th><th>A</th><th>B</th><th>B - A</th><th>95% CI</th><th></th></tr>
            </thead>
            <tbody>
              {r.differences.map((d) => (
                <tr key={d.figure} className={d.significant ? "significant" : ""} data-significant={d.significant}>
                  <td>{d.figure}</td>
                  <td>{num(d.a)}</td>
                  <td>{num(d.b)}</td>
                  <td>{d.difference >= 0 ? "+" : ""}{num(d.difference)}</td>
                  <td>{d.interval ? `${num(d.interval.low)} .. ${num(d.interval.high)}` : "-"}</td>
                  <td>{d.significant ? "significant" : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <section className="chart tall" data-testid="chart-compare">
            <h3>B - A per figure (95% CI); significant in red</h3>
            <div className="chart-body">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data} layout="vertical" margin={{ left: 160 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" />
                  <YAxis type="category" dataKey="name" width={150} />
                  <Tooltip formatter={(v) => num(Number(v))} />
                  <ReferenceLine x={0} stroke="#999" />
                  <Bar dataKey="diff" isAnimationActive={false}>
                    {data.map((d) => <Cell key={d.name} fill={d.significant ? "#e15759" : "#bab0ac"} />)}
                    <ErrorBar isAnimationActive={false} dataKey="err" width={4} stroke="#333" direction="x" />
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}

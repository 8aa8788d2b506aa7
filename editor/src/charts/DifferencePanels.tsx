// Compare's chart: one small panel per figure, each on a scale of its own (points, tricks, games and
// percentages never share an axis, so a change of 0.3 tricks is not flattened next to one of 40
// points): the difference B - A as a bar from 0, its 95% interval, its value written beside it.
import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { valueAxis } from "./axis.js";
import { BarLabels, reachOf } from "./BarLabels.js";
import { formatDifference, type Unit } from "./format.js";

export interface DifferenceRow {
  readonly figure: string;
  readonly unit: Unit;
  readonly difference: number;
  /** [below, above] the difference: its 95% interval; undefined without one. */
  readonly err: readonly [number, number] | undefined;
  readonly significant: boolean;
}

function DifferencePanel({ row }: { row: DifferenceRow }) {
  const reach = reachOf(row.difference, row.err);
  const ends = row.err ? [row.difference - row.err[0], row.difference + row.err[1]] : [];
  const axis = valueAxis([row.difference, reach, ...ends], row.unit, { maxTicks: 5, headroom: 0.35 });
  const data = [{ name: row.figure, value: row.difference, err: row.err ? [...row.err] : [0, 0] }];
  return (
    <div className="difference" data-testid="difference" data-figure={row.figure} data-unit={row.unit} data-significant={row.significant}>
      <div className="difference-name">{row.figure}</div>
      <div className="difference-body">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 2, right: 12, bottom: 0, left: 12 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" interval={0} domain={[...axis.domain]} ticks={[...axis.ticks]} tickFormatter={axis.format} allowDataOverflow tick={{ fontSize: 10 }} height={18} />
            <YAxis type="category" dataKey="name" hide />
            <ReferenceLine x={0} stroke="#999" />
            <Bar dataKey="value" isAnimationActive={false} barSize={14}>
              <Cell fill={row.significant ? "#e15759" : "#bab0ac"} />
              {row.err ? <ErrorBar isAnimationActive={false} dataKey="err" width={4} stroke="#333" direction="x" /> : null}
            </Bar>
            <BarLabels layout="vertical" labels={[{ name: row.figure, value: row.difference, reach, text: formatDifference(row.difference, row.unit) }]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

export function DifferencePanels({ rows }: { rows: readonly DifferenceRow[] }) {
  return (
    <section className="chart differences" data-testid="chart-compare">
      <h3>B - A per figure, each on its own scale (95% CI); significant in red</h3>
      <div className="difference-grid">
        {rows.map((r) => <DifferencePanel key={r.figure} row={r} />)}
      </div>
    </section>
  );
}

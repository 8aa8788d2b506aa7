// One bar chart of the designer: a titled panel with upright bars, each labelled with its value,
// optional whiskers, a value axis of its own (nice ticks, 0 included, room for the labels: see
// axis.ts) and every category named on the axis (none skipped when they are many).
import { Bar, BarChart, CartesianGrid, ErrorBar, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { valueAxis } from "./axis.js";
import { BarLabels, reachOf } from "./BarLabels.js";
import { formatValue, type Unit } from "./format.js";

export interface BarRow {
  readonly name: string;
  readonly value: number;
  /** A whisker [below, above] the value, e.g. a 95% interval or min .. max. */
  readonly err?: readonly [number, number];
}

export interface BarPanelProps {
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  readonly rows: readonly BarRow[];
  readonly unit: Unit;
  readonly color: string;
  /** A dashed line across the chart, e.g. an even share of wins. */
  readonly reference?: number;
  /** Spans the whole row of panels (the histogram's many bars). */
  readonly wide?: boolean;
}

/** More categories than this and their names are slanted, so every one of them fits. */
const SLANT_ABOVE = 8;

export function BarPanel(p: BarPanelProps) {
  // Both whisker ends: a positive mean's interval can reach below 0 and a negative one's above.
  const extent = p.rows.flatMap((r) => [r.value, reachOf(r.value, r.err), ...(r.err ? [r.value - r.err[0], r.value + r.err[1]] : [])]);
  if (p.reference !== undefined) extent.push(p.reference);
  // Upright labels on narrow bars need more room above than flat ones.
  const axis = valueAxis(extent, p.unit, { headroom: p.rows.length > SLANT_ABOVE ? 0.3 : 0.15 });
  const labels = p.rows.map((r) => ({ name: r.name, value: r.value, reach: reachOf(r.value, r.err), text: formatValue(r.value, p.unit) }));
  const slant = p.rows.length > SLANT_ABOVE;
  const data = p.rows.map((r) => ({ name: r.name, value: r.value, err: r.err ? [...r.err] : [0, 0] }));
  return (
    <section className={p.wide ? "chart wide" : "chart"} data-testid={`chart-${p.id}`} data-unit={p.unit}>
      <h3>{p.title}</h3>
      <div className="chart-body">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} tick={{ fontSize: 11 }} angle={slant ? -40 : 0} textAnchor={slant ? "end" : "middle"} height={slant ? 44 : 24} />
            <YAxis interval={0} domain={[...axis.domain]} ticks={[...axis.ticks]} tickFormatter={axis.format} width={axis.width} allowDataOverflow tick={{ fontSize: 11 }} />
            <Tooltip
              formatter={(value, _name, item) => {
                const row = item.payload as { value: number; err: [number, number] };
                const v = Number(value);
                const range = row.err[0] !== 0 || row.err[1] !== 0 ? ` (${formatValue(v - row.err[0], p.unit)} .. ${formatValue(v + row.err[1], p.unit)})` : "";
                return [`${formatValue(v, p.unit)}${range}`, "value"];
              }}
            />
            {p.reference !== undefined ? <ReferenceLine y={p.reference} stroke="#999" strokeDasharray="4 4" /> : null}
            <ReferenceLine y={0} stroke="#999" />
            <Bar dataKey="value" fill={p.color} isAnimationActive={false}>
              {p.rows.some((r) => r.err) ? <ErrorBar isAnimationActive={false} dataKey="err" width={6} stroke="#333" /> : null}
            </Bar>
            <BarLabels labels={labels} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {p.note ? <p className="note">{p.note}</p> : null}
    </section>
  );
}

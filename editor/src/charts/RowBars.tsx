// Horizontal bars for rows with long names (a sweep's cells): one bar per row from 0, its 95%
// interval as a whisker, its value written beyond the whisker, the name on the left (cut in the
// middle when long, whole in the tooltip), highlighted rows in the accent colour, an optional dashed
// reference line (the base's value). The value axis is the designer's (axis.ts): nice ticks, 0 in.
import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { valueAxis } from "./axis.js";
import { BarLabels, reachOf } from "./BarLabels.js";
import { formatValue, type Unit } from "./format.js";

export interface RowBar {
  readonly name: string;
  readonly value: number;
  /** [below, above] the value: its 95% interval; undefined without one. */
  readonly err: readonly [number, number] | undefined;
  readonly highlight: boolean;
}

export interface RowBarsProps {
  readonly id: string;
  readonly title: string;
  readonly unit: Unit;
  readonly rows: readonly RowBar[];
  readonly reference?: { readonly value: number; readonly label: string } | undefined;
}

/** Longer names are cut in the middle, keeping both ends (a path's file name, a cell's line-up). */
const NAME_CHARS = 44;
const ROW_HEIGHT = 24;
const shortName = (n: string) => (n.length > NAME_CHARS ? `${n.slice(0, 14)}…${n.slice(n.length - (NAME_CHARS - 15))}` : n);

export function RowBars(p: RowBarsProps) {
  const reaches = p.rows.map((r) => reachOf(r.value, r.err));
  const extent = p.rows.flatMap((r, i) => [r.value, reaches[i]!, ...(r.err ? [r.value - r.err[0], r.value + r.err[1]] : [])]);
  if (p.reference) extent.push(p.reference.value);
  // Room beyond the longest bar for its value written after the whisker.
  const axis = valueAxis(extent, p.unit, { headroom: 0.3 });
  // Names must be unique on a category axis: a row's index makes them so, the tick shows the name.
  const data = p.rows.map((r, i) => ({ key: `${i}`, name: r.name, value: r.value, err: r.err ? [...r.err] : [0, 0] }));
  const labels = p.rows.map((r, i) => ({ name: `${i}`, value: r.value, reach: reaches[i]!, text: formatValue(r.value, p.unit) }));
  // Wide enough for the longest (cut) name at 11 px: recharts wraps a tick that does not fit.
  const nameWidth = Math.max(4, ...p.rows.map((r) => shortName(r.name).length)) * 7 + 16;
  return (
    <section className="chart wide" data-testid={`chart-${p.id}`} data-unit={p.unit}>
      <h3>{p.title}</h3>
      <div style={{ height: p.rows.length * ROW_HEIGHT + 36 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" interval={0} domain={[...axis.domain]} ticks={[...axis.ticks]} tickFormatter={axis.format} allowDataOverflow tick={{ fontSize: 11 }} height={22} />
            <YAxis type="category" dataKey="key" interval={0} width={nameWidth} tick={{ fontSize: 11 }} tickFormatter={(k: string) => shortName(p.rows[Number(k)]?.name ?? k)} />
            <Tooltip
              labelFormatter={(k) => p.rows[Number(k)]?.name ?? String(k)}
              formatter={(value, _name, item) => {
                const row = item.payload as { value: number; err: [number, number] };
                const v = Number(value);
                const range = row.err[0] !== 0 || row.err[1] !== 0 ? ` (${formatValue(v - row.err[0], p.unit)} .. ${formatValue(v + row.err[1], p.unit)})` : "";
                return [`${formatValue(v, p.unit)}${range}`, "value"];
              }}
            />
            <ReferenceLine x={0} stroke="#999" />
            {p.reference ? <ReferenceLine x={p.reference.value} stroke="#c33" strokeDasharray="4 3" /> : null}
            <Bar dataKey="value" isAnimationActive={false} barSize={14}>
              {p.rows.map((r, i) => (
                <Cell key={i} fill={r.highlight ? "#e15759" : "#4e79a7"} />
              ))}
              {p.rows.some((r) => r.err) ? <ErrorBar isAnimationActive={false} dataKey="err" width={5} stroke="#333" direction="x" /> : null}
            </Bar>
            <BarLabels layout="vertical" labels={labels} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {p.reference ? <p className="note">dashed: {p.reference.label}</p> : null}
    </section>
  );
}

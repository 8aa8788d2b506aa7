// The value of every bar written at its end, beyond its interval's whisker (outside the bar, so a
// short or negative bar is labelled too). Drawn inside the chart from the axes' own scales.
import { useXAxisScale, useYAxisScale } from "recharts";

export interface BarLabel {
  /** The bar's category (its name on the category axis). */
  readonly name: string;
  readonly value: number;
  /** How far the bar and its whisker reach: the label goes just beyond. */
  readonly reach: number;
  readonly text: string;
}

/** Where a bar's label goes: its value, or the end of its whisker [below, above] if that is further out. */
export function reachOf(value: number, err: readonly [number, number] | undefined): number {
  if (!err) return value;
  return value >= 0 ? Math.max(value, value + err[1]) : Math.min(value, value - err[0]);
}

const FONT = 10;
/** Rough width of a label at FONT px (digits and signs are about 0.6 em). */
const textWidth = (s: string) => s.length * FONT * 0.62;

/** layout "horizontal": upright bars, categories along x; "vertical": bars along x, categories on y. */
export function BarLabels({ labels, layout = "horizontal" }: { labels: readonly BarLabel[]; layout?: "horizontal" | "vertical" }) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  if (!xScale || !yScale) return null;
  const category = layout === "horizontal" ? xScale : yScale;
  const value = layout === "horizontal" ? yScale : xScale;
  return (
    <g className="bar-labels">
      {labels.map((l) => {
        const start = category(l.name, { position: "start" });
        const mid = category(l.name, { position: "middle" });
        const end = category(l.name, { position: "end" });
        const at = value(l.reach);
        if (start === undefined || mid === undefined || end === undefined || at === undefined) return null;
        const up = l.value >= 0;
        if (layout === "vertical") {
          const x = up ? at + 4 : at - 4;
          return (
            <text key={l.name} className="bar-label" data-bar={l.name} x={x} y={mid} fontSize={FONT} textAnchor={up ? "start" : "end"} dominantBaseline="central" fill="#333">
              {l.text}
            </text>
          );
        }
        // A label wider than its bar is turned upright, so neighbours never overlap.
        const turned = textWidth(l.text) > Math.abs(end - start) - 2;
        const y = up ? at - 4 : at + 4;
        return turned ? (
          <text key={l.name} className="bar-label" data-bar={l.name} x={mid} y={y} fontSize={FONT} transform={`rotate(-90 ${mid} ${y})`} textAnchor={up ? "start" : "end"} dominantBaseline="central" fill="#333">
            {l.text}
          </text>
        ) : (
          <text key={l.name} className="bar-label" data-bar={l.name} x={mid} y={y} fontSize={FONT} textAnchor="middle" dominantBaseline={up ? "auto" : "hanging"} fill="#333">
            {l.text}
          </text>
        );
      })}
    </g>
  );
}

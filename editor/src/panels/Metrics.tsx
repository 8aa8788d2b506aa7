// The design metrics of a playtest (docs/metrics.md): the figures the playtest worker's simulate()
// already computes, each with its 95% interval. Aggregates only.
import { formatNumber, formatPercent } from "../charts/format.js";
import { headlineMetrics, METRIC_LABELS, type DesignMetrics, type Interval, type MetricKey } from "../../../src/index.js";

const SHARES: ReadonlySet<MetricKey> = new Set(["luckShare", "seatAdvantage", "fairness", "decisiveness", "forcedShare"]);
// Percentages through the designer's one formatter, as in the charts and the compare tab.
const show = (key: MetricKey, x: number) => (SHARES.has(key) ? formatPercent(x) : formatNumber(x));
const interval = (key: MetricKey, ci: Interval | null) => (ci ? `${show(key, ci.low)} .. ${show(key, ci.high)}` : "-");

export function Metrics({ metrics }: { metrics: DesignMetrics }) {
  const rows = headlineMetrics(metrics);
  if (rows.length === 0) return null;
  return (
    <section className="metrics" data-testid="design-metrics">
      <h3>Design metrics (95% CI)</h3>
      <table className="diffs">
        <thead>
          <tr><th>metric</th><th>value</th><th>95% CI</th><th></th></tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.key} data-metric={m.key}>
              <td>{METRIC_LABELS[m.key]}</td>
              <td>{show(m.key, m.value)}</td>
              <td>{interval(m.key, m.ci)}</td>
              <td>{m.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {metrics.luckShare === null || metrics.skillGap === null ? (
        <p className="note">Luck share and skill gap need seat rotation: two different bots in the line-up.</p>
      ) : null}
    </section>
  );
}

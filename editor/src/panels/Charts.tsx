// The playtest report as charts (recharts): every figure the simulation reports, with its 95%
// interval where it has one. Aggregates only: no game's cards are ever shown.
import { memo } from "react";
import { Bar, BarChart, CartesianGrid, ErrorBar, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Interval, SimulateReport } from "../../../src/index.js";

const COLORS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7"];

/** [below, above] the value: recharts draws asymmetric error bars from such a pair. */
function errorOf(value: number, ci: Interval | null): [number, number] {
  return ci ? [value - ci.low, ci.high - value] : [0, 0];
}

/** Bars start at 0: a bar's length must mean something, also for negative scores. */
const WITH_ZERO: [(min: number) => number, (max: number) => number] = [(min) => Math.min(0, Math.floor(min)), (max) => Math.max(0, Math.ceil(max))];

const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2));

function Card(props: { id: string; title: string; note?: string; children: React.ReactNode }) {
  return (
    <section className="chart" data-testid={`chart-${props.id}`}>
      <h3>{props.title}</h3>
      <div className="chart-body">
        <ResponsiveContainer width="100%" height="100%">{props.children as React.ReactElement}</ResponsiveContainer>
      </div>
      {props.note ? <p className="note">{props.note}</p> : null}
    </section>
  );
}

function IntervalTooltip() {
  return (
    <Tooltip
      formatter={(value, _name, item) => {
        const p = item.payload as { ci?: Interval | null };
        return [p.ci ? `${fmt(Number(value))} (95% CI ${fmt(p.ci.low)} .. ${fmt(p.ci.high)})` : fmt(Number(value)), "value"];
      }}
    />
  );
}

/** Drawn again only for a new report: the page re-renders on every keystroke's check, the charts need not. */
export const Charts = memo(function Charts({ report }: { report: SimulateReport }) {
  const overall = report.seats.reduce((a, s) => a + s.meanScore * s.games, 0) / Math.max(1, report.seats.reduce((a, s) => a + s.games, 0));
  const seats = report.seats.map((s) => ({
    name: `seat ${s.seat}`,
    mean: s.meanScore,
    ci: s.meanScoreCI,
    err: errorOf(s.meanScore, s.meanScoreCI),
    win: s.winRate * 100,
    winCi: s.winRateCI ? { low: s.winRateCI.low * 100, high: s.winRateCI.high * 100 } : null,
    winErr: errorOf(s.winRate * 100, s.winRateCI ? { low: s.winRateCI.low * 100, high: s.winRateCI.high * 100 } : null),
    adv: s.meanScore - overall,
    advErr: errorOf(s.meanScore, s.meanScoreCI),
    tricks: s.meanTricksPerRound,
  }));
  const bots = report.bots.map((b) => ({
    name: b.bot,
    mean: b.meanScore,
    ci: b.meanScoreCI,
    err: errorOf(b.meanScore, b.meanScoreCI),
    win: b.winRate * 100,
    winErr: errorOf(b.winRate * 100, b.winRateCI ? { low: b.winRateCI.low * 100, high: b.winRateCI.high * 100 } : null),
  }));
  const hist = report.scoreHistogram.buckets.map((b) => ({ name: `${fmt(b.from)}`, count: b.count }));
  const len = report.length;
  const lengths = (["rounds", "tricks", "decisions"] as const).map((k) => ({
    name: k,
    mean: len[k].mean,
    err: [len[k].mean - len[k].min, len[k].max - len[k].mean] as [number, number],
  }));
  const even = 100 / report.players;
  return (
    <div className="charts">
      <Card id="seat-score" title="Mean final score per seat (95% CI)">
        <BarChart data={seats}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={WITH_ZERO} />
          <IntervalTooltip />
          <Bar dataKey="mean" fill={COLORS[0]} isAnimationActive={false}>
            <ErrorBar isAnimationActive={false} dataKey="err" width={6} stroke="#333" />
          </Bar>
        </BarChart>
      </Card>
      <Card id="bot-score" title="Mean final score per bot (95% CI over deals)">
        <BarChart data={bots}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={WITH_ZERO} />
          <IntervalTooltip />
          <Bar dataKey="mean" fill={COLORS[1]} isAnimationActive={false}>
            <ErrorBar isAnimationActive={false} dataKey="err" width={6} stroke="#333" />
          </Bar>
        </BarChart>
      </Card>
      <Card id="win-rate" title="Win rate per seat and per bot, % (95% CI)" note={`An even share is ${even.toFixed(1)}%; a win shared by k seats counts 1/k.`}>
        <BarChart data={[...seats.map((s) => ({ name: s.name, win: s.win, winErr: s.winErr })), ...(bots.length > 1 ? bots.map((b) => ({ name: b.name, win: b.win, winErr: b.winErr })) : [])]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis unit="%" />
          <Tooltip formatter={(v) => `${fmt(Number(v))}%`} />
          <ReferenceLine y={even} stroke="#999" strokeDasharray="4 4" />
          <Bar dataKey="win" fill={COLORS[2]} isAnimationActive={false}>
            <ErrorBar isAnimationActive={false} dataKey="winErr" width={6} stroke="#333" />
          </Bar>
        </BarChart>
      </Card>
      <Card id="seat-advantage" title="Seat advantage: mean score minus the all-seat mean (95% CI)">
        <BarChart data={seats}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={WITH_ZERO} />
          <Tooltip formatter={(v) => fmt(Number(v))} />
          <ReferenceLine y={0} stroke="#999" />
          <Bar dataKey="adv" fill={COLORS[3]} isAnimationActive={false}>
            <ErrorBar isAnimationActive={false} dataKey="advErr" width={6} stroke="#333" />
          </Bar>
        </BarChart>
      </Card>
      <Card id="histogram" title={`Final scores (${report.scoreHistogram.scores}: every seat of every finished game)`}>
        <BarChart data={hist}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={WITH_ZERO} />
          <Tooltip />
          <Bar dataKey="count" fill={COLORS[4]} isAnimationActive={false} />
        </BarChart>
      </Card>
      <Card id="tricks" title="Tricks won per round, per seat">
        <BarChart data={seats}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={WITH_ZERO} />
          <Tooltip formatter={(v) => fmt(Number(v))} />
          <Bar dataKey="tricks" fill={COLORS[5]} isAnimationActive={false} />
        </BarChart>
      </Card>
      <Card id="length" title="Game length: mean per game (bars: min .. max)">
        <BarChart data={lengths}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis domain={WITH_ZERO} />
          <Tooltip formatter={(v) => fmt(Number(v))} />
          <Bar dataKey="mean" fill={COLORS[6]} isAnimationActive={false}>
            <ErrorBar isAnimationActive={false} dataKey="err" width={6} stroke="#333" />
          </Bar>
        </BarChart>
      </Card>
    </div>
  );
});

// The playtest report as charts (recharts): every figure the simulation reports, with its 95%
// interval where it has one, each bar labelled with its value, each panel on an axis of its own
// (src/charts). Aggregates only: no game's cards are ever shown.
import { memo } from "react";
import type { Interval, PlaytestFigures } from "../../../src/index.js";
import { stepDecimals } from "../charts/axis.js";
import { BarPanel } from "../charts/BarPanel.js";
import { formatNumber, formatPercent } from "../charts/format.js";

const COLORS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7"];

/** [below, above] the value: recharts draws asymmetric error bars from such a pair. */
function errorOf(value: number, ci: Interval | null): [number, number] | undefined {
  return ci ? [value - ci.low, ci.high - value] : undefined;
}

/** Drawn again only for a new report: the page re-renders on every keystroke's check, the charts need not. */
export const Charts = memo(function Charts({ report }: { report: PlaytestFigures }) {
  const overall = report.seats.reduce((a, s) => a + s.meanScore * s.games, 0) / Math.max(1, report.seats.reduce((a, s) => a + s.games, 0));
  const seatName = (seat: number) => `seat ${seat}`;
  const seatScores = report.seats.map((s) => ({ name: seatName(s.seat), value: s.meanScore, err: errorOf(s.meanScore, s.meanScoreCI) }));
  const botScores = report.bots.map((b) => ({ name: b.bot, value: b.meanScore, err: errorOf(b.meanScore, b.meanScoreCI) }));
  const wins = [
    ...report.seats.map((s) => ({ name: seatName(s.seat), value: s.winRate, err: errorOf(s.winRate, s.winRateCI) })),
    ...(report.bots.length > 1 ? report.bots.map((b) => ({ name: b.bot, value: b.winRate, err: errorOf(b.winRate, b.winRateCI) })) : []),
  ];
  // The interval of a seat's mean score, moved with it: the advantage is the mean less a constant.
  const advantage = report.seats.map((s) => ({ name: seatName(s.seat), value: s.meanScore - overall, err: errorOf(s.meanScore, s.meanScoreCI) }));
  const h = report.scoreHistogram;
  const bucketDecimals = stepDecimals(h.bucketWidth);
  const hist = h.buckets.map((b) => ({ name: formatNumber(b.from, bucketDecimals), value: b.count }));
  const tricks = report.seats.map((s) => ({ name: seatName(s.seat), value: s.meanTricksPerRound }));
  const len = report.length;
  const lengths = (["rounds", "tricks", "decisions"] as const).map((k) => ({ name: k, value: len[k].mean, err: [len[k].mean - len[k].min, len[k].max - len[k].mean] as const }));
  const even = 1 / report.players;
  return (
    <div className="charts">
      <BarPanel id="seat-score" title="Mean final score per seat (95% CI)" rows={seatScores} unit="number" color={COLORS[0]!} />
      <BarPanel id="bot-score" title="Mean final score per bot (95% CI over deals)" rows={botScores} unit="number" color={COLORS[1]!} />
      <BarPanel
        id="win-rate"
        title="Win rate per seat and per bot (95% CI)"
        rows={wins}
        unit="share"
        color={COLORS[2]!}
        reference={even}
        note={`An even share is ${formatPercent(even)}; a win shared by k seats counts 1/k.`}
      />
      <BarPanel id="seat-advantage" title="Seat advantage: mean score minus the all-seat mean (95% CI)" rows={advantage} unit="number" color={COLORS[3]!} />
      <BarPanel
        id="histogram"
        title={`Final scores (${h.scores}: every seat of every finished game), by ${formatNumber(h.bucketWidth, bucketDecimals)} points from the value shown`}
        rows={hist}
        unit="number"
        color={COLORS[4]!}
        wide
      />
      <BarPanel id="tricks" title="Tricks won per round, per seat" rows={tricks} unit="number" color={COLORS[5]!} />
      <BarPanel id="length" title="Game length: mean per game (whiskers: min .. max)" rows={lengths} unit="number" color={COLORS[6]!} />
    </div>
  );
});

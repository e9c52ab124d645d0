import { Bar, Line } from 'react-chartjs-2';
import { CHART_FONT, chartColour } from './chart-setup';

export interface SeriesProps {
  labels: string[];
  values: number[];
  /** What one unit is ("page views"), for the tooltip. */
  unit: string;
  /** The canvas's accessible name (Chart.js draws on a canvas with role="img"). */
  label: string;
  horizontal?: boolean;
}

const axes = (horizontal: boolean) => ({
  x: {
    grid: { display: horizontal },
    ticks: { font: CHART_FONT, ...(horizontal ? { precision: 0 } : {}) },
    beginAtZero: true,
  },
  y: {
    grid: { display: !horizontal },
    ticks: { font: CHART_FONT, ...(horizontal ? {} : { precision: 0 }) },
    beginAtZero: true,
  },
});

/** A bar chart in the site's colour (Chart.js); animation off so a new range shows at once. */
export function BarSeries({ labels, values, unit, label, horizontal = false }: SeriesProps) {
  return (
    <Bar
      aria-label={label}
      data={{ labels, datasets: [{ label: unit, data: values, backgroundColor: chartColour(), borderRadius: 4 }] }}
      options={{
        indexAxis: horizontal ? 'y' : 'x',
        animation: false,
        maintainAspectRatio: false,
        plugins: { tooltip: { enabled: true } },
        scales: axes(horizontal),
      }}
    />
  );
}

/** A line chart over days, filled under the line. */
export function LineSeries({ labels, values, unit, label }: SeriesProps) {
  const colour = chartColour();
  return (
    <Line
      aria-label={label}
      data={{
        labels,
        datasets: [
          {
            label: unit,
            data: values,
            borderColor: colour,
            backgroundColor: /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}2e` : 'rgba(21, 44, 83, 0.18)',
            fill: true,
            tension: 0.25,
            pointRadius: values.length > 60 ? 0 : 3,
          },
        ],
      }}
      options={{ animation: false, maintainAspectRatio: false, scales: axes(false) }}
    />
  );
}

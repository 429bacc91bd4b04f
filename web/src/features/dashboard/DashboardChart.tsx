import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import type { BarData } from './chartData';

/** Props of {@link DashboardChart}. */
export interface DashboardChartProps {
  /** The chart's title, also its accessible name. */
  title: string;
  /** A sentence that says what the chart shows, for screen readers. */
  summary: string;
  data: BarData;
  /** Bars run sideways (long category names read better at 390 px). */
  horizontal?: boolean;
  /** The bars of a dataset stack (visits by status). */
  stacked?: boolean;
}

/**
 * One bar chart of the dashboard (docs/dashboard.md "Charts"): PrimeReact's Chart over chart.js, which
 * it imports on first render, so chart.js and this module stay out of the shell (loaded with React.lazy
 * by the dashboard). Sized by its container: it never makes the page scroll sideways.
 */
export function DashboardChart({ title, summary, data, horizontal = false, stacked = false }: DashboardChartProps) {
  // The Chart re-creates its chart.js instance whenever `options` is a new object.
  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      indexAxis: horizontal ? ('y' as const) : ('x' as const),
      // Not drawn (the figcaption is): PrimeReact's Chart gives its text to the canvas as its accessible name.
      plugins: { legend: { position: 'bottom' as const }, title: { display: false, text: `${title}: ${summary}` } },
      scales: {
        x: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
      },
    }),
    [horizontal, stacked, title, summary],
  );
  return (
    <figure className="dashboard-chart">
      <figcaption>{title}</figcaption>
      <Chart type="bar" data={data} options={options} className="dashboard-chart-canvas" />
    </figure>
  );
}

import { BarElement, CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';

// Only the parts the settings charts use (Chart.js is tree-shaken to these).
Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Filler);

/** The site's primary colour (as the theme set it on the document), for the bars and lines. */
export function chartColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--laurel-primary').trim();
  return value || '#152c53';
}

export const CHART_FONT = { family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', size: 13 };

import type { ReactNode } from 'react';

export interface ChartFigureProps {
  title: string;
  /** A sentence a screen reader reads for the chart (the busiest hour, the total…); the chart's canvas (role img) gets it. */
  summary: string;
  /** The numbers as rows; the first row is the headings. */
  rows: (string | number)[][];
  actions?: ReactNode;
  /** Draws the chart; its canvas is labelled with the spoken summary it is given. */
  children: (label: string) => ReactNode;
}

/** A chart with its title, a spoken summary, an "as a table" view of the same numbers, and actions (CSV). */
export function ChartFigure({ title, summary, rows, actions, children }: ChartFigureProps) {
  const [head, ...body] = rows;
  return (
    <figure className="st-chart">
      <figcaption className="st-chart__head">
        <span className="st-chart__title">{title}</span>
        {actions}
      </figcaption>
      <div className="st-chart__canvas">{children(`${title}: ${summary}`)}</div>
      <details className="st-chart__table">
        <summary>Show the numbers</summary>
        <table className="st-table st-table--compact">
          <thead>
            <tr>
              {head.map((h) => (
                <th key={String(h)} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

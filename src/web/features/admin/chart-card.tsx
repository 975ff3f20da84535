import type { ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  /** A visually hidden table with the same figures, for screen readers. */
  alternative?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A titled dashboard card; the drawing is hidden from screen readers, which read the alternative instead. */
export function ChartCard({ title, empty, alternative, className = '', children }: ChartCardProps) {
  return (
    <section className={`card min-w-0 p-5 ${className}`} aria-label={title}>
      <h2 className="mb-4 text-base font-bold">{title}</h2>
      {empty ? (
        <p className="py-10 text-center text-sm text-ink-soft">{empty}</p>
      ) : (
        <>
          <div aria-hidden="true">{children}</div>
          {alternative && <div className="sr-only">{alternative}</div>}
        </>
      )}
    </section>
  );
}

/** The figures of a chart as a plain two-column table. */
export function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, string][];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

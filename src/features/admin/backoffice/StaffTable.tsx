/**
 * A back-office table that scrolls sideways on a narrow screen: its caption for screen readers,
 * its column headings, and the rows the caller gives.
 */
import type { ReactNode } from 'react';

export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="bo-scroll">
      <table className="bo-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

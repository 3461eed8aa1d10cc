import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Names the table and the scrolling region around it. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/** Every admin list: a captioned table that scrolls sideways on a narrow screen. */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import type { WorkflowLines } from './workflowDescription';

/**
 * A record's lines as a plain table (an equipment requisition's items: Equipment, Quantity, In stock
 * now), with its caption; numbers right-aligned; it scrolls sideways on a narrow screen.
 */
export function WorkflowLinesTable({ lines }: { lines: WorkflowLines }) {
  const numeric = (value: unknown) => typeof value === 'number';
  return (
    <div className="workflow-lines">
      <table>
        <caption>{lines.caption}</caption>
        <thead>
          <tr>
            {lines.headers.map((header, index) => (
              <th key={header} scope="col" className={lines.rows.some((row) => numeric(row[index])) ? 'workflow-number' : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} className={numeric(cell) ? 'workflow-number' : undefined}>
                  {cell ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

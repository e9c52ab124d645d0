import type { SheetColumn } from '../sheet/sheet-model';
import { FULL_NAME, PHOTO, SKIP, type ImportField, type Table } from './import-plan';

/** Each spreadsheet column with the field it fills (guessed, changeable) and its first values. */
export function ImportMapping({
  table,
  mapping,
  columns,
  onChange,
  photo = true,
}: {
  table: Table;
  mapping: readonly ImportField[];
  columns: readonly SheetColumn[];
  onChange: (next: ImportField[]) => void;
  /** Offer "Photo (file name in the zip)" (the profile import). */
  photo?: boolean;
}) {
  const fields = columns.filter((c) => c.kind !== 'readonly');
  return (
    <table className="wr-table imp-mapping">
      <caption className="wr-visually-hidden">Which column fills which field</caption>
      <thead>
        <tr>
          <th scope="col">Spreadsheet column</th>
          <th scope="col">Fills</th>
          <th scope="col">First values</th>
        </tr>
      </thead>
      <tbody>
        {table.headers.map((header, col) => (
          <tr key={`${header}-${col}`} className={mapping[col] ? undefined : 'imp-mapping__off'}>
            <th scope="row">{header || `Column ${col + 1}`}</th>
            <td>
              <select
                className="wr-select"
                aria-label={`Field for ${header || `column ${col + 1}`}`}
                value={mapping[col] ?? SKIP}
                onChange={(e) =>
                  onChange(
                    mapping.map((m, i) =>
                      i === col ? e.target.value : m === e.target.value && e.target.value ? SKIP : m,
                    ),
                  )
                }
              >
                <option value={SKIP}>Don’t import</option>
                {fields.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name}
                  </option>
                ))}
                {photo ? <option value={FULL_NAME}>Full name (split into first and last name)</option> : null}
                {photo ? <option value={PHOTO}>Photo (file name in the zip)</option> : null}
              </select>
            </td>
            <td className="wr-muted imp-mapping__sample">
              {table.rows
                .slice(0, 3)
                .map((r) => r[col] ?? '')
                .filter(Boolean)
                .join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

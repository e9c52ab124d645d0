import { Link } from 'react-router';
import type { Category, Entry, RecordColumn } from '@laurel/domain';
import { entryPath, formatRecordValue, formatYearRange, rankRecords, yearOf } from '@laurel/domain';
import { EditSlot } from '@laurel/ui';
import { fullName } from '../cards/entry-cards';

export interface RecordsBoardProps {
  siteId: string;
  category: Category;
  /** Visible record entries of the folder. */
  entries: Entry[];
  /** Ids still shown after the filter bar (ranks are computed on all records first). */
  shown: Set<string>;
}

/** One scoreboard per record column: rank, name, value, year, aligned, the best at the top. */
export function RecordsBoard({ siteId, category, entries, shown }: RecordsBoardProps) {
  const columns = category.recordColumns ?? [];
  if (columns.length === 0) return <p className="ps-empty">No records have been added yet.</p>;
  return (
    <div className="ps-boards" data-layout="RecordsLayout">
      {columns.map((column) => (
        <Board
          key={column.columnID}
          siteId={siteId}
          category={category}
          column={column}
          entries={entries}
          shown={shown}
        />
      ))}
    </div>
  );
}

function Board({
  siteId,
  category,
  column,
  entries,
  shown,
}: {
  siteId: string;
  category: Category;
  column: RecordColumn;
  entries: Entry[];
  shown: Set<string>;
}) {
  const rows = rankRecords(entries, column).filter((r) => shown.has(r.entry._id));
  const headingId = `board-${column.columnID}`;
  return (
    <section className="ps-board" aria-labelledby={headingId} data-testid="records-board">
      <header className="ps-board__head">
        <h2 id={headingId} className="ps-board__title">
          {column.recordLabel}
        </h2>
        {column.recordUnits ? <span className="ps-board__units">{column.recordUnits}</span> : null}
        <EditSlot name="record-column" target={column.columnID} />
      </header>
      {rows.length === 0 ? (
        <p className="ps-board__empty">No matching records.</p>
      ) : (
        <table className="ps-board__table">
          <thead>
            <tr>
              <th scope="col" className="ps-board__rank">
                Rank
              </th>
              <th scope="col">Name</th>
              <th scope="col" className="ps-board__value">
                Record
              </th>
              <th scope="col" className="ps-board__year">
                Year
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ entry, rank }) => {
              const info = entry.recordInfo!;
              const year = formatYearRange(info.yearStart, info.yearEnd) || yearOf(info.recordDate);
              return (
                <tr
                  key={entry._id}
                  className={rank <= 3 ? `ps-board__row ps-board__row--top${rank}` : 'ps-board__row'}
                  data-testid="record-row"
                >
                  <td className="ps-board__rank">
                    <span className="ps-board__rank-badge">{rank}</span>
                  </td>
                  <td className="ps-board__name">
                    <Link to={entryPath(siteId, category._id, entry._id)}>{info.name || fullName(entry)}</Link>
                    {info.extraInfo ? <span className="ps-board__extra">{info.extraInfo}</span> : null}
                  </td>
                  <td className="ps-board__value" data-testid="record-value">
                    {formatRecordValue(info.recordValue, column.recordType, column.recordUnits)}
                  </td>
                  <td className="ps-board__year">{year}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

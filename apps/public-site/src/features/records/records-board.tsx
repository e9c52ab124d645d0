import { Link } from 'react-router';
import type { Category, Entry, RecordColumn } from '@laurel/domain';
import { entryPath, formatRecordValue, formatYearRange, isRankedColumn, rankRecords, yearOf } from '@laurel/domain';
import { fullName } from '../cards/entry-cards';
import { BoardPager } from './board-pager';
import { useAutoPages } from '../kiosk/hooks/use-auto-pages';
import { rowsPerPage } from './rows-per-page';

export interface RecordsBoardProps {
  siteId: string;
  category: Category;
  /** Visible record entries of the folder. */
  entries: Entry[];
  /** Ids still shown after the filter bar (ranks are computed on all records first). */
  shown: Set<string>;
  /** A kiosk pages long boards instead of scrolling. */
  kiosk?: boolean;
}

/** One scoreboard per record column: rank, name, value, year, aligned, the best at the top. */
export function RecordsBoard({ siteId, category, entries, shown, kiosk }: RecordsBoardProps) {
  const columns = category.recordColumns ?? [];
  if (columns.length === 0) return <p className="ps-empty">No records have been added yet.</p>;
  const perPage = kiosk ? rowsPerPage(columns.length) : null;
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
          perPage={perPage}
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
  perPage,
}: {
  siteId: string;
  category: Category;
  column: RecordColumn;
  entries: Entry[];
  shown: Set<string>;
  perPage: number | null;
}) {
  const all = rankRecords(entries, column).filter((r) => shown.has(r.entry._id));
  const pager = useAutoPages(all.length, perPage);
  const rows = all.slice(pager.start, pager.end);
  // Newest/oldest and custom order are lists, not results: no ranks, no medals.
  const ranked = isRankedColumn(column);
  const headingId = `board-${column.columnID}`;
  const units = column.recordUnits?.trim();
  return (
    <section
      className={`ps-board${ranked ? '' : ' ps-board--list'}`}
      aria-labelledby={headingId}
      data-testid="records-board"
    >
      <header className="ps-board__head">
        <h2 id={headingId} className="ps-board__title">
          {column.recordLabel}
        </h2>
      </header>
      {rows.length === 0 ? (
        <p className="ps-board__empty">No matching records.</p>
      ) : (
        <table className="ps-board__table">
          <thead>
            <tr>
              {ranked ? (
                <th scope="col" className="ps-board__rank">
                  Rank
                </th>
              ) : null}
              <th scope="col">Name</th>
              <th scope="col" className="ps-board__value">
                {units ? `Record (${units})` : 'Record'}
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
              const top = ranked && rank <= 3 ? ` ps-board__row--top${rank}` : '';
              return (
                <tr key={entry._id} className={`ps-board__row${top}`} data-testid="record-row">
                  {ranked ? (
                    <td className="ps-board__rank">
                      <span className="ps-board__rank-badge">{rank}</span>
                    </td>
                  ) : null}
                  <td className="ps-board__name">
                    <Link to={entryPath(siteId, category._id, entry._id)}>{info.name || fullName(entry)}</Link>
                    {info.extraInfo ? <span className="ps-board__extra">{info.extraInfo}</span> : null}
                  </td>
                  <td className="ps-board__value" data-testid="record-value">
                    {/* the units are in the column heading, once */}
                    {formatRecordValue(info.recordValue, column.recordType)}
                  </td>
                  <td className="ps-board__year">{year}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pager.pages > 1 ? <BoardPager label={column.recordLabel} {...pager} /> : null}
    </section>
  );
}

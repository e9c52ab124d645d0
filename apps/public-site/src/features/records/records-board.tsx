import { Link } from 'react-router';
import { MediaImage } from '@laurel/ui';
import type { Category, Entry, RankedRecord, RecordColumn } from '@laurel/domain';
import { entryPath, formatRecordValue, formatYearRange, isRankedColumn, rankRecords, yearOf } from '@laurel/domain';
import { fullName } from '../../components/cards/entry-cards';
import { BoardPager } from './board-pager';
import { AUTO_PAGE_MS, useAutoPages } from '../../lib/kiosk/hooks/use-auto-pages';
import { useKioskBoardFit } from './use-kiosk-board-fit';

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

/**
 * One scoreboard per record column: rank, name, value, year, aligned, the best at the top. On a kiosk nothing
 * scrolls: a long board pages by itself, and when not every board fits the screen (a portrait wall, many boards)
 * the boards take turns, a set at a time, each set staying until its longest board has shown all its pages.
 */
export function RecordsBoard({ siteId, category, entries, shown, kiosk }: RecordsBoardProps) {
  const columns = category.recordColumns ?? [];
  const boards = columns.map((column) => ({
    column,
    records: rankRecords(entries, column).filter((r) => shown.has(r.entry._id)),
  }));
  const fit = useKioskBoardFit(kiosk, columns.length);
  const perSet = fit?.boards ?? columns.length;
  const sets = Math.max(1, Math.ceil(columns.length / Math.max(1, perSet)));
  // a set stays as long as its longest board needs to show every page
  const setPages = (n: number) =>
    Math.max(
      1,
      ...boards.slice(n * perSet, n * perSet + perSet).map((b) => Math.ceil(b.records.length / (fit?.rows ?? 1))),
    );
  const set = useAutoPages(sets, sets > 1 ? 1 : null, (n) => setPages(n) * AUTO_PAGE_MS);
  if (columns.length === 0) return <p className="ps-empty">No records have been added yet.</p>;
  const visible = sets > 1 ? boards.slice(set.start * perSet, set.start * perSet + perSet) : boards;
  return (
    <div className="ps-boards-wrap">
      <div className="ps-boards" data-layout="RecordsLayout">
        {visible.map(({ column, records }) => (
          <Board
            key={column.columnID}
            siteId={siteId}
            category={category}
            column={column}
            all={records}
            perPage={fit?.rows ?? null}
          />
        ))}
      </div>
      {sets > 1 ? (
        <BoardPager
          label={`${category.categoryName}: boards`}
          noun="boards"
          text={setText(set.page, perSet, columns.length)}
          {...set}
        />
      ) : null}
    </div>
  );
}

/** "Boards 1–2 of 5", "Board 5 of 5". */
function setText(set: number, perSet: number, total: number): string {
  const first = set * perSet + 1;
  const last = Math.min(total, first + perSet - 1);
  return first === last ? `Board ${first} of ${total}` : `Boards ${first}–${last} of ${total}`;
}

function Board({
  siteId,
  category,
  column,
  all,
  perPage,
}: {
  siteId: string;
  category: Category;
  column: RecordColumn;
  all: RankedRecord[];
  perPage: number | null;
}) {
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
                    {info.recordImage ? (
                      <span className="ps-board__image">
                        <MediaImage media={info.recordImage} alt="" sizes="64px" />
                      </span>
                    ) : null}
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

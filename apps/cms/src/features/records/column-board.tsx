import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { rankRecords, type Category, type Entry, type RecordColumn } from '@laurel/domain';
import { ColumnEditor } from './column-editor';
import { RecordRow } from './record-row';
import { useAddRecord } from './use-add-record';
import { useRecordOrder } from './use-record-order';

function SortableRow({
  siteId,
  entry,
  column,
  rank,
}: {
  siteId: string;
  entry: Entry;
  column: RecordColumn;
  rank: number;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: entry._id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="cms-card__handle cms-row-handle"
      aria-label={`Move ${entry.recordInfo?.name ?? 'record'}`}
      {...attributes}
      {...listeners}
    >
      ⋮⋮
    </button>
  );
  return (
    <RecordRow
      siteId={siteId}
      entry={entry}
      column={column}
      rank={rank}
      handle={handle}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    />
  );
}

/** One column of a records board in CMS mode: settings, records ranked as visitors see them, add a record. */
export function ColumnBoard({
  siteId,
  category,
  column,
  entries,
}: {
  siteId: string;
  category: Category;
  column: RecordColumn;
  entries: Entry[];
}) {
  const rows = rankRecords(entries, column);
  const ids = rows.map((r) => r.entry._id);
  const custom = column.recordSortDirection === 'custom';
  const addRecord = useAddRecord(siteId, category);
  const reorder = useRecordOrder(siteId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const after = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    void reorder(
      rows.map((r) => r.entry),
      ids,
      after,
    );
  };
  const body = rows.map(({ entry, rank }) =>
    custom ? (
      <SortableRow key={entry._id} siteId={siteId} entry={entry} column={column} rank={rank} />
    ) : (
      <RecordRow key={entry._id} siteId={siteId} entry={entry} column={column} rank={rank} />
    ),
  );
  return (
    <section className="ps-board cms-board" aria-label={`Board ${column.recordLabel}`} data-testid="records-board">
      <ColumnEditor siteId={siteId} category={category} column={column} />
      <table className="ps-board__table">
        <thead>
          <tr>
            <th scope="col" className="ps-board__rank">
              Rank
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="ps-board__value">
              Record{column.recordUnits ? ` (${column.recordUnits})` : ''}
            </th>
            <th scope="col" className="ps-board__year">
              Year
            </th>
            <th scope="col">
              <span className="ui-visually-hidden">Publishing</span>
            </th>
          </tr>
        </thead>
        {custom ? (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <tbody>{body}</tbody>
            </SortableContext>
          </DndContext>
        ) : (
          <tbody>{body}</tbody>
        )}
      </table>
      <button
        type="button"
        className="ui-button ui-button--primary cms-board__add"
        disabled={addRecord.busy}
        onClick={() => void addRecord.add(column.columnID)}
      >
        Add record to {column.recordLabel || 'this column'}
      </button>
    </section>
  );
}

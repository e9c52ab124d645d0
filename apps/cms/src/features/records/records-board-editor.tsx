import type { EditControlProps } from '@laurel/ui/edit-slots';
import { notify } from '../../components/ui/notices';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { ColumnBoard } from './column-board';
import { recordsApi } from './records-endpoints';

/**
 * A records board folder in CMS mode: each column's board with its settings and records edited in place,
 * ranks as visitors will see them, and a new column at the end. Editors without access see the public board.
 */
export default function RecordsBoardEditor({ target, children }: EditControlProps<'records-board'>) {
  const canEdit = useCanEdit(target.siteId);
  const [addColumn, adding] = recordsApi.useRecordsAddColumnMutation();
  if (!canEdit(target.category._id)) return <>{children}</>;
  const { siteId, category, entries } = target;
  const add = async () => {
    try {
      await addColumn({
        siteId,
        categoryId: category._id,
        column: { recordLabel: 'New column', recordType: 'number', recordUnits: '', recordSortDirection: 'Descending' },
      }).unwrap();
    } catch {
      notify('The column could not be added. Try again.', 'error');
    }
  };
  return (
    <div className="ps-boards cms-boards" data-layout="RecordsLayout">
      {category.recordColumns.map((column) => (
        <ColumnBoard
          key={column.columnID}
          siteId={siteId}
          category={category}
          column={column}
          entries={entries.filter((e) => e.recordInfo?.columnID === column.columnID)}
        />
      ))}
      <div className="cms-bar">
        <span className="cms-bar__label">Record board</span>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => void add()}
          disabled={adding.isLoading}
        >
          Add column
        </button>
      </div>
    </div>
  );
}

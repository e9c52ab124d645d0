import { useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { useGetCategoryQuery, type AppDispatch } from '@laurel/api-client';
import { categoryPath } from '@laurel/domain';
import { refreshContent } from '../bulk-category';
import { useCanEdit } from '../../lib/content/use-can-edit';
import { SheetEditor } from '../../components/sheet/sheet-editor';
import { Workroom, WorkroomMessage } from '../../components/workroom/workroom';
import { blankRecord, recordColumns, recordValues } from './record-sheet';
import { RecordsCsvDialog } from './records-csv-dialog';
import { useRecordSavers } from './use-record-savers';
import { useRecordMediaCells } from './use-record-media-cells';

/**
 * `/bulkRecordItemsEditor/{siteId}/{categoryId}/{columnId}` (signed in; no editing chrome, SPEC §2): the
 * records of one column of a records board as a spreadsheet, each value checked by the column's record type.
 */
export default function BulkRecordItemsEditorPage() {
  const { siteId = '', categoryId = '', columnId = '' } = useParams();
  const dispatch = useDispatch<AppDispatch>();
  const { data, isLoading, isError } = useGetCategoryQuery({ siteId, categoryId, cms: true });
  const canEdit = useCanEdit(siteId);
  const column = data?.category.recordColumns.find((c) => c.columnID === columnId);
  const columns = useMemo(() => (column ? recordColumns(column) : []), [column]);
  const docs = useMemo(
    () =>
      data?.entries
        .filter((e) => e.recordInfo?.columnID === columnId)
        .map((e) => ({ id: e._id, values: recordValues(e) })),
    [data, columnId],
  );
  const recordSavers = useRecordSavers(siteId, categoryId, columnId);
  const savers = useMemo(
    () => ({ ...recordSavers, onDone: () => dispatch(refreshContent()) }),
    [recordSavers, dispatch],
  );
  const mediaCells = useRecordMediaCells(siteId, categoryId, data?.entries);
  // A CSV file holds text: the Image column is chosen in the sheet, not imported.
  const csvColumns = useMemo(() => columns.filter((c) => c.kind !== 'media'), [columns]);
  const [uploading, setUploading] = useState(false);
  const folder = data?.category.categoryName ?? 'Records';
  const back = { to: categoryPath(siteId, categoryId), label: `Back to ${folder}` };
  const title = column ? `Records: ${column.recordLabel || 'Untitled column'}` : 'Records';

  if (isLoading)
    return (
      <Workroom title="Records" back={back}>
        {null}
      </Workroom>
    );
  const problem =
    isError || !data
      ? 'This folder could not be opened. It may have been deleted.'
      : !column
        ? 'This column is no longer on the board. Go back to the folder to pick another.'
        : !canEdit(categoryId)
          ? 'You can edit only the folders an admin gave you, and this is not one of them.'
          : null;
  if (problem)
    return (
      <Workroom title={title} back={back}>
        <WorkroomMessage tone="error">{problem}</WorkroomMessage>
      </Workroom>
    );
  return (
    <Workroom
      wide
      title={title}
      lead={`Every record of this column of “${folder}”, like a spreadsheet. Nothing changes for visitors until you save.`}
      back={back}
    >
      <SheetEditor
        label={`Records of ${column!.recordLabel || 'the column'}`}
        noun="record"
        columns={columns}
        blankRow={blankRecord}
        docs={docs}
        savers={savers}
        mediaCells={mediaCells}
        extraActions={
          <button type="button" className="wr-button wr-button--secondary" onClick={() => setUploading(true)}>
            Upload CSV
          </button>
        }
      />
      {uploading ? (
        <RecordsCsvDialog column={column!} columns={csvColumns} savers={savers} onClose={() => setUploading(false)} />
      ) : null}
    </Workroom>
  );
}

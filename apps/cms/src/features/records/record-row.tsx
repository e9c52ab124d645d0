import type { CSSProperties, ReactNode } from 'react';
import type { Entry, RecordColumn } from '@laurel/domain';
import { DraftBadge } from '../../components/ui/draft-badge';
import { useContentDeleteEntryMutation } from '../../lib/content/api/content-endpoints';
import { useEntryField } from '../../lib/content/use-entry-field';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { RecordField } from './record-field';
import { RecordImageField } from './record-image-field';

export interface RecordRowProps {
  siteId: string;
  entry: Entry;
  column: RecordColumn;
  rank: number | null;
  handle?: ReactNode;
  rowRef?: (el: HTMLElement | null) => void;
  style?: CSSProperties;
}

/** A record on the board with every cell typed in place, its rank, and publish / unpublish. */
export function RecordRow({ siteId, entry, column, rank, handle, rowRef, style }: RecordRowProps) {
  const fieldOf = useEntryField();
  const live = useFieldSave({ ...fieldOf(siteId, entry, 'isLive', 'Published', { refetch: true }), immediate: true });
  const [remove, removing] = useContentDeleteEntryMutation();
  return (
    <tr
      ref={rowRef}
      style={style}
      className={`cms-record-row${live.draft ? '' : ' is-draft'}`}
      data-testid="record-row"
    >
      <td className="ps-board__rank">
        {handle}
        {rank !== null ? <span className="ps-board__rank-badge">{rank}</span> : null}
      </td>
      <td className="ps-board__name">
        <RecordField siteId={siteId} entry={entry} field="name" label="Name" />
        <RecordField siteId={siteId} entry={entry} field="extraInfo" label="Details" />
        <RecordImageField siteId={siteId} entry={entry} />
      </td>
      <td className="ps-board__value">
        <RecordField
          siteId={siteId}
          entry={entry}
          field="recordValue"
          label="Record"
          type={column.recordType}
          width="9ch"
        />
      </td>
      <td className="ps-board__year">
        <RecordField siteId={siteId} entry={entry} field="yearStart" label="Year" width="5ch" />
      </td>
      <td className="cms-record-row__state">
        {live.draft ? null : <DraftBadge />}
        <button type="button" className="ui-button ui-button--secondary" onClick={() => live.change(!live.draft)}>
          {live.draft ? 'Unpublish' : 'Publish'}
        </button>
        <button
          type="button"
          className="ui-button ui-button--ghost cms-button--danger-text"
          disabled={removing.isLoading}
          aria-label={`Delete the record ${entry.recordInfo?.name ?? ''}`}
          onClick={() => void remove({ siteId, id: entry._id })}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}

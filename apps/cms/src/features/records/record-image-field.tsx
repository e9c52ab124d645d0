import { useState } from 'react';
import type { Entry, MediaItem, RecordInfo } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { SaveMark } from '../../components/ui/save-mark';
import { useCache } from '../../lib/content/use-cache';
import { MediaPicker } from '../../components/media-picker/media-picker';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { recordsApi } from './records-endpoints';

/**
 * A record's image (SPEC §3 `recordInfo.recordImage`) on its board row: the thumbnail, "Choose…" or "Change…"
 * opens the media picker, "Remove" clears it; saved at once (PATCH …/record with the media id), shown at once.
 */
export function RecordImageField({ siteId, entry }: { siteId: string; entry: Entry }) {
  const [patch] = recordsApi.useRecordsPatchRecordMutation();
  const apply = useCache();
  const info = entry.recordInfo as RecordInfo;
  const name = info.name || 'this record';
  const saved = useFieldSave<MediaItem | null>({
    key: `record:${entry._id}:recordImage`,
    label: `Image of ${name}`,
    value: info.recordImage ?? null,
    immediate: true,
    apply: (m) =>
      apply({
        kind: 'entry',
        id: entry._id,
        patch: { recordInfo: { ...(entry.recordInfo as RecordInfo), recordImage: m } },
      }),
    send: (m) => patch({ siteId, entryId: entry._id, patch: { recordImage: m?._id ?? null } }).unwrap(),
  });
  const [picking, setPicking] = useState(false);
  const image = saved.draft;
  return (
    <span className="cms-record-image">
      <span className="cms-record-image__thumb">
        {image ? <MediaImage media={image} alt={`Image of ${name}`} sizes="48px" /> : null}
      </span>
      <button
        type="button"
        className="ui-button ui-button--ghost"
        aria-label={`${image ? 'Change' : 'Choose'} the image of ${name}`}
        onClick={() => setPicking(true)}
      >
        {image ? 'Change…' : 'Image…'}
      </button>
      {image ? (
        <button
          type="button"
          className="ui-button ui-button--ghost"
          aria-label={`Remove the image of ${name}`}
          onClick={() => saved.change(null)}
        >
          Remove
        </button>
      ) : null}
      <SaveMark status={saved.status} onRetry={saved.retry} />
      {picking ? (
        <MediaPicker
          siteId={siteId}
          categoryId={entry.categoryID}
          title={`Image of ${name}`}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            setPicking(false);
            saved.change(m);
          }}
        />
      ) : null}
    </span>
  );
}

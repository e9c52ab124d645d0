import { useMemo, useRef, useState } from 'react';
import type { Entry, MediaItem } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { MediaPicker } from '../../components/media-picker/media-picker';
import type { MediaCells } from '../../components/sheet/sheet-grid';

/**
 * The records sheet's Image column: a thumbnail of the record's image (known from the records read, or chosen
 * here) and the site's media picker (new uploads go into the folder).
 */
export function useRecordMediaCells(siteId: string, categoryId: string, entries: readonly Entry[] | undefined) {
  const picked = useRef(new Map<string, MediaItem>());
  const [, setVersion] = useState(0);
  const known = useMemo(() => {
    const map = new Map<string, MediaItem>();
    for (const e of entries ?? [])
      if (e.recordInfo?.recordImage) map.set(e.recordInfo.recordImage._id, e.recordInfo.recordImage);
    return map;
  }, [entries]);
  return useMemo(
    (): MediaCells => ({
      show: (id) => {
        if (!id) return <span className="sheet-media__none">None</span>;
        const media = known.get(id) ?? picked.current.get(id);
        return (
          <span className="sheet-media__thumb">
            {media ? <MediaImage media={media} alt={media.metadata?.description ?? ''} sizes="32px" /> : 'Image'}
          </span>
        );
      },
      picker: (title, onPick, onClose) => (
        <MediaPicker
          siteId={siteId}
          categoryId={categoryId}
          title={title}
          onClose={onClose}
          onPick={(m) => {
            picked.current.set(m._id, m);
            setVersion((v) => v + 1);
            onPick(m._id);
          }}
        />
      ),
    }),
    [siteId, categoryId, known],
  );
}

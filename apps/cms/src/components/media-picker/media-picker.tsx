import { useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { Dialog } from '@laurel/ui';
import { MediaGrid } from './media-grid';
import { UploadStep } from './upload-step';

export interface MediaPickerProps {
  siteId: string;
  /**
   * The folder being edited: a new upload goes into it. An editor limited to folders sees only their folders'
   * media in the library tab (the API filters) and must upload into one of them.
   */
  categoryId?: string;
  title: string;
  onPick: (media: MediaItem) => void;
  onClose: () => void;
  /** The shape a new upload is cropped to first (width / height); 0 keeps it as taken. */
  aspect?: number;
}

/**
 * Picks a photo for a headshot, gallery, logo or background: from the site's media library (search) or
 * uploaded straight from the computer with crop and focal point. Reused by the media library page.
 */
export function MediaPicker({ siteId, categoryId, title, onPick, onClose, aspect }: MediaPickerProps) {
  const [tab, setTab] = useState<'library' | 'upload'>('library');
  return (
    <Dialog open title={title} onClose={onClose}>
      <div className="cms-tabs" role="tablist" aria-label="Where the photo comes from">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'library'}
          className="cms-tab"
          onClick={() => setTab('library')}
        >
          Media library
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'upload'}
          className="cms-tab"
          onClick={() => setTab('upload')}
        >
          Upload a new photo
        </button>
      </div>
      <div role="tabpanel" className="cms-tabpanel">
        {tab === 'library' ? (
          <MediaGrid siteId={siteId} onPick={onPick} />
        ) : (
          <UploadStep siteId={siteId} categoryId={categoryId} onPick={onPick} aspect={aspect} />
        )}
      </div>
    </Dialog>
  );
}

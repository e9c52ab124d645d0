import { useCallback, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api, type AppDispatch, type RootState } from '@laurel/api-client';
import { uploadFile, UPLOAD_TYPES } from '../../lib/upload-file';

export interface QueuedFile {
  key: number;
  name: string;
  size: number;
  /** 0–1 while sending. */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

/** At most this many files travel at once; the rest wait their turn. */
const PARALLEL = 3;

/**
 * Uploads many files with a progress for each: three at a time, a failure (wrong type, too large, offline)
 * says why on its own line and never stops the others. The library refreshes when the queue is done.
 */
export function useUploadQueue(siteId: string) {
  const dispatch = useDispatch<AppDispatch>();
  const token = useSelector((s: RootState) => s.session.accessToken);
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<QueuedFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const add = useCallback(
    async (picked: readonly File[]) => {
      const batch = picked.map((file) => ({ file, key: nextKey.current++ }));
      setFiles((list) => [
        ...list.filter((f) => f.state !== 'done'),
        ...batch.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          progress: 0,
          state: 'waiting' as const,
        })),
      ]);
      const queue = [...batch];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, key } = next;
          if (file.type && !(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
            update(key, {
              state: 'failed',
              message: 'Not a photo or video this library takes (JPEG, PNG, WebP, GIF, AVIF, MP4, WebM, QuickTime).',
            });
            continue;
          }
          update(key, { state: 'uploading' });
          try {
            await uploadFile(siteId, file, token, (progress) => update(key, { progress }));
            update(key, { state: 'done', progress: 1 });
          } catch (err) {
            update(key, { state: 'failed', message: err instanceof Error ? err.message : String(err) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
      dispatch(api.util.invalidateTags([{ type: 'Media', id: `LIST-${siteId}` }]));
    },
    [dispatch, siteId, token],
  );
  const clear = useCallback(() => setFiles((list) => list.filter((f) => f.state === 'uploading')), []);
  return { files, add, clear };
}

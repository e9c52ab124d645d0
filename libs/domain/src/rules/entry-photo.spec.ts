import type { Entry, MediaItem } from '../schemas';
import { entryPhoto, folderEntry } from './entry-photo';

const media = (id: string, type: MediaItem['type'] = 'image') => ({ _id: id, type }) as MediaItem;
const entry = (headshot: MediaItem | null, list: MediaItem[]) =>
  ({ _id: 'e', firstName: 'Ada', headshot, media: list }) as unknown as Entry;

test("a profile's photo is its headshot, else its first image (never a video), else none", () => {
  expect(entryPhoto(entry(media('h'), [media('a')]))?._id).toBe('h');
  expect(entryPhoto(entry(null, [media('v', 'video'), media('a'), media('b')]))?._id).toBe('a');
  expect(entryPhoto(entry(null, [media('v', 'video')]))).toBeNull();
});

test("a folder's profile keeps only the image its card falls back to, and everything else", () => {
  expect(folderEntry(entry(media('h'), [media('a'), media('b')])).media).toEqual([]);
  const cut = folderEntry(entry(null, [media('v', 'video'), media('a'), media('b')]));
  expect(cut.media.map((m) => m._id)).toEqual(['a']);
  expect(cut).toMatchObject({ _id: 'e', firstName: 'Ada', headshot: null });
  expect(folderEntry(entry(null, [])).media).toEqual([]);
});

import Papa from 'papaparse';
import { unzip } from 'fflate';
import { photoKey, type Table } from './import-plan';

const isXlsx = (file: File) =>
  /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet cell as text: dates as YYYY-MM-DD, numbers as written, empty as ''. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  return String(v);
}

/**
 * The first sheet of a CSV (papaparse: quoted cells, line breaks in cells, any delimiter) or XLSX
 * (read-excel-file, loaded only when one is chosen) file: the first line as headers, then the rows.
 */
export async function readTable(file: File): Promise<Table> {
  let rows: string[][];
  if (isXlsx(file)) {
    const { readSheet } = await import('read-excel-file/browser');
    rows = (await readSheet(file)).map((r) => r.map(cellText));
  } else {
    const text = await file.text();
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    rows = parsed.data.map((r) => r.map(cellText));
  }
  const [headers = [], ...rest] = rows;
  if (headers.every((h) => !h.trim())) throw new Error('The first line should name the columns; it is empty.');
  return { headers: headers.map((h) => h.trim()), rows: rest };
}

const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The photos in a zip (fflate), by lower-case file name; other files and macOS leftovers are ignored. */
export async function readPhotos(zip: File): Promise<Map<string, File>> {
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const files = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(bytes, { filter: (f) => IMAGE.test(f.name) && !f.name.includes('__MACOSX') }, (err, out) =>
      err ? reject(new Error('The zip of photos could not be opened.')) : resolve(out),
    ),
  );
  const photos = new Map<string, File>();
  for (const [path, data] of Object.entries(files)) {
    const name = path.split('/').pop() ?? path;
    const ext = name.split('.').pop()?.toLowerCase() ?? '';
    photos.set(photoKey(name), new File([data as BlobPart], name, { type: TYPES[ext] ?? 'image/jpeg' }));
  }
  return photos;
}

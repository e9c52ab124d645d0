import type { AppDispatch } from '@laurel/api-client';
import { bulkAddApi, bulkApi } from '../bulk/bulk-endpoints';
import { sendChunk } from '../bulk/chunk-retry';
import { BULK_MAX_PARALLEL, BULK_PATCH_CHUNK, chunk, errorText, mapWithLimit, runBulk } from '../bulk/chunks';
import { blankProfile, profileInput } from '../bulk-category/profile-sheet';
import { uploadFile } from '../media-library/upload-file';
import { photoKey, type ImportPlan, type ImportRow } from './import-plan';

export interface ImportReport {
  created: number;
  updated: number;
  photos: number;
  failed: { line: number; name: string; message: string }[];
  skipped: { line: number; name: string; reason: string }[];
  missingPhotos: { line: number; name: string; photo: string }[];
}

export interface ImportJob {
  dispatch: AppDispatch;
  siteId: string;
  categoryId: string;
  plan: ImportPlan;
  /** The fields the spreadsheet fills (an update changes only these). */
  fields: string[];
  photos: Map<string, File>;
  /** The file name of each existing profile's photo (a re-run does not upload it again). */
  headshotNames: Map<string, string>;
  token: string | null;
  onProgress: (done: number, total: number, phase: string) => void;
}

const ALL_FIELDS = Object.keys(blankProfile());
const nameOf = (r: ImportRow) => `${r.values.firstName ?? ''} ${r.values.lastName ?? ''}`.trim();

/**
 * Runs an import: photos first (three at a time), then new profiles 150 to a request in file order, then
 * updates 150 to a request (≤10 at once). Each step keeps going past a failure; whatever was imported stays
 * and the report says, line by line, what was not and why.
 */
export async function runImport(job: ImportJob): Promise<ImportReport> {
  const { dispatch, siteId, categoryId, plan, photos } = job;
  const report: ImportReport = { created: 0, updated: 0, photos: 0, failed: [], skipped: [], missingPhotos: [] };
  for (const s of plan.skipped) report.skipped.push({ line: s.row.line, name: nameOf(s.row), reason: s.reason });
  const rows = [...plan.create.map((row) => ({ row, id: null as string | null })), ...plan.update];
  const uploads: { row: ImportRow; file: File }[] = [];
  for (const { row, id } of rows) {
    if (!row.photo) continue;
    const file = photos.get(photoKey(row.photo));
    if (!file) report.missingPhotos.push({ line: row.line, name: nameOf(row), photo: row.photo });
    else if (!(id && job.headshotNames.get(id) === file.name)) uploads.push({ row, file });
  }
  const total = uploads.length + rows.length;
  let done = 0;
  const tick = (n: number, phase: string) => {
    done += n;
    job.onProgress(done, total, phase);
  };
  job.onProgress(0, total, uploads.length ? 'Uploading photos' : 'Adding profiles');

  const headshot = new Map<number, string>();
  await mapWithLimit(uploads, 3, async ({ row, file }) => {
    try {
      headshot.set(row.line, (await uploadFile(siteId, file, job.token, () => undefined, categoryId))._id);
      report.photos += 1;
    } catch (err) {
      report.failed.push({ line: row.line, name: nameOf(row), message: `Photo ${file.name}: ${errorText(err)}` });
    }
    tick(1, 'Uploading photos');
  });
  const withPhoto = (row: ImportRow, input: ReturnType<typeof profileInput>) =>
    headshot.has(row.line) ? { ...input, headshot: headshot.get(row.line)! } : input;

  for (const part of chunk(plan.create, BULK_PATCH_CHUNK)) {
    try {
      const items = part.map((row) => withPhoto(row, profileInput(row.values, ALL_FIELDS)));
      await dispatch(bulkAddApi.endpoints.bulkAddEntriesChunk.initiate({ siteId, categoryId, items })).unwrap();
      report.created += part.length;
    } catch (err) {
      for (const row of part) report.failed.push({ line: row.line, name: nameOf(row), message: errorText(err) });
    }
    tick(part.length, 'Adding profiles');
  }

  const byId = new Map(plan.update.map((u) => [u.id, u.row]));
  const summary = await runBulk(
    plan.update.map((u) => u.id),
    BULK_PATCH_CHUNK,
    async (ids) =>
      (
        await sendChunk((key) =>
          dispatch(
            bulkApi.endpoints.bulkPatchChunk.initiate({
              siteId,
              kind: 'entries',
              items: ids.map((id) => ({
                _id: id,
                patch: withPhoto(byId.get(id)!, profileInput(byId.get(id)!.values, job.fields)),
              })),
              key,
            }),
          ).unwrap(),
        )
      ).results,
    BULK_MAX_PARALLEL,
    (n) => tick(n, 'Updating profiles'),
  );
  report.updated = summary.succeeded.length;
  for (const f of summary.failed) {
    const row = byId.get(f._id)!;
    report.failed.push({ line: row.line, name: nameOf(row), message: f.message });
  }
  report.failed.sort((a, b) => a.line - b.line);
  return report;
}

import type { AppDispatch } from '@laurel/api-client';
import { bulkAddApi, bulkApi } from '../../lib/bulk/bulk-endpoints';
import { sendChunk } from '../../lib/bulk/chunk-retry';
import { BULK_MAX_PARALLEL, BULK_PATCH_CHUNK, chunk, errorText, mapWithLimit, runBulk } from '../../lib/bulk/chunks';
import { blankProfile, profileInput } from '../../lib/profile-sheet';
import { uploadFile } from '../../lib/upload-file';
import { PUBLISHED } from '../../components/sheet/cell-values';
import { photoPlan, type ImportPlan, type ImportRow } from '../../components/table-import/import-plan';

export interface ImportReport {
  created: number;
  updated: number;
  photos: number;
  failed: { line: number; name: string; message: string }[];
  skipped: { line: number; name: string; reason: string }[];
  missingPhotos: { line: number; name: string; photo: string }[];
  /** Rows imported without a value that could not be read. */
  notes: { line: number; name: string; note: string }[];
  /** Rows not imported because the import was stopped (Cancel). */
  stopped: number;
  /** The imported profiles that are drafts after the import (visitors do not see them). */
  drafts: string[];
}

export interface ImportJob {
  dispatch: AppDispatch;
  siteId: string;
  categoryId: string;
  plan: ImportPlan;
  /** The fields the spreadsheet fills (an update changes only these). */
  fields: string[];
  photos: Map<string, File>;
  /** The file name of each existing profile's photo (a re-run does not upload it again, nor report it). */
  headshotNames: Map<string, string>;
  /** Whether each existing profile is published, by id. */
  live: Map<string, boolean>;
  /** Publish every imported profile (else new ones are drafts unless a Published column says otherwise). */
  publish: boolean;
  token: string | null;
  onProgress: (done: number, total: number, phase: string) => void;
  /** Asked before each chunk: true stops the import there (Cancel); what was sent stays. */
  stopped: () => boolean;
}

const ALL_FIELDS = Object.keys(blankProfile());
const nameOf = (r: ImportRow) => `${r.values.firstName ?? ''} ${r.values.lastName ?? ''}`.trim();

/**
 * Runs an import: photos first (three at a time), then new profiles 150 to a request in file order, then
 * updates 150 to a request (≤10 at once). Each step keeps going past a failure; whatever was imported stays
 * and the report says, line by line, what was not and why. Cancel stops it before the next request; each
 * request is applied whole or not at all, so the report counts exactly what arrived.
 */
export async function runImport(job: ImportJob): Promise<ImportReport> {
  const { dispatch, siteId, categoryId, plan, stopped } = job;
  const report: ImportReport = {
    created: 0,
    updated: 0,
    photos: 0,
    failed: [],
    skipped: [],
    missingPhotos: [],
    notes: [],
    stopped: 0,
    drafts: [],
  };
  for (const s of plan.skipped) report.skipped.push({ line: s.row.line, name: nameOf(s.row), reason: s.reason });
  const photos = photoPlan(plan, job.photos, job.headshotNames);
  for (const row of photos.missing) report.missingPhotos.push({ line: row.line, name: nameOf(row), photo: row.photo });
  const total = photos.upload.length + plan.create.length + plan.update.length;
  let done = 0;
  const tick = (n: number, phase: string) => {
    done += n;
    job.onProgress(done, total, phase);
  };
  job.onProgress(0, total, photos.upload.length ? 'Uploading photos' : 'Adding profiles');

  const headshot = new Map<number, string>();
  await mapWithLimit(
    photos.upload,
    3,
    async ({ row, file }) => {
      try {
        headshot.set(row.line, (await uploadFile(siteId, file, job.token, () => undefined, categoryId))._id);
        report.photos += 1;
      } catch (err) {
        report.failed.push({ line: row.line, name: nameOf(row), message: `Photo ${file.name}: ${errorText(err)}` });
      }
      tick(1, 'Uploading photos');
    },
    stopped,
  );
  const input = (row: ImportRow, fields: string[]) => {
    const out = profileInput(row.values, fields);
    if (job.publish) out.isLive = true;
    return headshot.has(row.line) ? { ...out, headshot: headshot.get(row.line)! } : out;
  };
  const imported = (row: ImportRow, id: string, wasLive: boolean) => {
    for (const note of row.notes) report.notes.push({ line: row.line, name: nameOf(row), note });
    const live = job.publish || (job.fields.includes('isLive') ? row.values.isLive === PUBLISHED : wasLive);
    if (!live) report.drafts.push(id);
  };

  for (const part of chunk(plan.create, BULK_PATCH_CHUNK)) {
    if (stopped()) {
      report.stopped += part.length;
      continue;
    }
    try {
      const items = part.map((row) => input(row, ALL_FIELDS));
      const reply = await dispatch(
        bulkAddApi.endpoints.bulkAddEntriesChunk.initiate({ siteId, categoryId, items }),
      ).unwrap();
      report.created += part.length;
      part.forEach((row, i) => imported(row, reply.entries[i]._id, false));
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
              items: ids.map((id) => ({ _id: id, patch: input(byId.get(id)!, job.fields) })),
              key,
            }),
          ).unwrap(),
        )
      ).results,
    BULK_MAX_PARALLEL,
    (n) => tick(n, 'Updating profiles'),
    stopped,
  );
  report.updated = summary.succeeded.length;
  for (const id of summary.succeeded) imported(byId.get(id)!, id, job.live.get(id) ?? false);
  report.stopped += summary.notSent.length;
  for (const f of summary.failed) {
    const row = byId.get(f._id)!;
    report.failed.push({ line: row.line, name: nameOf(row), message: f.message });
  }
  report.failed.sort((a, b) => a.line - b.line);
  report.notes.sort((a, b) => a.line - b.line);
  return report;
}

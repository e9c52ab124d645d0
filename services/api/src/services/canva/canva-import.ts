/**
 * Importing a Canva design into the site's media library. `startImport` asks Canva for an export job
 * (`POST /v1/exports`) and keeps an import record; each read of the import (`advanceImport`, polled by the
 * page) moves it on: while exporting it asks Canva once (`GET /v1/exports/{id}`); when Canva is done, the
 * request that claims the record downloads each file from the addresses Canva gave — address-checked by the
 * outbound guard, as they come from Canva's reply, not from the operator — and ingests it as an upload is
 * (checked by content, variants made). A PDF export is one file for the whole design: it becomes one
 * `document` item with its cover drawn, as an uploaded PDF does, ready to be chosen as a flipbook. A claim lasts 2 minutes, so a request that dies part-way is taken over
 * by the next poll, which continues after the files already imported.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDF_MIME_TYPE, type CanvaImport, type CanvaImportBody, type CanvaImportFormat } from '@laurel/domain';
import { HttpError, notFound } from '../../plugins/app/http-errors';
import type { CanvaImportDoc } from '../../plugins/app/repositories/canva-repositories';
import type { AuthedCtx } from '../context';
import { ingestFile } from '../media/media-ingest';
import { guardedFetch, OutboundError } from '../outbound/guarded-fetch';
import { canvaApi } from './canva-client';
import { withCanva } from './canva-session';

const DOWNLOAD_TIMEOUT_MS = 60_000;
export const importNotFound = (id: string) => `No Canva import exists with id ${id}`;

interface ExportJob {
  job?: { id?: string; status?: string; urls?: string[]; error?: { code?: string; message?: string } };
}

/** Canva's export format request: JPEG needs a quality; PNG, GIF and PDF take Canva's defaults. */
const formatBody = (format: CanvaImportFormat) => (format === 'jpg' ? { type: 'jpg', quality: 90 } : { type: format });

/** The content type a downloaded file must be (checked against its bytes by ingestFile); pictures by content. */
const declaredOf = (format: CanvaImportFormat) => (format === 'pdf' ? PDF_MIME_TYPE : undefined);

async function view(ctx: AuthedCtx, doc: CanvaImportDoc): Promise<CanvaImport> {
  const media = await ctx.app.repos.media.findByIds(doc.mediaIds);
  const byId = new Map(media.map((m) => [m._id, m]));
  return {
    _id: doc._id,
    designId: doc.designId,
    title: doc.title,
    format: doc.format,
    state: doc.state,
    done: doc.mediaIds.length,
    total: doc.urls.length,
    media: doc.mediaIds.flatMap((id) => byId.get(id) ?? []),
    message: doc.message,
    createdAt: doc.createdAt,
  };
}

export async function startImport(ctx: AuthedCtx, body: CanvaImportBody): Promise<CanvaImport> {
  const reply = await withCanva(ctx, (token, config) =>
    canvaApi<ExportJob>(config, token, '/v1/exports', {
      method: 'POST',
      json: { design_id: body.designId, format: formatBody(body.format) },
    }),
  );
  const jobId = reply.job?.id;
  if (!jobId) throw new HttpError(502, 'Canva did not start the export; please try again.');
  const doc: CanvaImportDoc = {
    _id: randomUUID(),
    siteID: ctx.site.siteID,
    userId: ctx.user._id,
    designId: body.designId,
    title: body.title?.trim() || 'Canva design',
    format: body.format,
    jobId,
    state: 'exporting',
    urls: [],
    mediaIds: [],
    message: null,
    createdAt: new Date().toISOString(),
    claimedUntil: null,
  };
  await ctx.app.repos.canvaImports.insertOne(doc);
  return view(ctx, doc);
}

async function pollExport(ctx: AuthedCtx, doc: CanvaImportDoc): Promise<void> {
  const { canvaImports } = ctx.app.repos;
  const reply = await withCanva(ctx, (token, config) =>
    canvaApi<ExportJob>(config, token, `/v1/exports/${encodeURIComponent(doc.jobId)}`),
  );
  const job = reply.job;
  if (job?.status === 'success') {
    const urls = (job.urls ?? []).filter((u) => typeof u === 'string');
    if (urls.length === 0) return canvaImports.finish(doc._id, 'failed', 'Canva finished the export without any file.');
    return canvaImports.exported(doc._id, urls);
  }
  if (job?.status === 'failed') {
    const why = job.error?.message || job.error?.code || 'no reason given';
    await canvaImports.finish(doc._id, 'failed', `Canva could not export “${doc.title}”: ${why}`);
  }
}

/** Downloads one exported file (address-checked) and adds it to the library. */
async function importFile(ctx: AuthedCtx, doc: CanvaImportDoc, index: number): Promise<string> {
  const { config, repos } = ctx.app;
  const page = doc.urls.length > 1 ? ` (page ${index + 1})` : '';
  let res;
  try {
    res = await guardedFetch(doc.urls[index], {
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      maxBytes: config.mediaMaxBytes,
      policy: { allow: config.outboundAllow },
    });
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    const why = err.reason === 'too-large' ? 'it is larger than the upload limit' : err.message;
    throw new HttpError(502, `The exported file${page} could not be downloaded from Canva: ${why}.`);
  }
  if (!res.ok) throw new HttpError(502, `Canva’s file server answered ${res.status} for the exported file${page}.`);
  const id = randomUUID();
  const temp = `${id}.upload`;
  try {
    const size = await repos.mediaFiles.write(ctx.site.siteID, temp, Readable.from([res.bytes]));
    const item = await ingestFile(ctx, {
      id,
      temp,
      size,
      name: `${doc.title}${page}`,
      description: 'Imported from Canva',
      tags: ['canva'],
      declared: declaredOf(doc.format),
    });
    return item._id;
  } finally {
    await repos.mediaFiles.remove(ctx.site.siteID, temp);
  }
}

async function importFiles(ctx: AuthedCtx, importId: string): Promise<void> {
  const { canvaImports } = ctx.app.repos;
  const doc = await canvaImports.claim(importId);
  if (!doc) return; // another request is importing
  try {
    for (let i = doc.mediaIds.length; i < doc.urls.length; i++) {
      await canvaImports.addMedia(doc._id, await importFile(ctx, doc, i));
    }
    await canvaImports.finish(doc._id, 'done', null);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    await canvaImports.finish(doc._id, 'failed', err.message);
  }
}

const RECENT = 10;

/** GET …/canva/imports: the site's latest imports (a page left during an import finds it here and goes on). */
export async function recentImports(ctx: AuthedCtx): Promise<{ imports: CanvaImport[] }> {
  const docs = await ctx.app.repos.canvaImports.recentOfSite(ctx.site.siteID, RECENT);
  return { imports: await Promise.all(docs.map((d) => view(ctx, d))) };
}

/** GET …/canva/imports/{importId}: the import, moved on by one step when it is this admin's and not finished. */
export async function advanceImport(ctx: AuthedCtx, importId: string): Promise<CanvaImport> {
  const { canvaImports } = ctx.app.repos;
  const siteId = ctx.site.siteID;
  let doc = await canvaImports.ofSite(siteId, importId);
  if (!doc) throw notFound(importNotFound(importId));
  if (doc.userId === ctx.user._id) {
    if (doc.state === 'exporting') await pollExport(ctx, doc);
    doc = (await canvaImports.ofSite(siteId, importId))!;
    if (doc.state === 'importing') await importFiles(ctx, importId);
    doc = (await canvaImports.ofSite(siteId, importId))!;
  }
  return view(ctx, doc);
}

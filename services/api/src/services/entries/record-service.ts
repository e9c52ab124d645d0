/**
 * Record columns of a records folder: add, patch, delete (its records are deleted first, then the
 * column, SPEC §4), and the bulk record upload from CSV.
 */
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { MESSAGES, type Category, type RecordColumn, type RecordColumnInput } from '@laurel/domain';
import { badRequest, HttpError, notFound } from '../../plugins/app/http-errors';
import { editableCategoryById } from '../categories/category-access';
import { emitChange, type AuthedCtx } from '../context';
import { newEntry, newRecordColumn, newRecordInfo } from '../defaults';
import { logDeleted } from '../deleted/deleted-service';
import { sanitizeRichText } from '../sanitize';
import { readUploadForm } from '../media/upload-form';
import { recordVersion, withFolder } from '../versions/record-version';
import { checkCsvRow, csvCell, CSV_TEXT_FIELDS, recordsCsv } from './record-csv';

export const MAX_CSV_ROWS = 5000;
/** CSV uploads are bigger than ordinary requests. */
export const CSV_BODY_LIMIT = 5 * 1024 * 1024;

/** The CSV text of an upload: a text/csv body, or the multipart "file" (refused when it is not text). */
export async function csvOf(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string') throw badRequest('Send the records as text/csv or as a multipart "file".');
    return request.body;
  }
  const form = await readUploadForm(
    request,
    { fileSize: CSV_BODY_LIMIT },
    async (part) => {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, 'The CSV file is larger than 5 MB.');
      return buffer;
    },
    async () => {},
  );
  if (form.file.includes(0)) throw badRequest('The file is not a CSV text file.');
  return form.file.toString('utf8');
}

/** A version of the folder after a change of its record columns (read back: the change was a targeted update). */
async function recordColumnsVersion(ctx: AuthedCtx, before: Category): Promise<void> {
  const after = await ctx.app.repos.categories.findById(before._id);
  if (after) await recordVersion(ctx, 'save', [{ kind: 'category', before, after }]);
}

const columnNotFound = (columnId: string) => notFound(`Record column ${columnId} not found.`);

export async function addColumn(ctx: AuthedCtx, categoryId: string, input: RecordColumnInput): Promise<RecordColumn> {
  const { category } = await editableCategoryById(ctx, categoryId);
  const column = newRecordColumn(input);
  await ctx.app.repos.categories.addRecordColumn(categoryId, column);
  await recordColumnsVersion(ctx, category);
  emitChange(ctx, 'category', categoryId);
  return column;
}

export async function patchColumn(
  ctx: AuthedCtx,
  categoryId: string,
  columnId: string,
  input: RecordColumnInput,
): Promise<RecordColumn> {
  const { category } = await editableCategoryById(ctx, categoryId);
  const current = category.recordColumns.find((c) => c.columnID === columnId);
  if (!current) throw columnNotFound(columnId);
  // Only the given fields of that column, in one update: two edits of the same column at once both stay.
  const updated = await ctx.app.repos.categories.setArrayItemFields(
    categoryId,
    'recordColumns',
    { key: 'columnID', value: columnId },
    input as Record<string, unknown>,
  );
  const next = updated?.recordColumns.find((c) => c.columnID === columnId);
  if (!next) throw columnNotFound(columnId);
  await recordVersion(ctx, 'save', [{ kind: 'category', before: category, after: updated! }]);
  emitChange(ctx, 'category', categoryId);
  return next;
}

export async function deleteColumn(ctx: AuthedCtx, categoryId: string, columnId: string): Promise<void> {
  const { category } = await editableCategoryById(ctx, categoryId);
  if (!category.recordColumns.some((c) => c.columnID === columnId)) throw columnNotFound(columnId);
  const { entries, categories } = ctx.app.repos;
  const records = await entries.recordsOfColumn(ctx.site.siteID, categoryId, columnId);
  const ids = records.map((r) => r._id);
  if (ids.length > 0) {
    await entries.softDelete(ids, ctx.user.email);
    await categories.removeEntries(categoryId, ids);
    await logDeleted(
      ctx,
      records.map((r) => ({
        documentType: 'entry' as const,
        documentId: r._id,
        name: r.recordInfo?.name ?? '',
        parentCategoryID: categoryId,
      })),
    );
  }
  await categories.removeRecordColumn(categoryId, columnId);
  await recordColumnsVersion(ctx, category);
  emitChange(ctx, 'category', categoryId);
}

const HEADERS: Record<string, string> = {
  name: 'name',
  record: 'name',
  recordname: 'name',
  holder: 'name',
  recordvalue: 'recordValue',
  value: 'recordValue',
  mark: 'recordValue',
  recorddate: 'recordDate',
  date: 'recordDate',
  yearstart: 'yearStart',
  yearend: 'yearEnd',
  year: 'yearStart',
  primaryinfo: 'primaryInfo',
  extrainfo: 'extraInfo',
  description: 'description',
  customorderindex: 'customOrderIndex',
  order: 'customOrderIndex',
  column: 'column',
  columnid: 'column',
  recordlabel: 'column',
};

function columnFor(category: Category, wanted: string | undefined, fallback: string | undefined): string {
  const key = (wanted ?? fallback ?? '').trim().toLowerCase();
  if (!key) {
    if (category.recordColumns.length === 0) throw badRequest(MESSAGES.recordColumnMissing);
    return category.recordColumns[0].columnID;
  }
  const found = category.recordColumns.find(
    (c) => c.columnID.toLowerCase() === key || c.recordLabel.trim().toLowerCase() === key,
  );
  if (!found) throw badRequest(`${MESSAGES.recordColumnMissing}: ${wanted ?? fallback}`);
  return found.columnID;
}

/** Creates one record per CSV row (header row required). Any bad row rejects the whole upload. */
export async function uploadRecords(
  ctx: AuthedCtx,
  categoryId: string,
  csv: string,
  columnId?: string,
): Promise<number> {
  const { category } = await editableCategoryById(ctx, categoryId);
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) =>
      HEADERS[
        h
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ] ?? `?${h}`,
  });
  const rows = parsed.data;
  if (rows.length === 0)
    throw badRequest('The CSV file has no records (a header row and at least one row are needed).');
  if (rows.length > MAX_CSV_ROWS)
    throw badRequest(`The CSV file has ${rows.length} rows; at most ${MAX_CSV_ROWS} per upload.`);
  if (!parsed.meta.fields?.some((f) => f === 'name' || f === 'recordValue'))
    throw badRequest('The CSV file needs a "name" or "recordValue" column.');
  const entries = rows.map((row, i) => {
    const order = row.customOrderIndex?.trim() ? Number(row.customOrderIndex) : i;
    if (!Number.isFinite(order)) throw badRequest(`Row ${i + 2}: customOrderIndex must be a number.`);
    const fields = Object.fromEntries(
      CSV_TEXT_FIELDS.filter((k) => row[k] !== undefined).map((k) => [k, csvCell(row[k])]),
    );
    const description = sanitizeRichText(csvCell(row.description ?? ''));
    checkCsvRow(i + 2, { ...fields, description });
    const info = newRecordInfo({
      ...fields,
      description,
      customOrderIndex: order,
      columnID: columnFor(category, row.column, columnId),
    });
    return newEntry(ctx.site.siteID, categoryId, { firstName: '', recordInfo: info });
  });
  await ctx.app.repos.entries.insertMany(entries);
  const folder = await ctx.app.repos.categories.appendEntries(
    categoryId,
    entries.map((e) => e._id),
  );
  await recordVersion(ctx, 'import', withFolder(entries, category, folder), {
    summary: `Imported ${entries.length} records into ${category.categoryName}`,
  });
  emitChange(ctx, 'category', categoryId);
  return entries.length;
}

/** GET …/records/export: the folder's records as CSV (editors of the folder), in the folder's order. */
export async function exportRecords(ctx: AuthedCtx, categoryId: string): Promise<string> {
  const { category } = await editableCategoryById(ctx, categoryId);
  const records = await ctx.app.repos.entries.byIdsInSite(ctx.site.siteID, category.entries);
  const byId = new Map(records.map((e) => [e._id, e]));
  return recordsCsv(
    category,
    category.entries.map((id) => byId.get(id)).filter((e): e is NonNullable<typeof e> => !!e),
  );
}

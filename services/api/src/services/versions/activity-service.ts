/** The activity log for site admins: filtered pages of lines, and the same lines as a CSV file. */
import Papa from 'papaparse';
import { CSV_FORMULA_CELL, type ActivityQuery, type ActivityReply } from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { versionSummary, type ActivityFilter } from '../../plugins/app/repositories/version-repository';
import type { AuthedCtx } from '../context';
import { fieldLabel } from './fields';

const PAGE = 100;
const CSV_MAX = 10_000;

/** A date (`2026-10-10`) or a full ISO time as an ISO time; dates are whole UTC days. */
function isoStart(value: string, name: string): string {
  const t = Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(t)) throw badRequest(`${name} must be a date such as 2026-10-10.`);
  return new Date(t).toISOString();
}

export function activityFilter(q: ActivityQuery): ActivityFilter {
  const from = q.from ? isoStart(q.from, 'from') : undefined;
  let until = q.to
    ? new Date(Date.parse(isoStart(q.to, 'to')) + (q.to.length === 10 ? 86_400_000 : 1)).toISOString()
    : undefined;
  if (from && until && until <= from) throw badRequest('The end date must not be before the start date.');
  if (q.before) {
    const before = isoStart(q.before, 'before');
    if (!until || before < until) until = before;
  }
  return {
    ...(q.person ? { person: q.person.trim().toLowerCase() } : {}),
    ...(q.folder ? { folder: q.folder } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
    ...(from ? { from } : {}),
    ...(until ? { until } : {}),
  };
}

export async function listActivity(ctx: AuthedCtx, q: ActivityQuery): Promise<ActivityReply> {
  const limit = q.limit ?? PAGE;
  const docs = await ctx.app.repos.versions.activity(ctx.site, activityFilter(q), limit + 1);
  const lines = docs.slice(0, limit).map(versionSummary);
  return { lines, next: docs.length > limit ? lines[lines.length - 1].at : null };
}

export async function activityCsv(ctx: AuthedCtx, q: ActivityQuery): Promise<string> {
  const docs = await ctx.app.repos.versions.activity(ctx.site, activityFilter(q), CSV_MAX);
  const rows = docs.map((d) => ({
    when: d.at,
    who: d.by,
    kind: d.kind,
    what: d.summary,
    items: d.items.map((i) => `${i.kind} ${i.id} (${i.name})`).join('; '),
    fields: [...new Set(d.items.flatMap((i) => i.changed.map(fieldLabel)))].join('; '),
    folders: d.folderIds.join('; '),
    version: d.items.length > 0 ? d._id : '',
  }));
  const columns = ['when', 'who', 'kind', 'what', 'items', 'fields', 'folders', 'version'];
  return Papa.unparse(rows, { columns, escapeFormulae: CSV_FORMULA_CELL });
}

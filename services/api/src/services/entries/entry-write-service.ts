/** Adding, changing and deleting entries (profiles and record items), one at a time or in bulk. */
import {
  entryPathNotFound,
  MESSAGES,
  type Category,
  type Entry,
  type EntryInput,
  type EntryPatchBody,
  type ItemResult,
  type RecordInfoInput,
} from '@laurel/domain';
import { badRequest } from '../../plugins/app/http-errors';
import { editableCategory, siteCategories, type CategoryMap } from '../categories/category-access';
import { emitChange, type AuthedCtx } from '../context';
import { newEntry, newRecordInfo } from '../defaults';
import { logDeleted } from '../deleted/deleted-service';
import { entryFields, mergedRecordInfo, recordInfoFields } from './entry-input';
import { entryNotFound } from './entry-read-service';
import { eachItem } from '../item-results';
import { entryName, recordVersion, withFolder } from '../versions/record-version';

async function buildEntry(ctx: AuthedCtx, category: Category, input: EntryInput): Promise<Entry> {
  const fields = await entryFields(ctx, input, category, null);
  const entry = newEntry(ctx.site.siteID, category._id, fields);
  if (category.layout === 'RecordsLayout' && !entry.recordInfo) {
    if (category.recordColumns.length === 0) throw badRequest(MESSAGES.recordColumnMissing);
    entry.recordInfo = newRecordInfo({ columnID: category.recordColumns[0].columnID });
  }
  return entry;
}

export async function addEntries(ctx: AuthedCtx, categoryId: string, inputs: EntryInput[]): Promise<Entry[]> {
  const map = await siteCategories(ctx);
  const category = editableCategory(ctx, map, categoryId);
  const entries: Entry[] = [];
  for (const input of inputs) entries.push(await buildEntry(ctx, category, input));
  await ctx.app.repos.entries.insertMany(entries);
  const folder = await ctx.app.repos.categories.appendEntries(
    categoryId,
    entries.map((e) => e._id),
  );
  // The new profiles and the folder whose order they joined: one version (restoring the folder's puts its order back).
  const [one] = entries;
  const summary =
    entries.length > 1
      ? `Added ${entries.length} profiles to ${category.categoryName}`
      : `Added ${entryName(one) || 'Untitled profile'} to ${category.categoryName}`;
  await recordVersion(ctx, entries.length > 1 ? 'import' : 'save', withFolder(entries, category, folder), { summary });
  emitChange(ctx, 'category', categoryId);
  return entries;
}

/** POST …/categories/{categoryId}/entries: one new entry. */
export async function addEntry(ctx: AuthedCtx, categoryId: string, input: EntryInput): Promise<Entry> {
  const [entry] = await addEntries(ctx, categoryId, [input]);
  return entry;
}

async function editableEntry(
  ctx: AuthedCtx,
  map: CategoryMap,
  entryId: string,
): Promise<{ entry: Entry; category: Category }> {
  const entry = await ctx.app.repos.entries.byIdInSite(ctx.site.siteID, entryId);
  if (!entry) throw entryNotFound(entryId);
  return { entry, category: editableCategory(ctx, map, entry.categoryID) };
}

async function saveEntry(ctx: AuthedCtx, before: Entry, fields: Partial<Entry>): Promise<Entry> {
  const entryId = before._id;
  const updated = await ctx.app.repos.entries.setFields(entryId, fields);
  if (!updated) throw entryNotFound(entryId);
  await recordVersion(ctx, 'save', [{ kind: 'entry', before, after: updated }]);
  emitChange(ctx, 'entry', entryId);
  return updated;
}

/** PATCH entries/{id}: the entry must be in the named folder under the given path (SPEC §5). */
export async function patchEntry(ctx: AuthedCtx, entryId: string, body: EntryPatchBody): Promise<Entry> {
  const map = await siteCategories(ctx);
  const category = map.get(body.categoryID);
  const entry = await ctx.app.repos.entries.byIdInSite(ctx.site.siteID, entryId);
  if (
    !category ||
    !entry ||
    entry.path !== body.path ||
    entry.categoryID !== category._id ||
    !category.entries.includes(entryId)
  ) {
    throw badRequest(entryPathNotFound(body.path));
  }
  editableCategory(ctx, map, category._id);
  return saveEntry(ctx, entry, await entryFields(ctx, body.patch, category, entry));
}

export async function patchRecord(ctx: AuthedCtx, entryId: string, input: RecordInfoInput): Promise<Entry> {
  const { entry, category } = await editableEntry(ctx, await siteCategories(ctx), entryId);
  if (!entry.recordInfo)
    return saveEntry(ctx, entry, { recordInfo: await mergedRecordInfo(ctx, entry.recordInfo, input, category) });
  // Only the given fields, in one update: two edits of the same record at once (name, value) both stay.
  const fields = await recordInfoFields(ctx, input, category);
  const paths = Object.fromEntries(Object.entries(fields).map(([k, v]) => [`recordInfo.${k}`, v]));
  const updated = await ctx.app.repos.entries.setPaths(entryId, paths);
  if (!updated) throw entryNotFound(entryId);
  await recordVersion(ctx, 'save', [{ kind: 'entry', before: entry, after: updated }]);
  emitChange(ctx, 'entry', entryId);
  return updated;
}

async function deleteOne(ctx: AuthedCtx, map: CategoryMap, entryId: string): Promise<void> {
  const { entry, category } = await editableEntry(ctx, map, entryId);
  await ctx.app.repos.entries.softDelete([entryId], ctx.user.email);
  await ctx.app.repos.categories.removeEntries(category._id, [entryId]);
  const name =
    entry.recordInfo && category.layout === 'RecordsLayout'
      ? entry.recordInfo.name
      : `${entry.firstName} ${entry.lastName}`.trim();
  await logDeleted(ctx, [{ documentType: 'entry', documentId: entryId, name, parentCategoryID: category._id }]);
  emitChange(ctx, 'entry', entryId);
}

export async function deleteEntry(ctx: AuthedCtx, entryId: string): Promise<void> {
  await deleteOne(ctx, await siteCategories(ctx), entryId);
}

export async function bulkDeleteEntries(ctx: AuthedCtx, entryIds: string[]): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  return eachItem(
    entryIds,
    (id) => id,
    (id) => deleteOne(ctx, map, id),
  );
}

/**
 * PATCH …/entries (≤150): the entries are read in one query and written in one bulk write (one round trip
 * each, not two per entry); an entry that is missing or in a folder the user may not edit is refused alone.
 */
export async function bulkPatchEntries(
  ctx: AuthedCtx,
  items: { _id: string; patch: EntryInput }[],
): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  const patches = new Map(items.map((i) => [i._id, i.patch]));
  const found = await ctx.app.repos.entries.byIdsInSite(ctx.site.siteID, [...patches.keys()]);
  const entries = new Map(found.map((e) => [e._id, e]));
  const writes: { id: string; fields: Partial<Entry> }[] = [];
  const results = await eachItem(
    items.map((i) => i._id),
    (id) => id,
    async (id) => {
      const entry = entries.get(id);
      if (!entry) throw entryNotFound(id);
      const category = editableCategory(ctx, map, entry.categoryID);
      writes.push({ id, fields: await entryFields(ctx, patches.get(id)!, category, entry) });
    },
  );
  await ctx.app.repos.entries.setFieldsMany(writes);
  await recordVersion(
    ctx,
    'bulk-save',
    writes.map(({ id, fields }) => ({
      kind: 'entry',
      before: entries.get(id)!,
      after: { ...entries.get(id)!, ...fields },
    })),
  );
  for (const { id } of writes) emitChange(ctx, 'entry', id);
  return results;
}

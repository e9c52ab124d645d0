/** Adding, changing and deleting entries (profiles and record items), one at a time or in bulk. */
import { entryPathNotFound, MESSAGES, type Category, type Entry } from '@laurel/domain';
import { badRequest, HttpError } from '../plugins/app/http-errors';
import { editableCategory, siteCategories, type CategoryMap } from './category-access';
import type { ItemResult } from './category-write-service';
import { emitChange, type AuthedCtx } from './context';
import { newEntry, newRecordInfo } from './defaults';
import { logDeleted } from './deleted-service';
import { entryFields, mergedRecordInfo, type EntryInput, type RecordInfoInput } from './entry-input';
import { entryNotFound } from './entry-read-service';

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
  await ctx.app.repos.categories.updateById(categoryId, { $push: { entries: { $each: entries.map((e) => e._id) } } });
  emitChange(ctx, 'category', categoryId);
  return entries;
}

async function editableEntry(
  ctx: AuthedCtx,
  map: CategoryMap,
  id: string,
): Promise<{ entry: Entry; category: Category }> {
  const entry = await ctx.app.repos.entries.findOne({ _id: id as never, siteID: ctx.site.siteID });
  if (!entry) throw entryNotFound(id);
  return { entry, category: editableCategory(ctx, map, entry.categoryID) };
}

async function saveEntry(ctx: AuthedCtx, id: string, fields: Partial<Entry>): Promise<Entry> {
  const updated = await ctx.app.repos.entries.setById(id, fields);
  if (!updated) throw entryNotFound(id);
  emitChange(ctx, 'entry', id);
  return updated;
}

/** PATCH entries/{id}: the entry must be in the named folder under the given path (SPEC §5). */
export async function patchEntry(
  ctx: AuthedCtx,
  id: string,
  body: { categoryID: string; path: string; patch: EntryInput },
): Promise<Entry> {
  const map = await siteCategories(ctx);
  const category = map.get(body.categoryID);
  const entry = await ctx.app.repos.entries.findOne({ _id: id as never, siteID: ctx.site.siteID });
  if (
    !category ||
    !entry ||
    entry.path !== body.path ||
    entry.categoryID !== category._id ||
    !category.entries.includes(id)
  ) {
    throw badRequest(entryPathNotFound(body.path));
  }
  editableCategory(ctx, map, category._id);
  return saveEntry(ctx, id, await entryFields(ctx, body.patch, category, entry));
}

export async function patchRecord(ctx: AuthedCtx, id: string, input: RecordInfoInput): Promise<Entry> {
  const { entry, category } = await editableEntry(ctx, await siteCategories(ctx), id);
  return saveEntry(ctx, id, { recordInfo: await mergedRecordInfo(ctx, entry.recordInfo, input, category) });
}

async function deleteOne(ctx: AuthedCtx, map: CategoryMap, id: string): Promise<void> {
  const { entry, category } = await editableEntry(ctx, map, id);
  await ctx.app.repos.entries.softDelete([id], ctx.user.email);
  await ctx.app.repos.categories.updateById(category._id, { $pull: { entries: id } });
  const name =
    entry.recordInfo && category.layout === 'RecordsLayout'
      ? entry.recordInfo.name
      : `${entry.firstName} ${entry.lastName}`.trim();
  await logDeleted(ctx, [{ documentType: 'entry', documentId: id, name, parentCategoryID: category._id }]);
  emitChange(ctx, 'entry', id);
}

export async function deleteEntry(ctx: AuthedCtx, id: string): Promise<void> {
  await deleteOne(ctx, await siteCategories(ctx), id);
}

async function eachItem(ids: string[], run: (id: string) => Promise<void>): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const id of ids) {
    try {
      await run(id);
      results.push({ _id: id, ok: true });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ _id: id, ok: false, message: err.message });
    }
  }
  return results;
}

export async function bulkDeleteEntries(ctx: AuthedCtx, ids: string[]): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  return eachItem(ids, (id) => deleteOne(ctx, map, id));
}

export async function bulkPatchEntries(
  ctx: AuthedCtx,
  items: { _id: string; patch: EntryInput }[],
): Promise<ItemResult[]> {
  const map = await siteCategories(ctx);
  const patches = new Map(items.map((i) => [i._id, i.patch]));
  return eachItem(
    items.map((i) => i._id),
    async (id) => {
      const { entry, category } = await editableEntry(ctx, map, id);
      await saveEntry(ctx, id, await entryFields(ctx, patches.get(id)!, category, entry));
    },
  );
}

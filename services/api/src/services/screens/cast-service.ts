/**
 * Cast screens: a client's TV slideshows. Admins of the site list, create and patch them; anyone may read
 * one screen with its folders' published, visible entries (the player runs signed out).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  orderFolderEntries,
  type CategoryPageSettings,
  childCategories,
  DEFAULT_CAST_SCREEN_CONFIG,
  isCategoryVisible,
  isSiteAdmin,
  NEW_CAST_SCREEN_NAME,
  visibleCategoryIds,
  visibleEntriesOf,
  type CastScreen,
  type CastScreenInput,
  type CastScreenReply,
  type Category,
  type CategoryIndex,
  type Entry,
} from '@laurel/domain';
import type { CastScreenDoc, StoredUser } from '../../plugins/app/repositories';
import { badRequest, forbidden, notFound } from '../../plugins/app/http-errors';
import { publicCategory } from '../categories/category-read-service';
import { emitChange, type AuthedCtx } from '../context';
import { logDeleted } from '../deleted/deleted-service';
import { nowInducted } from '../cast-now-inducted';

export const screenNotFound = (screenId: string) => `No cast screen exists with id ${screenId}`;

const toScreen = ({ _id: _omit, ...screen }: CastScreenDoc): CastScreen => screen;

async function assertCategories(app: FastifyInstance, siteId: string, categoryIds: string[]): Promise<void> {
  const known = await app.repos.categories.idsInSite(siteId, categoryIds);
  const unknown = categoryIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`Unknown category id(s) for this site: ${unknown.join(', ')}`);
}

export async function listScreens(ctx: AuthedCtx): Promise<CastScreen[]> {
  const docs = await ctx.app.repos.castScreens.ofSite(ctx.site.siteID);
  return docs.map(toScreen);
}

/** A new cast screen (`screenId`: the id a pairing has already promised the TV; a new one otherwise). */
export async function createScreen(
  ctx: AuthedCtx,
  input: CastScreenInput,
  screenId: string = randomUUID(),
): Promise<CastScreen> {
  const categoryIds = input.categoryIds ?? [];
  await assertCategories(ctx.app, ctx.site.siteID, categoryIds);
  const doc: CastScreenDoc = {
    _id: screenId,
    screenId,
    name: input.name ?? NEW_CAST_SCREEN_NAME,
    clientID: ctx.site.clientID,
    siteID: ctx.site.siteID,
    categoryIds,
    config: { ...DEFAULT_CAST_SCREEN_CONFIG, ...input.config },
    updatedAt: new Date().toISOString(),
  };
  await ctx.app.repos.castScreens.insertOne(doc);
  emitChange(ctx, 'castScreen', screenId);
  return toScreen(doc);
}

/** PATCH /cast-screens/{screenId}: the route has no site id, so the screen's site decides who may. */
export async function patchScreen(
  app: FastifyInstance,
  user: StoredUser,
  screenId: string,
  input: CastScreenInput,
): Promise<CastScreen> {
  const screen = await app.repos.castScreens.byScreenId(screenId);
  if (!screen) throw notFound(screenNotFound(screenId));
  const site = await app.loadSite(screen.siteID);
  if (!isSiteAdmin(user, site)) throw forbidden();
  if (input.categoryIds) await assertCategories(app, site.siteID, input.categoryIds);
  const paths: Record<string, unknown> = {};
  if (input.name !== undefined) paths.name = input.name;
  if (input.categoryIds !== undefined) paths.categoryIds = input.categoryIds;
  for (const [key, value] of Object.entries(input.config ?? {})) paths[`config.${key}`] = value;
  const updated = await app.repos.castScreens.setPaths(screen._id, paths);
  app.events.emit({ siteId: site.siteID, kind: 'castScreen', id: screenId });
  return toScreen(updated!);
}

/**
 * DELETE /cast-screens/{screenId}: the screen goes to recently deleted (restorable); at its next refresh its TV
 * (the standalone player) shows a pairing code, as any TV the site does not know (issue 24).
 */
export async function deleteScreen(app: FastifyInstance, user: StoredUser, screenId: string): Promise<void> {
  const screen = await app.repos.castScreens.byScreenId(screenId);
  if (!screen) throw notFound(screenNotFound(screenId));
  const site = await app.loadSite(screen.siteID);
  if (!isSiteAdmin(user, site)) throw forbidden();
  await app.repos.castScreens.softDelete([screen._id], user.email);
  await logDeleted({ app, user, site }, [{ documentType: 'castScreen', documentId: screen._id, name: screen.name }]);
  app.events.emit({ siteId: site.siteID, kind: 'castScreen', id: screenId });
}

/**
 * The folder's visible entries in the folder's order (its own, or the site's setting), then those of its
 * visible sub-folders, depth first.
 */
function slideEntries(
  index: CategoryIndex,
  categoryId: string,
  page: CategoryPageSettings | undefined,
  seen = new Set<string>(),
): Entry[] {
  if (seen.has(categoryId)) return [];
  seen.add(categoryId);
  const own = orderFolderEntries(visibleEntriesOf(index, categoryId), index.categories.get(categoryId), page);
  const nested = childCategories(index, categoryId)
    .filter((c) => isCategoryVisible(index, c._id))
    .flatMap((c) => slideEntries(index, c._id, page, seen));
  return [...own, ...nested];
}

/**
 * A screen with its folders' published, visible entries. `categoryIds` (the settings preview of unsaved
 * folders) replaces the screen's list; only the screen's own site's public content can be read either way.
 */
export async function publicScreen(
  app: FastifyInstance,
  screenId: string,
  categoryIds?: string[],
): Promise<CastScreenReply> {
  const screen = await app.repos.castScreens.byScreenId(screenId);
  if (!screen) throw notFound(screenNotFound(screenId));
  const site = await app.loadSite(screen.siteID);
  const index = await app.repos.siteContent.index(site.siteID, site.publicCategoryFilter ?? []);
  // Folders as the public sees them: their lists name only visible entries and sub-folders.
  const visible = visibleCategoryIds(index);
  const shown = (categoryIds ?? screen.categoryIds)
    .map((id) => index.categories.get(id))
    .filter((c): c is Category => !!c && isCategoryVisible(index, c._id))
    .map((category) => ({
      category: publicCategory(index, category, visible),
      entries: slideEntries(index, category._id, site.categoryPage),
    }));
  const inducted = categoryIds
    ? undefined
    : await nowInducted(app, site.siteID, index, (id) => slideEntries(index, id, site.categoryPage));
  // The screen's own list names only folders the public may see (a class waiting for its reveal is not named).
  const own = { ...toScreen(screen), categoryIds: screen.categoryIds.filter((id) => visible.has(id)) };
  return {
    screen: own,
    clientID: screen.clientID,
    categories: shown,
    ...(inducted ? { nowInducted: inducted } : {}),
  };
}

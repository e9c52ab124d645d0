/**
 * Writing versions and activity lines: one insert each. A save of several items (bulk save, import) is
 * one version holding all of them. A save that changed nothing keeps no version.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ActivityKind, Category, Entry, VersionItemKind } from '@laurel/domain';
import { itemKey, type VersionDoc, type VersionItemDoc } from '../../plugins/app/repositories/version-repository';
import type { SiteDoc } from '../../plugins/app/repositories';
import type { AuthedCtx } from '../context';
import { changedFields, fieldLabel, snapshotOf } from './fields';

export interface SavedItem {
  kind: VersionItemKind;
  /** The document as it was before the save (null for a new one) and after it. */
  before: object | null;
  after: object;
}

export const entryName = (e: Entry): string =>
  e.recordInfo && !`${e.firstName} ${e.lastName}`.trim() ? e.recordInfo.name : `${e.firstName} ${e.lastName}`.trim();

function nameOf(kind: VersionItemKind, doc: object): string {
  if (kind === 'entry') return entryName(doc as Entry) || 'Untitled profile';
  if (kind === 'category') return (doc as Category).categoryName || 'Untitled folder';
  return (doc as SiteDoc).styleName || (doc as SiteDoc).siteID;
}

function folderOf(kind: VersionItemKind, doc: object): string | null {
  if (kind === 'entry') return (doc as Entry).categoryID;
  if (kind === 'category') return (doc as Category)._id;
  return null;
}

const ITEM_WORDS: Record<VersionItemKind, [string, string]> = {
  entry: ['profile', 'profiles'],
  category: ['folder', 'folders'],
  site: ['site setting', 'site settings'],
};

function summaryOf(kind: ActivityKind, items: VersionItemDoc[]): string {
  const verb = kind === 'import' ? 'Imported' : kind === 'restore' ? 'Restored' : 'Saved';
  if (items.length === 1) {
    const [item] = items;
    const fields = item.changed.includes('created') ? 'new' : item.changed.map(fieldLabel).join(', ');
    return `${verb} ${item.name}${fields ? ` (${fields})` : ''}`;
  }
  const [one, many] = ITEM_WORDS[items[0].kind];
  return `${verb} ${items.length} ${items.length === 1 ? one : many}`;
}

/** New entries and the folder whose order they joined (as it was and is now), for one version of both. */
export const withFolder = (added: readonly Entry[], before: Category, after: Category | null): SavedItem[] => [
  ...added.map((entry) => ({ kind: 'entry' as const, before: null, after: entry })),
  ...(after ? [{ kind: 'category' as const, before, after }] : []),
];

/** Who an activity line names. */
export interface Actor {
  app: FastifyInstance;
  /** Null with `clientID` for what concerns every site of a client (a sign-in). */
  siteID: string | null;
  clientID?: string;
  by: string;
}
export const actorOfCtx = (ctx: AuthedCtx): Actor => ({ app: ctx.app, siteID: ctx.site.siteID, by: ctx.user.email });

/** Inserts one activity line (no item states): sign-ins, user changes, pairings, emergency switches. */
export async function recordActivity(
  actor: Actor,
  kind: ActivityKind,
  summary: string,
  folderIds: string[] = [],
): Promise<void> {
  await actor.app.repos.versions.record({
    _id: randomUUID(),
    siteID: actor.siteID,
    ...(actor.clientID ? { clientID: actor.clientID } : {}),
    at: new Date().toISOString(),
    by: actor.by,
    kind,
    summary,
    folderIds,
    items: [],
    itemKeys: [],
  });
}

/**
 * Keeps one version of the saved items (those that changed). Returns it, or null when nothing changed.
 * `summary` overrides the generated line (imports name their folder).
 */
export async function recordVersion(
  ctx: AuthedCtx,
  kind: ActivityKind,
  saved: SavedItem[],
  extra: { summary?: string; restoredFrom?: string } = {},
): Promise<VersionDoc | null> {
  const items: VersionItemDoc[] = [];
  const folders = new Set<string>();
  for (const { kind: itemKind, before, after } of saved) {
    const snapshot = snapshotOf(itemKind, after);
    const changed = before ? changedFields(snapshotOf(itemKind, before), snapshot) : ['created'];
    if (changed.length === 0) continue;
    const id = (after as { _id?: string })._id ?? '';
    items.push({
      kind: itemKind,
      id: itemKind === 'site' ? (after as SiteDoc).siteID : id,
      name: nameOf(itemKind, after),
      changed,
      snapshot,
    });
    const folder = folderOf(itemKind, after);
    if (folder) folders.add(folder);
  }
  if (items.length === 0) return null;
  const doc: VersionDoc = {
    _id: randomUUID(),
    siteID: ctx.site.siteID,
    at: new Date().toISOString(),
    by: ctx.user.email,
    kind,
    summary: extra.summary ?? summaryOf(kind, items),
    folderIds: [...folders],
    items,
    itemKeys: items.map((i) => itemKey(i.kind, i.id)),
    ...(extra.restoredFrom ? { restoredFrom: extra.restoredFrom } : {}),
  };
  return ctx.app.repos.versions.record(doc);
}

/**
 * The fuzz suite's callers. Three may change nothing: anonymous (with hostile Authorization values), the
 * limited editor of site A (scoped to Sports; given only ids outside that scope) and the admin of site B
 * (given site A's ids). The admin of site A comes last and may write, but only with a 2xx: a refused request
 * must leave everything as it was. Each gets real ids per path parameter name.
 */
import { IDS, type TestApp } from '../helpers/build-test-app';
import { hostileAuthorizations } from './hostile-tokens';
import type { CallerInputs } from './requests';

export type CallerName = 'anonymous' | 'editorLimited' | 'adminB' | 'adminA';
export const CALLERS: CallerName[] = ['anonymous', 'editorLimited', 'adminB', 'adminA'];
/** The caller whose 2xx answers may write. */
export const SAME_SITE_ADMIN: CallerName = 'adminA';

export interface Fixtures {
  mediaId: string;
  mediaFile: string;
  castScreenId: string;
  kioskId: string;
}

/** Ids of site A outside the limited editor's Sports subtree, and site B's. */
const OUT_OF_SCOPE = {
  categoryId: [IDS.other, IDS.records, IDS.hidden, IDS.bTop],
  entryId: [IDS.entryOther, IDS.entryHidden, IDS.record1, IDS.entryB],
};
const ALL = {
  categoryId: [...OUT_OF_SCOPE.categoryId, IDS.sports, IDS.basketball],
  entryId: [...OUT_OF_SCOPE.entryId, IDS.entryLive, IDS.entryDraft, IDS.record2],
};

export function callerInputs(t: TestApp, f: Fixtures): Record<CallerName, CallerInputs> {
  const common = (scope: typeof ALL) => ({
    categoryId: scope.categoryId,
    entryId: scope.entryId,
    documentId: [...scope.categoryId, ...scope.entryId, f.mediaId, f.castScreenId],
    documentType: ['category', 'entry', 'media', 'castScreen'],
    columnId: [IDS.column],
    userId: Object.values(t.userIds),
    screenId: [f.castScreenId, f.kioskId],
    mediaId: [f.mediaId],
    file: [f.mediaFile, 'stylesheet.css', 'inter-latin-400-normal.woff2'],
    buttonId: ['tw'],
    slug: ['inter', 'roboto'],
    designId: ['DAF1'],
    importId: ['import-1'],
  });
  const claims = (role: 'editorLimited' | 'internal') => ({
    sub: t.userIds[role],
    email: t.emails[role],
    role: role === 'internal' ? 'internal' : 'editor',
    clientID: role === 'internal' ? 'laurel' : 'client-a',
    sid: `session-${role}`,
  });
  return {
    anonymous: {
      ids: { ...common(ALL), siteId: [IDS.siteA, IDS.siteB] },
      authorizations: hostileAuthorizations(t.app.config.jwtSecret, claims('editorLimited'), claims('internal')),
    },
    editorLimited: {
      ids: { ...common(OUT_OF_SCOPE), siteId: [IDS.siteA, IDS.siteB] },
      authorizations: [`Bearer ${t.tokens.editorLimited}`],
    },
    adminB: {
      ids: { ...common(ALL), siteId: [IDS.siteA] },
      authorizations: [`Bearer ${t.tokens.adminB}`],
    },
    adminA: {
      ids: { ...common(ALL), siteId: [IDS.siteA] },
      authorizations: [`Bearer ${t.tokens.adminA}`],
    },
  };
}

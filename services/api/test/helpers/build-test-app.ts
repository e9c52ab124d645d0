/**
 * Builds the app on a fresh in-memory embedded database and seeds two clients' sites and one user of
 * each role, with a signed access token for each. Used by every route test (and the authorization matrix).
 *
 * Site A (client-a): sports ─ basketball (entries: live "Ada Lovelace", unpublished "Draft Person")
 *                    records (RecordsLayout, column "Points": two records)
 *                    other (entry "Olive Other"), hidden (isLive false, one live entry)
 * Site B (client-b): b-top (entry "Bea Bee")
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserRole } from '@laurel/domain';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { newCategory, newEntry, newRecordColumn, newRecordInfo, newSite } from '../../src/services/defaults';
import { hashPassword } from '../../src/services/auth/password';

export const PASSWORD = 'correct horse battery';

export const ROLES = ['internal', 'adminA', 'adminB', 'editorLimited', 'editorAll', 'editorOther'] as const;
export type TestRole = (typeof ROLES)[number];

const USERS: Record<TestRole, { email: string; role: UserRole; clientID: string; categories: string[] }> = {
  internal: { email: 'internal@laurel.test', role: 'internal', clientID: 'laurel', categories: ['*'] },
  adminA: { email: 'admin-a@laurel.test', role: 'admin', clientID: 'client-a', categories: ['*'] },
  adminB: { email: 'admin-b@laurel.test', role: 'admin', clientID: 'client-b', categories: ['*'] },
  editorLimited: {
    email: 'editor-limited@laurel.test',
    role: 'editor',
    clientID: 'client-a',
    categories: ['cat-sports'],
  },
  editorAll: { email: 'editor-all@laurel.test', role: 'editor', clientID: 'client-a', categories: ['*'] },
  editorOther: { email: 'editor-other@laurel.test', role: 'editor', clientID: 'client-b', categories: ['*'] },
};

export const IDS = {
  siteA: 'site-a',
  siteB: 'site-b',
  sports: 'cat-sports',
  basketball: 'cat-basketball',
  records: 'cat-records',
  other: 'cat-other',
  hidden: 'cat-hidden',
  bTop: 'cat-b-top',
  entryLive: 'entry-live',
  entryDraft: 'entry-draft',
  record1: 'record-1',
  record2: 'record-2',
  entryOther: 'entry-other',
  entryHidden: 'entry-hidden',
  entryB: 'entry-b',
  column: 'col-points',
} as const;

type InjectMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  tokens: Record<TestRole, string>;
  userIds: Record<TestRole, string>;
  emails: Record<TestRole, string>;
  /** `{authorization: 'Bearer …'}` for a role, or `{}` for anonymous. */
  as(role: TestRole | 'anonymous'): Record<string, string>;
  /** `app.inject` as a role, with a JSON body when given. */
  req(
    role: TestRole | 'anonymous',
    method: InjectMethod,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function seedContent(app: FastifyInstance): Promise<void> {
  const { sites, categories, entries } = app.repos;
  await sites.insertOne(newSite(IDS.siteA, 'client-a', 'Site A'));
  await sites.insertOne(newSite(IDS.siteB, 'client-b', 'Site B'));
  const a = IDS.siteA;
  await categories.insertMany(
    [
      newCategory(a, {
        _id: IDS.sports,
        categoryName: 'Sports',
        categories: [IDS.basketball],
        hasSubCategories: true,
        legacyId: 'legacy-sports',
      }),
      newCategory(a, {
        _id: IDS.basketball,
        categoryName: 'Basketball',
        parentCategoryID: IDS.sports,
        entries: [IDS.entryLive, IDS.entryDraft],
        layout: 'PersonListCategoryLayout',
      }),
      newCategory(a, {
        _id: IDS.records,
        categoryName: 'Records',
        layout: 'RecordsLayout',
        entries: [IDS.record1, IDS.record2],
        recordColumns: [newRecordColumn({ columnID: IDS.column, recordLabel: 'Points' })],
      }),
      newCategory(a, { _id: IDS.other, categoryName: 'Other', entries: [IDS.entryOther] }),
      newCategory(a, { _id: IDS.hidden, categoryName: 'Hidden', isLive: false, entries: [IDS.entryHidden] }),
      newCategory(IDS.siteB, { _id: IDS.bTop, categoryName: 'B Top', entries: [IDS.entryB] }),
    ].map((c, position) => ({ ...c, position })),
  );
  await entries.insertMany([
    newEntry(a, IDS.basketball, {
      _id: IDS.entryLive,
      firstName: 'Ada',
      lastName: 'Lovelace',
      legacyId: 'legacy-ada',
      activity: 'Basketball',
    }),
    newEntry(a, IDS.basketball, { _id: IDS.entryDraft, firstName: 'Draft', lastName: 'Person', isLive: false }),
    newEntry(a, IDS.records, {
      _id: IDS.record1,
      firstName: '',
      recordInfo: newRecordInfo({ name: 'Most points', recordValue: '50', columnID: IDS.column }),
    }),
    newEntry(a, IDS.records, {
      _id: IDS.record2,
      firstName: '',
      recordInfo: newRecordInfo({ name: 'Second', recordValue: '40', columnID: IDS.column, customOrderIndex: 1 }),
    }),
    newEntry(a, IDS.other, { _id: IDS.entryOther, firstName: 'Olive', lastName: 'Other' }),
    newEntry(a, IDS.hidden, { _id: IDS.entryHidden, firstName: 'Hugo', lastName: 'Hidden' }),
    newEntry(IDS.siteB, IDS.bTop, { _id: IDS.entryB, firstName: 'Bea', lastName: 'Bee' }),
  ]);
}

/** Compiled route schemas, kept between test files and runs (services/api/src/plugins/app/schema-code-cache.ts). */
export const SCHEMA_CODE_CACHE = join(__dirname, '../../../../node_modules/.cache/laurel-schemas');

/** `logLines`, when given, receives every log line (JSON) at info level and above; otherwise nothing is logged. */
export async function buildTestApp(config: Partial<AppConfig> = {}, logLines?: string[]): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-api-test-'));
  const app = await buildApp({
    inMemoryDb: true,
    logger: logLines ? { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } : false,
    env: {},
    schemaCodeCache: SCHEMA_CODE_CACHE,
    config: {
      dataDir,
      mongoUri: null,
      jwtSecret: 'test-secret-0123456789-0123456789-abcdef',
      appsDir: join(dataDir, 'apps'),
      ...config,
    },
  });
  await app.ready();
  await seedContent(app);
  const passwordHash = await hashPassword(PASSWORD);
  const tokens = {} as Record<TestRole, string>;
  const userIds = {} as Record<TestRole, string>;
  const emails = {} as Record<TestRole, string>;
  for (const role of ROLES) {
    const u = USERS[role];
    const _id = `user-${role}`;
    await app.repos.users.insertOne({
      _id,
      auth0ID: `local|${_id}`,
      name: role,
      hasSignedAgreements: false,
      passwordHash,
      ...u,
    });
    // Each user has a live session (a refresh-token family), as after a sign-in; its tokens name it.
    const sid = `session-${role}`;
    await app.repos.refreshTokens.insertOne({
      _id: sid,
      tokenHash: `test-${role}`,
      userId: _id,
      family: sid,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      revokedAt: null,
      createdAt: new Date().toISOString(),
    });
    tokens[role] = app.jwt.sign({ sub: _id, email: u.email, role: u.role, clientID: u.clientID, typ: 'access', sid });
    userIds[role] = _id;
    emails[role] = u.email;
  }
  const as = (role: TestRole | 'anonymous'): Record<string, string> =>
    role === 'anonymous' ? {} : { authorization: `Bearer ${tokens[role]}` };
  return {
    app,
    tokens,
    userIds,
    emails,
    as,
    req: (role, method, url, payload) =>
      app.inject({
        method,
        url,
        headers: as(role),
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      }),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

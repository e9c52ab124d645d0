import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { SiteFileSchema, type SiteFile } from '@laurel/domain';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@laurel/embedded-mongo';
import { DiskStore } from '../../src/services/media-store';
import { createRepositories, type Repositories } from '../../src/plugins/app/repositories';
import { importSite } from '../../src/site-io/import-site';
import { exportMediaFiles, exportSite } from '../../src/site-io/export-site';
import { DEMO_DIR } from '../../src/site-io/seed-demo';
import { verifyPassword } from '../../src/services/auth/password';

// Imports the demo twice, making every image variant (320–2560 px) and hashing passwords: CPU-bound, and over a
// minute on a 2-core machine busy with other suites. The tests assert what is stored, not how fast.
jest.setTimeout(180_000);

const demo = (): SiteFile => JSON.parse(readFileSync(path.join(DEMO_DIR, 'site.json'), 'utf8'));

describe('site import and export', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  let mediaDir: string;
  let repos: Repositories;
  beforeAll(async () => {
    server = await startEmbeddedMongo();
    client = await MongoClient.connect(server.uri);
    db = client.db('site-io');
    mediaDir = mkdtempSync(path.join(tmpdir(), 'laurel-site-io-'));
    repos = createRepositories(db, new DiskStore(mediaDir));
  });
  afterAll(async () => {
    await client.close();
    await server.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('the committed demo site is a valid site file', () => {
    const file = demo();
    expect([...Value.Errors(SiteFileSchema, file)].slice(0, 3)).toEqual([]);
    expect(file.site.siteID).toBe('default');
    expect(
      file.entries.filter((e) => e.type === 'Athlete' || e.type === 'Coach' || e.type === 'Team').length,
    ).toBeGreaterThanOrEqual(55);
    const types = new Set(file.categories.flatMap((c) => c.recordColumns.map((r) => r.recordType)));
    expect([...types].sort()).toEqual(['Imperial', 'Time', 'WinLoss', 'number']);
  });

  it('imports the demo site with its media files, variants and hashed passwords', async () => {
    const result = await importSite(repos, demo(), path.join(DEMO_DIR, 'media'));
    expect(result.siteID).toBe('default');
    expect(result.counts.entries).toBe(demo().entries.length);
    expect(result.counts.files).toBeGreaterThan(60);
    expect(await db.collection('media').countDocuments({ siteID: 'default' })).toBe(demo().media.length);
    const entry = await db.collection('entries').findOne({ 'headshot._id': { $exists: true }, siteID: 'default' });
    expect(entry!.headshot.variants['320']).toMatch(/^\/api\/v1\/media\/default\/.+-w320\.webp$/);
    expect(readdirSync(path.join(mediaDir, 'media', 'default')).some((f) => f.endsWith('-w320.webp'))).toBe(true);
    const admin = await db.collection('users').findOne({ email: 'admin@demo.laurel.test' });
    expect(admin!.password).toBeUndefined();
    expect(await verifyPassword('Northfield-Huskies-1978', admin!.passwordHash)).toBe(true);
  });

  it('is idempotent: a second import leaves the same documents', async () => {
    const before = await exportSite(repos, 'default');
    await importSite(repos, demo(), path.join(DEMO_DIR, 'media'));
    const after = await exportSite(repos, 'default');
    expect(after).toEqual(before);
    expect(await db.collection('categories').countDocuments({ siteID: 'default' })).toBe(demo().categories.length);
  });

  it('exports what it imported, with the original media files beside it', async () => {
    const exported = await exportSite(repos, 'default');
    expect(exported.categories.map((c) => c._id).sort()).toEqual(
      demo()
        .categories.map((c) => c._id)
        .sort(),
    );
    expect(exported.users.map((u) => u.email).sort()).toEqual(['admin@demo.laurel.test', 'editor@demo.laurel.test']);
    expect(exported.users[0].passwordHash).toMatch(/^scrypt\$/);
    const out = mkdtempSync(path.join(tmpdir(), 'laurel-export-'));
    const copied = await exportMediaFiles(repos.mediaFiles, 'default', out);
    expect(copied).toBe(readdirSync(path.join(DEMO_DIR, 'media')).length);
    expect(readdirSync(out).some((f) => f.includes('-w320'))).toBe(false);
    rmSync(out, { recursive: true, force: true });
  });

  it('keeps the order of top-level folders through export and re-import, and stores e-mails lower-cased', async () => {
    const file = demo();
    const topLevel = file.categories.filter((c) => !c.parentCategoryID);
    const reversed = [...file.categories].reverse();
    const shouted = file.users.map((u, i) => (i === 0 ? { ...u, email: u.email.toUpperCase() } : u));
    await importSite(repos, { ...file, categories: reversed, users: shouted }, null);
    const stored = await db
      .collection('categories')
      .find({ siteID: 'default', parentCategoryID: null })
      .sort({ position: 1 })
      .toArray();
    expect(stored.map((c) => c._id)).toEqual([...topLevel].reverse().map((c) => c._id));
    const exported = await exportSite(repos, 'default');
    expect(exported.categories.filter((c) => !c.parentCategoryID).map((c) => c._id)).toEqual(stored.map((c) => c._id));
    expect(exported.categories.some((c) => 'position' in c)).toBe(false);
    expect(await db.collection('users').countDocuments({ email: file.users[0].email.toLowerCase() })).toBe(1);
    await importSite(repos, file, null);
  });

  it.each([
    ['a wrong format tag', { ...demo(), format: 'other@1' }, /Unknown site file format/],
    [
      'an operator as an id',
      { ...demo(), entries: [{ ...demo().entries[0], _id: { $gt: '' } }] },
      /entries\[0\]\._id must be a plain string id/,
    ],
    [
      'an operator key inside a document',
      { ...demo(), categories: [{ ...demo().categories[0], $where: '1' }] },
      /field name "\$where" is not allowed/,
    ],
    ['a path-like site id', { ...demo(), site: { ...demo().site, siteID: '../x' } }, /site\.siteID/],
    [
      'a field of the wrong type',
      { ...demo(), entries: [{ ...demo().entries[0], isLive: 'yes' }] },
      /does not match laurel-site@1: \/entries\/0\/isLive/,
    ],
  ])('rejects %s with 400 and writes nothing', async (_name, file, message) => {
    const count = await db.collection('entries').countDocuments({});
    await expect(importSite(repos, file, null)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(message),
    });
    expect(await db.collection('entries').countDocuments({})).toBe(count);
  });
});

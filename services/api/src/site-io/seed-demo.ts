/** First start: imports the demo site (services/api/demo) into an empty database and returns its sign-in details. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteFile } from '@laurel/domain';
import { importSite } from './import-site';
import { mediaDirOf } from './media-dir';

export const DEMO_DIR = path.resolve(__dirname, '../../demo');

export async function seedDemoSiteIfEmpty(
  app: FastifyInstance,
): Promise<{ seeded: boolean; credentials: { email: string; password: string; role: string }[] }> {
  const db = app.mongo.db;
  if ((await db.collection('sites').countDocuments({}, { limit: 1 })) > 0) return { seeded: false, credentials: [] };
  const file = JSON.parse(await readFile(path.join(DEMO_DIR, 'site.json'), 'utf8')) as SiteFile;
  const result = await importSite(db, file, path.join(DEMO_DIR, 'media'), mediaDirOf(app.config.dataDir));
  app.log.info({ siteID: result.siteID, counts: result.counts }, 'demo site imported');
  const credentials = file.users
    .filter((u) => typeof u.password === 'string')
    .map((u) => ({ email: u.email, password: u.password as string, role: u.role }));
  return { seeded: true, credentials };
}

/** First start: imports the demo site (services/api/demo) into an empty database and returns its sign-in details. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteFile } from '@laurel/domain';
import { API_ROOT } from '../api-root';
import { importSite } from './import-site';

export const DEMO_DIR = path.join(API_ROOT, 'demo');

export async function seedDemoSiteIfEmpty(
  app: FastifyInstance,
): Promise<{ seeded: boolean; credentials: { email: string; password: string; role: string }[] }> {
  if (!(await app.repos.sites.isEmpty())) return { seeded: false, credentials: [] };
  const file = JSON.parse(await readFile(path.join(DEMO_DIR, 'site.json'), 'utf8')) as SiteFile;
  const result = await importSite(app.repos, file, path.join(DEMO_DIR, 'media'));
  app.log.info({ siteId: result.siteID, counts: result.counts }, 'demo site imported');
  const credentials = file.users
    .filter((u) => typeof u.password === 'string')
    .map((u) => ({ email: u.email, password: u.password as string, role: u.role }));
  return { seeded: true, credentials };
}

/**
 * On the first start with an empty database, imports the demo site (site-io's `seedDemoSiteIfEmpty`) and
 * prints the demo sign-in details.
 */
import type { FastifyInstance } from 'fastify';
import { seedDemoSiteIfEmpty } from '../../site-io/seed-demo';

export type SeedResult = Awaited<ReturnType<typeof seedDemoSiteIfEmpty>>;

export async function seedOnFirstStart(app: FastifyInstance): Promise<SeedResult> {
  const result = await seedDemoSiteIfEmpty(app);
  if (result.seeded) {
    console.log('\nDemo site imported. Sign in with:');
    for (const c of result.credentials) console.log(`  ${c.role.padEnd(8)} ${c.email} / ${c.password}`);
    console.log('');
  }
  return result;
}

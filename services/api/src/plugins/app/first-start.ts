/**
 * On the first start with an empty database, imports the demo site (API-2's `seedDemoSiteIfEmpty`) and
 * prints the demo sign-in details.
 */
import type { FastifyInstance } from 'fastify';

export interface SeedResult {
  seeded: boolean;
  credentials: { email: string; password: string; role: string }[];
}

type Seeder = (app: FastifyInstance) => Promise<SeedResult>;

async function loadSeeder(): Promise<Seeder | null> {
  try {
    const modulePath = '../../site-io/seed-demo';
    const mod = (await import(modulePath)) as { seedDemoSiteIfEmpty?: Seeder };
    return mod.seedDemoSiteIfEmpty ?? null;
  } catch {
    return null;
  }
}

export async function seedOnFirstStart(app: FastifyInstance): Promise<SeedResult> {
  const seed = await loadSeeder();
  if (!seed) {
    app.log.warn('demo site seeding is not available');
    return { seeded: false, credentials: [] };
  }
  const result = await seed(app);
  if (result.seeded) {
    console.log('\nDemo site imported. Sign in with:');
    for (const c of result.credentials) console.log(`  ${c.role.padEnd(8)} ${c.email} / ${c.password}`);
    console.log('');
  }
  return result;
}

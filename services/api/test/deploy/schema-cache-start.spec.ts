/**
 * SCHEMA_CODE_CACHE (set by the test command for the products its tests start): the production server keeps its
 * compiled route schemas in that folder and reads them back on its next start, validating and answering as
 * when it compiles them (plugins/app/schema-code-cache.ts).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, BUILT_SERVER, buildApi, freePort, startProcess, stop, type Proc } from '../helpers/processes';

jest.setTimeout(120_000);

const dataDir = mkdtempSync(join(tmpdir(), 'laurel-schema-start-'));
const cacheDir = mkdtempSync(join(tmpdir(), 'laurel-schema-cache-'));
let server: Proc | undefined;
afterAll(async () => {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

test('a server started with SCHEMA_CODE_CACHE keeps its compiled schemas there and validates as before', async () => {
  buildApi();
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SCHEMA_CODE_CACHE: cacheDir,
  };
  server = await startProcess([BUILT_SERVER], env, /Laurel is running/);
  expect(readdirSync(cacheDir).filter((f) => f.endsWith('.js')).length).toBeGreaterThan(100);
  expect(await api(port, 'GET', '/health')).toEqual({ status: 200, json: { ok: true } });
  const refused = await api(port, 'POST', '/auth/login', { email: 'admin@demo.laurel.test' });
  expect(refused.status).toBe(400);
  expect(refused.json.message).toMatch(/password/);
});

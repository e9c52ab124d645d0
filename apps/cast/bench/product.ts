import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

export interface Product {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`The product exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The product did not answer ${baseUrl}/api/v1/health within ${timeoutMs / 1000} s.`);
}

/**
 * The product as a user starts it (`node scripts/start.mjs`) on a fresh data folder, or an already running
 * one when BASE_URL is set.
 */
export async function startProduct(port: number): Promise<Product> {
  if (process.env.BASE_URL) {
    await waitForHealth(process.env.BASE_URL, null, 10_000);
    return { baseUrl: process.env.BASE_URL, stop: async () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'laurel-bench-cast-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 180_000);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

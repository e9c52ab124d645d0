/**
 * deploy/edge.conf started for the benchmarks: filled by envsubst with its two placeholders (one upstream, the
 * API process), run by Debian's nginx (NGINX_PATH) with a temporary prefix; stopped with SIGQUIT.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const EDGE_CONF = resolve(__dirname, '../../../deploy/edge.conf');

export async function startEdge(
  port: number,
  apiPort: number,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-bench-edge-'));
  chmodSync(dir, 0o755);
  for (const sub of ['logs', 'temp', 'cache']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777); // nginx's workers run as an unprivileged user
  }
  const conf = execFileSync('envsubst', ['${LISTEN} ${UPSTREAMS}'], {
    input: readFileSync(EDGE_CONF, 'utf8'),
    env: { ...process.env, LISTEN: `127.0.0.1:${port}`, UPSTREAMS: `server 127.0.0.1:${apiPort};` },
  }).toString();
  // The benchmark's one client address would meet the per-client rate limit at once: lifted here only.
  writeFileSync(join(dir, 'nginx.conf'), conf.replace(/^\s*limit_req zone=.*$/gm, ''));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/api/v1/health`);
      break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error(readFileSync(join(dir, 'logs/error.log'), 'utf8'));
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

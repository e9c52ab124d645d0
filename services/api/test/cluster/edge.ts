/**
 * The cluster test's edge: deploy/edge.conf itself, filled as its header says (envsubst with its two
 * placeholders: the address to listen on and one `server` line per API replica), under Debian's nginx with one
 * worker. The replicas are marked down after one failure for 2 s, as the header's example does.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../helpers/processes';

export const EDGE_CONF = join(ROOT, 'deploy/edge.conf');

export interface Edge {
  port: number;
  stop(): Promise<void>;
}

/** deploy/edge.conf with `${LISTEN}` and `${UPSTREAMS}` filled, nothing else touched. */
export function fillEdgeConf(listen: string, upstreams: string): string {
  return execFileSync('envsubst', ['${LISTEN} ${UPSTREAMS}'], {
    input: readFileSync(EDGE_CONF, 'utf8'),
    env: { ...process.env, LISTEN: listen, UPSTREAMS: upstreams },
  }).toString();
}

export async function startEdge(dir: string, port: number, upstreams: number[]): Promise<Edge> {
  // The prefix holds logs/, the cache and temp files; nginx's workers run unprivileged when the test runs as root.
  mkdirSync(dir, { recursive: true });
  for (let d = dir; d !== dirname(d) && d.startsWith(tmpdir()) && d !== tmpdir(); d = dirname(d)) chmodSync(d, 0o755);
  for (const sub of ['logs', 'temp', 'cache']) {
    mkdirSync(join(dir, sub), { recursive: true });
    chmodSync(join(dir, sub), 0o777);
  }
  const conf = fillEdgeConf(
    `127.0.0.1:${port}`,
    upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(' '),
  ).replace('worker_processes auto;', 'worker_processes 1;');
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const proc: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  const failed = new Promise<never>((_, reject) =>
    proc.on('error', (err) =>
      reject(new Error(`nginx could not be started (the cluster test needs it): ${err.message}`)),
    ),
  );
  void failed.catch(() => undefined);
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i === 100)
      throw new Error(
        `nginx did not answer on port ${port} within 10 s: ${readFileSync(join(dir, 'logs/error.log'), 'utf8')}`,
      );
    await Promise.race([failed, new Promise((r) => setTimeout(r, 100))]);
  }
  return {
    port,
    stop: async () => {
      proc.kill('SIGQUIT');
      await exited;
    },
  };
}

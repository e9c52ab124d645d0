/**
 * A reference static server for the benchmarks (bench:read, bench:lcp): Debian's nginx (`/usr/sbin/nginx`, or
 * NGINX_PATH) on 127.0.0.1 with its configuration in a temporary directory, serving a folder with `gzip_static`
 * (the pre-compressed `.gz` beside each file when the client accepts gzip), as a CDN or static host would send
 * the same bytes. With `proxyTo`, paths that are not in the folder go to that server (a static page's
 * stylesheets, fonts and images come from the product itself). Tuned like deploy/edge.conf where both do the
 * same thing (sendfile, tcp_nopush, keep-alive, open_file_cache, reuseport), so neither is handicapped: a static
 * host keeps its files open as the edge keeps its cached replies open.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StaticServer {
  url: string;
  workers: string;
  /** nginx's master process (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/** Starts nginx serving `root` on `port`; `workers` as nginx's worker_processes ('auto' = one per CPU). */
export async function startNginx(
  root: string,
  port: number,
  workers = 'auto',
  proxyTo?: string,
): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-nginx-'));
  mkdirSync(join(dir, 'tmp'));
  const conf = `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 100000;
  open_file_cache max=10000 inactive=60s;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { application/json json; text/html html; }
  server {
    listen 127.0.0.1:${port} reuseport;
    root ${root};
    gzip_static on;
    etag on;
    add_header Vary Accept-Encoding;
    ${proxyTo ? `location / { try_files $uri @product; }\n    location @product { proxy_pass ${proxyTo}; proxy_http_version 1.1; proxy_set_header Connection ""; }` : ''}
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${stderr || readFileSync(join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    workers,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

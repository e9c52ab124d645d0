/**
 * The cluster test's edge: nginx in front of the API replicas with the upstream rules the reference topology
 * needs (round robin; a replica that refuses or drops a connection is skipped and an idempotent request is
 * retried on the next; POST/PATCH are retried only when they never reached a replica). It stands in for the
 * upstream part of deploy/edge.conf, which this test does not read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

export interface Edge {
  port: number;
  stop(): Promise<void>;
}

export async function startEdge(dir: string, port: number, upstreams: number[]): Promise<Edge> {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs/error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  client_max_body_size 60m;
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const proc: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
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
    if (i === 100) throw new Error(`nginx did not answer on port ${port} within 10 s`);
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

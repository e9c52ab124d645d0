/**
 * For tests that run the API and the database as separate processes: start a process and wait for its
 * ready line, free ports, JSON calls over real HTTP, and an SSE client that hands out frames.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { withoutVersion } from './sse';

export const ROOT = join(__dirname, '../../../..');
export const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
export const SERVER = join(ROOT, 'services/api/src/server.ts');
/** The API's production build, as `npm start` runs it: plain JavaScript, no compiler at start (see `buildApi`). */
export const BUILT_SERVER = join(ROOT, 'services/api/dist/server.js');
export const DB_BIN = join(dirname(require.resolve('@laurel/embedded-mongo/package.json')), 'bin/embedded-mongo.cjs');

/**
 * Builds the API (services/api/scripts/build.mjs: esbuild, under a CPU-second; files replaced atomically, so
 * parallel test files may build at once) before a test starts BUILT_SERVER: a start through tsx compiles every
 * module again and cost a test that restarts the server several CPU-seconds each time.
 */
export function buildApi(): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'services/api/scripts/build.mjs')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`The API build failed:\n${built.stderr}`);
}

export interface Proc {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a process and resolves once its output matches `ready` (rejects if it exits first). */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<Proc & { match: RegExpExecArray }> {
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const check = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ proc, output: () => output, exited, match });
    };
    proc.stdout!.on('data', check);
    proc.stderr!.on('data', check);
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/** True when nothing listens on 127.0.0.1:`port` (checked by listening on it a moment). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/**
 * A free port for a server a test starts, below the kernel's ephemeral range (32768 and up): a port the kernel
 * handed out there could be taken by an outgoing connection between this check and the server's listen (the
 * cluster spec's replica once failed with EADDRINUSE that way). Random, so parallel Jest workers rarely meet.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
}

export async function stop(p: Proc | undefined): Promise<void> {
  if (!p || p.proc.exitCode !== null) return;
  p.proc.kill('SIGTERM');
  await p.exited;
}

export async function api(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: any }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** An SSE client: `next()` resolves with the next frame (text up to a blank line). */
export function openEvents(
  port: number,
  siteId: string,
): Promise<{ res: IncomingMessage; next: (ms?: number) => Promise<string>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/v1/sites/${siteId}/events` }, (res) => {
      let buffer = '';
      const frames: string[] = [];
      const waiting: Array<(frame: string) => void> = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          // Notices as they read without versions (events.spec.ts checks the versions themselves).
          if (frame.startsWith(': ping') || frame.includes('event: version')) continue;
          const w = waiting.shift();
          if (w) w(withoutVersion(frame));
          else frames.push(withoutVersion(frame));
        }
      });
      const next = (ms = 30_000): Promise<string> => {
        const ready = frames.shift();
        if (ready !== undefined) return Promise.resolve(ready);
        return new Promise((res2, rej) => {
          const waiter = (f: string): void => {
            clearTimeout(timer);
            res2(f);
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1); // a later frame goes to the next caller
            rej(new Error(`no SSE frame within ${ms} ms`));
          }, ms);
          waiting.push(waiter);
        });
      };
      resolve({ res, next, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

export const changeFrame = (siteId: string, kind: string, id: string): string =>
  `event: change\ndata: ${JSON.stringify({ siteId, kind, id })}`;

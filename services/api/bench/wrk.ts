/** Runs wrk (`/usr/bin/wrk`, or WRK_PATH) and reads its requests per second and latency percentiles. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx replies and socket errors. */
  errors: number;
}

export const wrkAvailable = (): boolean => existsSync(WRK);

/** Milliseconds from wrk's "1.23ms" / "850.00us" / "1.02s". */
function ms(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

export async function wrk(
  url: string,
  opts: { connections: number; seconds: number; headers?: string[] },
): Promise<WrkResult> {
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--latency'];
  for (const h of opts.headers ?? []) args.push('-H', h);
  const { stdout } = await run(WRK, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const p50 = ms(/\n\s+50%\s+(\S+)/.exec(stdout)?.[1] ?? '');
  const p99 = ms(/\n\s+99%\s+(\S+)/.exec(stdout)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = non2xx + (socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0);
  return { rps, p50, p99, errors };
}

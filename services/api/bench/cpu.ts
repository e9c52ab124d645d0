/**
 * CPU time of a server's processes (nginx's master and its workers) from /proc: on a shared, loaded machine the
 * requests per second of two servers measured one after the other swing with everyone else's work, while the CPU
 * each spends on a request does not. Linux only (null elsewhere).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The fields after the command name in /proc/PID/stat: [0] state, [1] ppid, [11] utime, [12] stime (ticks). */
function statOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The process and its children (nginx's workers). */
export function processTree(pid: number): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((p) => Number(statOf(p)?.[1]) === pid);
  return [pid, ...children];
}

/** Milliseconds of CPU (user and system) the processes have used so far; null without /proc. */
export function cpuMs(pids: number[]): number | null {
  if (pids.length === 0) return null;
  let ticks = 0;
  for (const pid of pids) {
    const f = statOf(pid);
    if (f) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

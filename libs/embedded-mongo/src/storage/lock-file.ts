// A lock file in the data directory so that two processes never open the same database.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';

const heldInThisProcess = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(dir: string): () => void {
  const file = join(dir, 'mongod.lock');
  if (heldInThisProcess.has(file)) throw new Error(`The data directory ${dir} is already in use by this process`);
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(`The data directory ${dir} is in use by another process (pid ${pid}); stop it first`);
    }
    fd = openSync(file, 'w'); // stale lock left by a process that died
  }
  writeSync(fd, String(process.pid));
  fsyncSync(fd);
  closeSync(fd);
  heldInThisProcess.add(file);
  return () => {
    heldInThisProcess.delete(file);
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

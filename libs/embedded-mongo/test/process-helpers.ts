// Runs the embedded-mongo bin as a child process, as a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const BIN = join(__dirname, '..', 'bin', 'embedded-mongo.cjs');

export interface Child {
  proc: ChildProcess;
  uri: string;
  stdout: () => string;
  exited: Promise<number | null>;
}

export function startChild(args: string[], env: Record<string, string> = {}): Promise<Child> {
  const proc = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    proc.stderr!.on('data', (d) => (err += d));
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /listening (mongodb:\/\/\S+)\n/.exec(out);
      if (m) resolve({ proc, uri: m[1], stdout: () => out, exited });
    });
    void exited.then((code) => reject(new Error(`embedded-mongo exited with ${code}: ${err}`)));
  });
}

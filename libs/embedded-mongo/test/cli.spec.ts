// The embedded-mongo bin: one "listening" line, clean shutdown on SIGTERM/SIGINT, usage errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { BIN, startChild } from './process-helpers';
import { startEmbeddedMongo } from '../src';

jest.setTimeout(30_000);

describe('embedded-mongo bin', () => {
  it('prints exactly one listening line, serves the driver, and exits cleanly on SIGINT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-cli-'));
    const child = await startChild(['--port', '0', '--dbpath', dir]);
    expect(child.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    const client = new MongoClient(child.uri);
    await client.db('a').collection('b').insertOne({ x: 1 });
    await client.close();
    child.proc.kill('SIGINT');
    expect(await child.exited).toBe(0);
    expect(child.stdout()).toBe(`listening ${child.uri}\n`);
    expect(readdirSync(dir)).not.toContain('mongod.lock');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a second process (or server) off a data directory it holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-cli-'));
    const child = await startChild(['--port', '0', '--dbpath', dir]);
    await expect(startEmbeddedMongo({ port: 0, dbPath: dir })).rejects.toThrow(
      `in use by another process (pid ${child.proc.pid})`,
    );
    const second = await startChild(['--port', '0', '--dbpath', dir]).catch((e: Error) => e);
    expect(String(second)).toMatch(/in use by another process/);
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('binds to another address when asked and still prints the loopback URI for 0.0.0.0', async () => {
    const child = await startChild(['--port', '0', '--bind', '0.0.0.0']);
    expect(child.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });

  it('rejects an unknown option with a usage message', () => {
    const r = spawnSync(process.execPath, [BIN, '--nope'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown option --nope/);
    expect(r.stdout).toBe('');
  });
});

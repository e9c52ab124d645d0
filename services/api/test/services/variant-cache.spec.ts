import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { variantCache } from '../../src/services/media/variant-cache';

describe('variant cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'variant-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a variant once per source bytes and recipe, then answers from the folder', async () => {
    const cache = variantCache(dir);
    const make = jest.fn(async () => Buffer.from('small webp'));
    const source = Buffer.from('a photo');
    expect((await cache.get(source, 'w320 q78', make)).toString()).toBe('small webp');
    expect((await cache.get(source, 'w320 q78', make)).toString()).toBe('small webp');
    expect(make).toHaveBeenCalledTimes(1);
    // Another width, or other bytes under the same name, is another variant.
    await cache.get(source, 'w640 q78', make);
    await cache.get(Buffer.from('another photo'), 'w320 q78', make);
    expect(make).toHaveBeenCalledTimes(3);
    // A second process sharing the folder finds what the first made; no partial files are left.
    const other = variantCache(dir);
    const never = jest.fn(async () => Buffer.from('not used'));
    expect((await other.get(source, 'w320 q78', never)).toString()).toBe('small webp');
    expect(never).not.toHaveBeenCalled();
    const files = readdirSync(dir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('without a folder makes every variant it is asked for', async () => {
    const cache = variantCache('');
    const make = jest.fn(async () => Buffer.from('webp'));
    await cache.get(Buffer.from('a photo'), 'w320', make);
    await cache.get(Buffer.from('a photo'), 'w320', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});

/**
 * Remotes deployed apart (issue 28): REMOTES_JSON may name a remote on an origin of its own (the static image,
 * deploy/Dockerfile.web); the shell then loads that remote's manifest, scripts and stylesheets from there, so the
 * Content-Security-Policy allows exactly those origins, and /remotes.json hands the list to the browser as is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp } from '../helpers/build-test-app';

const dir = mkdtempSync(join(tmpdir(), 'laurel-remotes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

test("the remotes' own origins may serve scripts, stylesheets and manifests; nothing else is added", async () => {
  const file = join(dir, 'remotes.json');
  const listed = {
    public_site: 'https://static.example.test/remotes/public-site/mf-manifest.json',
    cast: 'https://static.example.test/remotes/cast/mf-manifest.json',
    cms: 'http://127.0.0.1:4600/cms/mf-manifest.json',
    settings: '/remotes/settings/mf-manifest.json',
  };
  writeFileSync(file, JSON.stringify(listed));
  mkdirSync(join(dir, 'shell/dist'), { recursive: true });
  writeFileSync(join(dir, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  const t = await buildTestApp({ remotesJson: file, appsDir: dir });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual(listed);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The pages' policy (a JSON reply such as this one carries the short one of data: headers.spec.ts).
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      const values = csp.get(directive)!;
      expect(values).toEqual(expect.arrayContaining(['https://static.example.test', 'http://127.0.0.1:4600']));
      expect(values.filter((v) => v === 'https://static.example.test')).toHaveLength(1);
    }
    expect(csp.get('frame-src')).not.toContain('https://static.example.test');
  } finally {
    await t.close();
  }
  writeFileSync(file, '{ not json');
  await expect(buildTestApp({ remotesJson: file })).rejects.toThrow(
    `REMOTES_JSON (${file}) is not a readable JSON file`,
  );
});

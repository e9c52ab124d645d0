/**
 * The stylesheets a server-rendered page links (remote-styles.ts): the shell's, then the public-site remote's
 * `./pages` styles, each content once. The UI library's styles, emitted by both builds under different names,
 * were linked (and loaded) twice on every page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicPageStylesheets } from '../../src/services/server-render/remote-styles';

let apps: string;
beforeAll(() => {
  apps = mkdtempSync(join(tmpdir(), 'laurel-styles-'));
  const shell = join(apps, 'shell', 'dist');
  const remote = join(apps, 'public-site', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html>');
  writeFileSync(join(shell, '76.d4da23865c.css'), '.ui-theme{color:red}');
  writeFileSync(join(shell, '4591.544bf32727.css'), '.shell{margin:0}');
  writeFileSync(join(remote, '979.d4da2386.css'), '.ui-theme{color:red}');
  writeFileSync(join(remote, '82.f834c61e.css'), '.ui-theme .only-here{color:blue}');
  writeFileSync(join(remote, 'pages.0c8b5831.css'), '.ps-page{display:flex}');
  writeFileSync(
    join(remote, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'pages',
          assets: { css: { async: ['979.d4da2386.css', '82.f834c61e.css'], sync: ['pages.0c8b5831.css'] } },
        },
      ],
    }),
  );
});
afterAll(() => rmSync(apps, { recursive: true, force: true }));

test("a remote stylesheet with the same styles as one of the shell's is linked once, the shell's", () => {
  expect(publicPageStylesheets(apps, '/remotes/public-site/')).toEqual([
    '/4591.544bf32727.css',
    '/76.d4da23865c.css',
    '/remotes/public-site/82.f834c61e.css',
    '/remotes/public-site/pages.0c8b5831.css',
  ]);
});

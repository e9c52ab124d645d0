/**
 * The main entry `@laurel/theme` is on every page, so it must not reach the colour library: no module it
 * imports (transitively, through relative imports) may import colorjs.io or the colour modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as colors from './colors';
import * as main from './index';

const importsOf = (file: string): string[] =>
  [...readFileSync(join(__dirname, file), 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map(
    (m) => m[1],
  );

function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith('./')) visit(`${spec.slice(2)}.ts`);
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('entry points', () => {
  it('keeps colorjs.io and the colour modules out of @laurel/theme', () => {
    const { files, packages } = reachable('index.ts');
    expect([...packages].sort()).toEqual(['@laurel/domain']);
    for (const heavy of ['color.ts', 'contrast.ts', 'shades.ts', 'palette.ts', 'palette-variables.ts'])
      expect(files).not.toContain(heavy);
    expect(files).toContain('theme-variables.ts');
  });

  it('reaches colorjs.io from @laurel/theme/colors', () => {
    expect(reachable('colors.ts').packages).toContain('colorjs.io/fn');
  });

  it('exports what each side needs', () => {
    for (const name of [
      'themeVariables',
      'themeColorVariables',
      'applyThemeVariables',
      'siteFontsStylesheetUrl',
      'colorVar',
      'onColorVar',
      'fontStack',
      'DEFAULT_THEME_COLORS',
    ]) {
      expect(main).toHaveProperty(name);
    }
    for (const name of [
      'paletteVariables',
      'sitePalette',
      'siteThemeColors',
      'readableTextOn',
      'contrastRatio',
      'primaryColorError',
      'parseColor',
      'lightShade',
    ]) {
      expect(colors).toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    }
  });
});

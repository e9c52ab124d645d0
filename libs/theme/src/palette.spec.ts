import { CUSTOM_COLOR_NAMES, type SiteColors } from '@laurel/domain';
import { contrastRatio } from './contrast';
import { TEXT_ON, sitePalette } from './palette';

const colors = (over: Partial<SiteColors> = {}): SiteColors => ({
  darkMode: false,
  primary: 'rgba(21,44,83,1)',
  enableCustomColors: false,
  custom: {},
  ...over,
});

function expectReadable(p: ReturnType<typeof sitePalette>) {
  for (const [text, bg] of Object.entries(TEXT_ON))
    expect(contrastRatio(p.named[text as never], p.named[bg])).toBeGreaterThanOrEqual(4.5);
  for (const [bg, text] of Object.entries(p.on)) {
    const bgValue = (p as unknown as Record<string, string>)[bg] ?? p.named[bg as never];
    expect(contrastRatio(text, bgValue)).toBeGreaterThanOrEqual(4.5);
  }
  expect(contrastRatio(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(p.textMuted, p.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(p.focusRing, p.background)).toBeGreaterThanOrEqual(3);
}

describe('sitePalette', () => {
  it('uses the default primary and derives its shades', () => {
    const p = sitePalette(null);
    expect(p.primary).toBe('#152c53');
    expect(p.primaryDark).toBe('#000000');
    expect(p.named.banner).toBe('#152c53');
    expectReadable(p);
  });

  it('falls back from an invalid colors.primary to the site primaryColor', () => {
    expect(sitePalette(colors({ primary: 'bogus' }), '#aa0000').primary).toBe('#aa0000');
    expect(sitePalette(colors({ primary: 'bogus' }), 'also bogus').primary).toBe('#152c53');
  });

  it('keeps stored light and dark shades when they are valid', () => {
    const p = sitePalette(colors({ primaryLight: '#ddeeff', primaryDark: 'junk' }));
    expect(p.primaryLight).toBe('#ddeeff');
    expect(p.primaryDark).toBe('#000000');
  });

  it('applies custom colours only when enableCustomColors is on', () => {
    const custom = { banner: '#ff6600', recordRow: '#fafafa' };
    expect(sitePalette(colors({ custom })).named.banner).toBe('#152c53');
    const on = sitePalette(colors({ custom, enableCustomColors: true }));
    expect(on.named.banner).toBe('#ff6600');
    expect(on.named.recordRow).toBe('#fafafa');
  });

  it('replaces a custom text colour that would not be readable on its background', () => {
    const p = sitePalette(
      colors({
        enableCustomColors: true,
        custom: { filterBar: '#ffffff', filterBarText: '#eeeeee', entryText: '#0000aa' },
      }),
    );
    expect(p.named.filterBarText).not.toBe('#eeeeee');
    expect(p.named.entryText).toBe('#0000aa');
    expectReadable(p);
  });

  it('switches to dark surfaces in dark mode', () => {
    const p = sitePalette(colors({ darkMode: true }));
    expect(contrastRatio(p.background, '#000000')).toBeLessThan(1.5);
    expect(contrastRatio(p.text, '#ffffff')).toBeLessThan(1.5);
    expectReadable(p);
  });

  it('stays readable for many random sites', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const hex = () =>
      `#${Math.floor(rnd() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`;
    for (let i = 0; i < 150; i++) {
      const custom = Object.fromEntries(CUSTOM_COLOR_NAMES.map((n) => [n, hex()]));
      expectReadable(
        sitePalette(colors({ primary: hex(), darkMode: i % 2 === 0, enableCustomColors: i % 3 === 0, custom })),
      );
    }
  });
});

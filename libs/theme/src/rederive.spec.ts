import type { SiteColors } from '@laurel/domain';
import { contrastRatio, relativeLuminance } from './contrast';
import { parseColor } from './color';
import { sitePalette } from './palette';
import { derivedColors, rederiveForPrimary } from './rederive';
import { lightShade } from './shades';

// The demo's colours: maroon with stored shades, a gold stripe and a records header equal to the primary.
const demo: SiteColors = {
  darkMode: false,
  primary: '#7a1f2b',
  primaryDark: '#4d1219',
  primaryLight: '#e8c7cb',
  enableCustomColors: true,
  custom: { headerStripe: '#f3c969', startButton: '#f3c969', recordHeader: '#7a1f2b', recordText: '#1f1f1f' },
};

describe('rederiveForPrimary', () => {
  it('derives both shades again from the new primary', () => {
    const next = rederiveForPrimary(demo, '#1d4ed8');
    expect(next.primary).toBe('#1d4ed8');
    expect(next.primaryLight).toBe('');
    expect(next.primaryDark).toBe('');
    expect(sitePalette(next).primaryLight).toBe(lightShade('#1d4ed8'));
  });

  it('lets a named colour that was the old primary follow the new one, and keeps colours of their own', () => {
    const next = rederiveForPrimary(demo, '#1d4ed8');
    expect(next.custom.recordHeader).toBeUndefined();
    expect(next.custom.headerStripe).toBe('#f3c969');
    expect(next.custom.recordText).toBe('#1f1f1f');
    const palette = sitePalette(next);
    expect(palette.named.banner).toBe('#1d4ed8');
    expect(palette.named.recordHeader).toBe('#1d4ed8');
    expect(palette.named.homeButtons).toBe('#1d4ed8');
  });

  it('treats a named colour typed in another notation of the old primary as tied to it', () => {
    const next = rederiveForPrimary({ ...demo, custom: { banner: 'rgb(122 31 43)' } }, 'navy');
    expect(next.custom.banner).toBeUndefined();
  });

  it('changes nothing but the text while the primary is the same colour or unreadable', () => {
    expect(rederiveForPrimary(demo, '#7A1F2B')).toEqual({ ...demo, primary: '#7A1F2B' });
    expect(rederiveForPrimary(demo, 'not a colour')).toEqual({ ...demo, primary: 'not a colour' });
  });
});

describe('derivedColors', () => {
  it('is what the site would show without its own values', () => {
    const d = derivedColors(demo);
    expect(d.primaryLight).toBe(lightShade('#7a1f2b'));
    expect(d.named.recordHeader).toBe('#7a1f2b');
    expect(d.named.headerStripe).toBe(d.primaryDark);
  });
});

describe('dark mode buttons', () => {
  const primaries = ['#152c53', '#7a1f2b', '#000000', '#166534', '#1d4ed8', '#f3c969', '#ffffff'];
  it.each(primaries)('home and start buttons of %s stand out from the page without being a pale slab', (primary) => {
    const p = sitePalette({ darkMode: true, primary, enableCustomColors: false, custom: {} });
    for (const button of [p.named.homeButtons, p.named.startButton]) {
      expect(contrastRatio(button, p.background)).toBeGreaterThanOrEqual(1.6);
      // a dark primary stays a deep tone of itself; only a primary that is light already stays light
      if (relativeLuminance(parseColor(primary)) < 0.2) expect(relativeLuminance(parseColor(button))).toBeLessThan(0.2);
    }
    expect(contrastRatio(p.named.homeButtonText, p.named.homeButtons)).toBeGreaterThanOrEqual(4.5);
  });
});

import { DEFAULT_PRIMARY_COLOR } from '@laurel/domain';
import { parseColor } from './color';
import { relativeLuminance } from './contrast';
import { darkShade, darkenLab, lightShade, withLuminance } from './shades';

describe('primary shades', () => {
  it('derives black as the dark shade of the default primary (SPEC §9)', () => {
    expect(darkShade(DEFAULT_PRIMARY_COLOR)).toBe('#000000');
  });

  it('derives a pale tint of the same hue at luminance 0.85 as the light shade', () => {
    const light = parseColor(lightShade(DEFAULT_PRIMARY_COLOR));
    expect(relativeLuminance(light)).toBeCloseTo(0.85, 2);
    expect(light.b).toBeGreaterThan(light.r); // still bluish
  });

  it('moves luminance down as well as up', () => {
    expect(relativeLuminance(withLuminance(parseColor('#ffffff'), 0.85))).toBeCloseTo(0.85, 4);
    expect(relativeLuminance(withLuminance(parseColor('#ff0000'), 0.85))).toBeCloseTo(0.85, 4);
  });

  it('darkens mid colours without reaching black', () => {
    const dark = parseColor(darkShade('#3fa9f5'));
    expect(relativeLuminance(dark)).toBeLessThan(relativeLuminance(parseColor('#3fa9f5')));
    expect(relativeLuminance(dark)).toBeGreaterThan(0);
    expect(relativeLuminance(darkenLab(parseColor('#808080'), 0))).toBeCloseTo(
      relativeLuminance(parseColor('#808080')),
      4,
    );
  });

  it('treats an unreadable primary as black', () => {
    expect(darkShade('nonsense')).toBe('#000000');
  });
});

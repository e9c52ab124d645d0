import { parseColor, toCss } from './color';
import { AA_CONTRAST, contrastRatio, meetsContrast, readableTextOn, relativeLuminance } from './contrast';

/** A small seeded generator so failures can be reproduced. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance(parseColor('#fff'))).toBeCloseTo(1, 6);
  });

  it('picks light text on dark backgrounds and dark text on light ones', () => {
    expect(parseColor(readableTextOn('#152c53')).r).toBeGreaterThan(0.9);
    expect(parseColor(readableTextOn('#f3f3f3')).r).toBeLessThan(0.1);
  });

  it('keeps a preferred colour only when it reaches AA', () => {
    expect(readableTextOn('#152c53', { preferred: '#ffd700' })).toBe('#ffd700');
    expect(readableTextOn('#152c53', { preferred: '#1f3a6b' })).not.toBe('#1f3a6b');
  });

  it('reaches AA on 2,000 random opaque and translucent backgrounds', () => {
    const rnd = random(42);
    let worst = Infinity;
    for (let i = 0; i < 2000; i++) {
      const alpha = i % 4 === 0 ? Math.round(rnd() * 100) / 100 : 1;
      const bg = `rgba(${Math.floor(rnd() * 256)}, ${Math.floor(rnd() * 256)}, ${Math.floor(rnd() * 256)}, ${alpha})`;
      const text = readableTextOn(bg, { preferred: i % 3 === 0 ? toCss(parseColor(`hsl(${i % 360} 70% 50%)`)) : null });
      const ratio = contrastRatio(text, bg);
      worst = Math.min(worst, ratio);
      if (ratio < AA_CONTRAST) throw new Error(`${text} on ${bg}: ${ratio}`);
    }
    expect(worst).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('covers the hardest mid-grey backgrounds', () => {
    for (let v = 0; v <= 255; v++) {
      const bg = `rgb(${v}, ${v}, ${v})`;
      expect(meetsContrast(readableTextOn(bg), bg)).toBe(true);
    }
  });
});

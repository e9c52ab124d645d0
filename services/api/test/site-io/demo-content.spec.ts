import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteFile } from '@laurel/domain';
import { isRankedColumn } from '@laurel/domain';
import { DEMO_DIR } from '../../src/site-io/seed-demo';

// The demo site is the first thing a school sees (issue 15): it must hold up on a 4K wall.
const demo: SiteFile = JSON.parse(readFileSync(path.join(DEMO_DIR, 'site.json'), 'utf8'));
const file = (url: string) => path.join(DEMO_DIR, 'media', url.split('/').pop()!);
const LAST_CEREMONY = 2025; // the demo is dated January 2026

describe('the demo site', () => {
  it('has no induction year ahead of the demo date', () => {
    const profiles = demo.entries.filter((e) => !e.recordInfo && e.eventDate);
    expect(profiles.length).toBeGreaterThan(50);
    const late = profiles.filter((e) => Number(e.eventDate.slice(0, 4)) > LAST_CEREMONY).map((e) => e._id);
    expect(late).toEqual([]);
  });

  it('describes team seasons by their season, not by a meet', () => {
    const teams = demo.categories.find((c) => c._id === 'cat-team-records')!;
    const notes = demo.entries
      .filter((e) => e.categoryID === teams._id && e.recordInfo)
      .map((e) => e.recordInfo!.extraInfo);
    expect(notes.length).toBeGreaterThan(8);
    expect(notes.filter((n) => /meet|invitational/i.test(n))).toEqual([]);
    // the newest-first board is a list, not a ranking
    const titles = teams.recordColumns.find((c) => c.recordLabel === 'Conference Titles')!;
    expect(isRankedColumn(titles)).toBe(false);
  });

  it('has headshots large enough for a 4K wall, with the face high in a focal point', async () => {
    const headshots = demo.media.filter((m) => m.metadata.tags?.includes('headshot'));
    expect(headshots.length).toBeGreaterThan(50);
    for (const m of headshots) {
      expect(m.metadata.width).toBeGreaterThanOrEqual(1268); // the profile photo is drawn 1268 px wide at 4K
      expect(m.metadata.focalPoint?.y).toBeLessThan(0.5);
    }
    const real = await sharp(file(headshots[0].url)).metadata();
    expect([real.width, real.height]).toEqual([headshots[0].metadata.width, headshots[0].metadata.height]);
  });

  it('shows each folder once on Home: the carousel holds none of the grid', () => {
    const grid = demo.site.home.gridCategoryId;
    const inGrid = new Set([grid, ...demo.categories.filter((c) => c.parentCategoryID === grid).map((c) => c._id)]);
    expect(demo.site.home.carouselCategoryIds.length).toBeGreaterThan(1);
    expect(demo.site.home.carouselCategoryIds.filter((id) => inGrid.has(id))).toEqual([]);
  });
});

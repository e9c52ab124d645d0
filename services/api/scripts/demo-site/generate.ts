/**
 * Generates the demo site (services/api/demo/site.json + demo/media/): the Northfield High School Athletic
 * Hall of Fame. Deterministic: the same files on every run. Usage: npx tsx services/api/scripts/demo-site/generate.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFile } from '@laurel/domain';
import { buildCalendar } from './calendar';
import { category, entry } from './factories';
import { actionShot, background, logo, sponsorMark, tile } from './images';
import { MediaCollector } from './media';
import { buildProfiles } from './profiles';
import { createRandom } from './random';
import { buildRecords } from './records';
import { buildCastScreen, buildSite, buildUsers } from './site';

const DEMO_DIR = path.resolve(__dirname, '../../demo');

async function main(): Promise<void> {
  const mediaDir = path.join(DEMO_DIR, 'media');
  await rm(mediaDir, { recursive: true, force: true });
  await mkdir(mediaDir, { recursive: true });
  const random = createRandom(1978);
  const media = new MediaCollector(mediaDir);

  // legacyId: the id the folder had in the school's previous system; old links (/category/default/5f3c…) still resolve.
  const hallOfFame = category('cat-hall-of-fame', 'Hall of Fame', null, 'CategoriesCardLayout', {
    categoryDescription: 'Athletes, coaches and teams inducted since 1988.',
    legacyId: '5f3c1a2b9d1e8a0012345601',
  });
  const records = category('cat-records', 'Record Boards', null, 'CategoriesCardLayout', {
    categoryDescription: 'All-time school records.',
  });
  const classOf2026 = category('cat-class-of-2026', 'Class of 2026 Inductees', null, 'PersonCircleCardCategoryLayout', {
    isLive: false,
    categoryDescription: 'Announced at the October ceremony.',
  });
  const newFolder = category('cat-new-folder', 'NEW FOLDER', null, 'CategoriesCardLayout');

  const people = await buildProfiles(hallOfFame, media, random);
  const boards = buildRecords(records, random);
  const upcoming = entry('entry-class-2026-preview', classOf2026, {
    firstName: 'Jordan',
    lastName: 'Whitaker',
    activity: 'Soccer / Track',
    type: 'Athlete',
    graduationDate: '2009-01-01',
    description: '<p>To be announced.</p>',
  });

  const siteMedia = {
    logo: await media.add('media-logo', 'logo.png', await logo('NORTHFIELD', 'Athletic Hall of Fame'), {
      name: 'Northfield logo',
      tags: ['logo'],
      width: 600,
      height: 600,
    }),
    background: await media.add('media-background', 'background.jpg', await background(random), {
      name: 'Stadium lights',
      tags: ['background'],
      width: 1920,
      height: 1080,
    }),
    generic: await media.add('media-generic', 'generic.jpg', await tile('Northfield Huskies', random), {
      name: 'Generic card',
      tags: ['generic'],
      width: 800,
      height: 500,
    }),
    recordsTile: await media.add('media-records-tile', 'records-tile.jpg', await tile('Record Boards', random), {
      name: 'Record boards button',
      tags: ['button'],
      width: 800,
      height: 500,
    }),
    sponsors: [] as Awaited<ReturnType<MediaCollector['add']>>[],
    presenting: [] as Awaited<ReturnType<MediaCollector['add']>>[],
    video: media.addExternal(
      'media-video-ceremony',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      '2025 induction ceremony',
      'youtube',
    ),
  };
  for (const [name, tagline] of [
    ['Riverside Bank', 'Proud Husky supporter'],
    ['Miller Hardware', 'Since 1952'],
    ['Lakeshore Dental', 'Smiles for champions'],
    ['Grant Auto Group', 'Drive with pride'],
  ]) {
    siteMedia.sponsors.push(
      await media.add(
        `media-sponsor-${name.toLowerCase().replace(/\W+/g, '-')}`,
        `sponsor-${name.toLowerCase().replace(/\W+/g, '-')}.png`,
        await sponsorMark(name, tagline, random),
        { name, tags: ['sponsor'], width: 640, height: 320 },
      ),
    );
  }
  for (const [name, tagline] of [
    ['Northfield Boosters', 'Presenting sponsor'],
    ['Summit Health', 'Presenting sponsor'],
  ]) {
    siteMedia.presenting.push(
      await media.add(
        `media-presenting-${name.toLowerCase().replace(/\W+/g, '-')}`,
        `presenting-${name.toLowerCase().replace(/\W+/g, '-')}.png`,
        await sponsorMark(name, tagline, random),
        { name, tags: ['sponsor', 'presenting'], width: 640, height: 320 },
      ),
    );
  }
  // A retired photo: soft-deleted, visible only in the media library's "deleted" view.
  const retired = await media.add('media-retired-banner', 'retired-banner.jpg', await tile('Old Banner', random), {
    name: 'Old banner (retired)',
    tags: ['banner'],
    width: 800,
    height: 500,
  });
  retired.hideInDAM = true;
  hallOfFame.coverImage = people.entries[0].headshot;
  people.entries[0].legacyId = '5f3c1a2b9d1e8a0012345701';
  records.coverImage = siteMedia.recordsTile;
  // Photo galleries for a few inductees (their own random stream, so the other pictures stay as they were).
  const galleryRandom = createRandom(2026);
  for (const person of people.entries.filter((e) => e.type === 'Athlete').slice(0, 4)) {
    for (let n = 1; n <= 3; n++) {
      const id = `media-gallery-${person._id.replace(/^entry-/, '')}-${n}`;
      person.media.push(
        await media.add(id, `${id.slice(6)}.jpg`, await actionShot(galleryRandom), {
          name: `${person.firstName} ${person.lastName} in action (${n})`,
          description: `${person.firstName} ${person.lastName}, ${person.activity}`,
          tags: ['gallery'],
          width: 1280,
          height: 853,
        }),
      );
    }
  }
  await writeFile(path.join(mediaDir, 'athletics-calendar.ics'), buildCalendar());

  const categories = [hallOfFame, records, classOf2026, newFolder, ...people.categories, ...boards.categories];
  const file: SiteFile = {
    format: 'laurel-site@1',
    // Home: the Hall of Fame's folders in the grid, the record boards in the carousel (each folder once)
    site: buildSite(siteMedia, {
      grid: hallOfFame,
      carousel: boards.categories.filter((c) => c.parentCategoryID === records._id),
    }),
    categories,
    entries: [...people.entries, upcoming, ...boards.entries],
    media: media.items,
    castScreens: [buildCastScreen(['cat-1990s', 'cat-2000s', 'cat-boys-track-records', 'cat-team-records'])],
    users: buildUsers(['cat-records']),
  };
  await writeFile(path.join(DEMO_DIR, 'site.json'), `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `demo site: ${categories.length} folders, ${file.entries.length} entries, ${media.items.length} media items`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

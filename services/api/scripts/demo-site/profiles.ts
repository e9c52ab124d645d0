/** The hall of fame's people: inductees by decade, coaches and championship teams, with generated headshots. */
import type { Category, Entry } from '@laurel/domain';
import { category, entry } from './factories';
import { tile } from './images';
import { PORTRAIT, portrait, type PortraitPerson } from './portrait';
import type { MediaCollector } from './media';
import { CAREERS, COLLEGES, FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, LAST_NAMES, SPORTS } from './names';
import { createRandom, pad, slug, type Random } from './random';

/** The last induction ceremony before the demo's date (January 2026): no induction year lies ahead. */
const LAST_CEREMONY = 2025;

/**
 * The draws the demo's first headshots took from the shared stream (three picks and a 480 × 600 grain): they
 * are still taken, so the names, sports and records drawn after each headshot stay what they were.
 */
const FORMER_HEADSHOT_DRAWS = 3 + 480 * 600;

/** A portrait from its own stream (seeded by the entry id), leaving the shared stream as the former headshots did. */
async function headshot(id: string, person: PortraitPerson, random: Random): Promise<Buffer> {
  for (let i = 0; i < FORMER_HEADSHOT_DRAWS; i++) random.next();
  const own = createRandom([...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  return portrait({ ...person, older: person.older && own.chance(0.35) }, own);
}

interface Person {
  firstName: string;
  lastName: string;
  female: boolean;
}

function uniquePerson(random: Random, used: Set<string>): Person {
  for (;;) {
    const female = random.chance(0.45);
    const firstName = random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
    const lastName = random.pick(LAST_NAMES);
    const key = `${firstName} ${lastName}`;
    if (!used.has(key)) {
      used.add(key);
      return { firstName, lastName, female };
    }
  }
}

function sportsFor(person: Person, random: Random): string[] {
  const eligible = SPORTS.filter((s) => (person.female ? s.girls : s.boys));
  const first = random.pick(eligible);
  const second = random.chance(0.55) ? random.pick(eligible.filter((s) => s !== first)) : null;
  return second ? [first.name, second.name] : [first.name];
}

function biography(person: Person, sports: string[], gradYear: number, random: Random): string {
  const feats = sports.map((name) => random.pick(SPORTS.find((s) => s.name === name)!.feats));
  const college = random.pick(COLLEGES);
  const letters = random.int(6, 12);
  return [
    `<p><strong>${person.firstName} ${person.lastName}</strong> (Class of ${gradYear}) earned ${letters} varsity letters at Northfield in ${sports.join(' and ').toLowerCase()}.</p>`,
    `<ul>${feats.map((f) => `<li>${f[0].toUpperCase()}${f.slice(1)}</li>`).join('')}</ul>`,
    `<p>After Northfield, ${person.female ? 'she' : 'he'} competed at <em>${college}</em> and ${random.pick(CAREERS)}.</p>`,
  ].join('');
}

export async function buildProfiles(root: Category, media: MediaCollector, random: Random) {
  const categories: Category[] = [];
  const entries: Entry[] = [];
  const used = new Set<string>();
  const byDecade = category('cat-inductees-by-decade', 'Inductees by Decade', root, 'CategoriesCardLayout2', {
    categoryDescription: 'Every inductee, grouped by the decade they graduated.',
    filterCategories: ['lastName', 'activity', 'graduationDate', 'text'],
  });
  categories.push(byDecade);

  const decades = [1970, 1980, 1990, 2000, 2010];
  for (const decade of decades) {
    const folder = category(`cat-${decade}s`, `${decade}s`, byDecade, 'PersonCircleCardCategoryLayout', {
      filterCategories: ['lastName', 'activity', 'text'],
    });
    categories.push(folder);
    for (let i = 0; i < 10; i++) {
      const person = uniquePerson(random, used);
      const gradYear = decade + random.int(0, 9);
      const sports = sportsFor(person, random);
      const id = `entry-${slug(person.firstName)}-${slug(person.lastName)}`;
      const photo = await media.add(
        `media-headshot-${id.slice(6)}`,
        `headshot-${id.slice(6)}.jpg`,
        await headshot(id, { female: person.female, older: decade < 1990 }, random),
        {
          name: `${person.firstName} ${person.lastName}`,
          description: `Portrait of ${person.firstName} ${person.lastName}`,
          tags: ['headshot', `${decade}s`],
          width: PORTRAIT.width,
          height: PORTRAIT.height,
          focalPoint: { ...PORTRAIT.focalPoint },
        },
      );
      const inducted = Math.min(LAST_CEREMONY, gradYear + random.int(15, 30));
      entries.push(
        entry(id, folder, {
          firstName: person.firstName,
          lastName: person.lastName,
          activity: sports.join(' / '),
          type: 'Athlete',
          eventDate: `${inducted}-10-${pad(random.int(3, 24))}`,
          graduationDate: `${gradYear}-01-01`,
          description: biography(person, sports, gradYear, random),
          headshot: photo,
          // One inductee of the 2010s is still being written up: unpublished until the ceremony.
          isLive: !(decade === 2010 && i === 9),
        }),
      );
    }
    if (decade === 1970 || decade === 2010) folder.coverImage = entries[entries.length - 1].headshot;
  }
  const decade2010s = categories.find((c) => c._id === 'cat-2010s')!;
  entries.push(entry('entry-new-profile-2010s', decade2010s, { firstName: 'NEW PROFILE', isLive: true }));

  const coaches = category('cat-coaches', 'Legendary Coaches', root, 'PersonListCategoryLayout', {
    categoryDescription: 'The coaches who built Northfield athletics.',
  });
  categories.push(coaches);
  const coachSports = ['Football', 'Basketball', 'Track', 'Swimming', 'Wrestling'];
  for (let i = 0; i < coachSports.length; i++) {
    const person = uniquePerson(random, used);
    const id = `entry-coach-${slug(person.lastName)}`;
    const start = 1968 + i * 7;
    const photo = await media.add(
      `media-headshot-coach-${slug(person.lastName)}`,
      `headshot-coach-${slug(person.lastName)}.jpg`,
      await headshot(id, { female: person.female, older: true }, random),
      {
        name: `Coach ${person.lastName}`,
        tags: ['headshot', 'coach'],
        width: PORTRAIT.width,
        height: PORTRAIT.height,
        focalPoint: { ...PORTRAIT.focalPoint },
      },
    );
    entries.push(
      entry(id, coaches, {
        firstName: person.firstName,
        lastName: person.lastName,
        activity: coachSports[i],
        type: 'Coach',
        eventDate: `${start + 25}-10-12`,
        graduationDate: '',
        description: `<p>Head ${coachSports[i].toLowerCase()} coach from ${start} to ${start + random.int(15, 28)}, with ${random.int(8, 15)} conference titles.</p><p>Known to generations of Huskies simply as “Coach ${person.lastName}”.</p>`,
        headshot: photo,
      }),
    );
  }

  const teams = category('cat-championship-teams', 'Championship Teams', root, 'PersonBannersLayout', {
    categoryDescription: 'State championship teams inducted as a whole.',
  });
  categories.push(teams);
  const teamList: [string, number, string][] = [
    ['Football', 1978, 'Class A state champions, 13 - 0 - 0'],
    ['Girls Basketball', 1994, 'State champions after a 26 - 2 season'],
    ['Boys Track', 2003, 'State team champions with 61 points'],
    ['Girls Swimming', 2011, 'State champions, four relay titles'],
    ['Volleyball', 2016, 'State runners-up, conference champions'],
  ];
  for (const [sport, year, summary] of teamList) {
    const id = `entry-team-${slug(sport)}-${year}`;
    const picture = await media.add(
      `media-team-${slug(sport)}-${year}`,
      `team-${slug(sport)}-${year}.jpg`,
      await tile(`${year} ${sport}`, random),
      {
        name: `${year} ${sport}`,
        tags: ['team'],
        width: 1600,
        height: 1000,
      },
    );
    entries.push(
      entry(id, teams, {
        firstName: `${year} ${sport}`,
        lastName: 'Team',
        activity: sport.replace(/^(Boys|Girls) /, ''),
        type: 'Team',
        // inducted twenty years on, or at the last ceremony (October 2025) for recent teams: never in the future
        eventDate: `${Math.min(year + 20, LAST_CEREMONY)}-10-11`,
        graduationDate: `${year}-01-01`,
        description: `<p>${summary}.</p>`,
        headshot: picture,
      }),
    );
  }
  return { categories, entries };
}

/** A large site file for the benchmark: 10 top folders × 10 sub-folders × 50 profiles = 5,000 entries. */
import type { Category, Entry, SiteFile } from '@laurel/domain';
import { newCategory, newEntry, newSite } from '../src/services/defaults';

export const BENCH_SITE = 'bench';

export function benchSiteFile(tops = 10, subs = 10, perFolder = 50): SiteFile {
  const categories: Category[] = [];
  const entries: Entry[] = [];
  for (let a = 0; a < tops; a++) {
    const topId = `top-${a}`;
    const subIds = Array.from({ length: subs }, (_, b) => `sub-${a}-${b}`);
    categories.push(
      newCategory(BENCH_SITE, {
        _id: topId,
        categoryName: `Decade ${1930 + a * 10}s`,
        categories: subIds,
        hasSubCategories: true,
      }),
    );
    subIds.forEach((subId, b) => {
      const entryIds = Array.from({ length: perFolder }, (_, c) => `e-${a}-${b}-${c}`);
      categories.push(
        newCategory(BENCH_SITE, {
          _id: subId,
          categoryName: `Sport ${b + 1}`,
          parentCategoryID: topId,
          entries: entryIds,
          layout: 'PersonCircleCardCategoryLayout',
        }),
      );
      entryIds.forEach((id, c) =>
        entries.push(
          newEntry(BENCH_SITE, subId, {
            _id: id,
            firstName: `First${c}`,
            lastName: `Last${a}${b}${c}`,
            activity: 'Football / Track',
            type: 'Athlete',
            graduationDate: `${1930 + a * 10 + (c % 10)}-01-01`,
            description: `<p>Profile ${id}: four-year letter winner and team captain.</p>`,
            isLive: c % 25 !== 0,
          }),
        ),
      );
    });
  }
  const site = newSite(BENCH_SITE, 'client-bench', 'Benchmark Hall of Fame');
  const { _id: _omit, ...siteFields } = site;
  return { format: 'laurel-site@1', site: siteFields, categories, entries, media: [], castScreens: [], users: [] };
}

import type { AnalyticsFigures } from '@laurel/domain';
import { analyticsCsv } from './analytics-csv';
import { presetRange, RANGE_LENGTH_ERROR, RANGE_ORDER_ERROR, rangeErrors } from './date-range';
import { formatDuration } from './format-duration';

it('offers ranges that end today and explains bad ones', () => {
  expect(presetRange(7, new Date(2026, 2, 10))).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
  expect(rangeErrors({ startDate: '2026-03-04', endDate: '2026-03-01' })).toEqual({ endDate: RANGE_ORDER_ERROR });
  expect(rangeErrors({ startDate: '2024-01-01', endDate: '2026-03-01' })).toEqual({ endDate: RANGE_LENGTH_ERROR });
  expect(rangeErrors({ startDate: '', endDate: '2026-03-01' })).toEqual({ startDate: 'Enter a date.' });
});

it('writes each table as CSV, escaping cells that would run as spreadsheet formulas', () => {
  const report = {
    topSearches: [
      { term: 'smith, john', count: 3 },
      { term: '=HYPERLINK("x")', count: 1 },
    ],
  } as AnalyticsFigures;
  expect(analyticsCsv(report, 'searches').split('\r\n')).toEqual([
    'Search,Times',
    '"smith, john",3',
    `"'=HYPERLINK(""x"")",1`,
  ]);
});

it('says session lengths in words', () => {
  expect(formatDuration(45_000)).toBe('45 s');
  expect(formatDuration(90_000)).toBe('1 min 30 s');
  expect(formatDuration(120_000)).toBe('2 min');
});

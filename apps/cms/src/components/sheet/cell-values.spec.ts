import { dateText, normaliseDate, plainText, publishedText, richText, storedDate } from './cell-values';

test('dates as editors type them and spreadsheets paste them', () => {
  expect(storedDate('2019')).toBe('2019-01-01');
  expect(storedDate('2019-06-03')).toBe('2019-06-03');
  expect(storedDate('2019-6-3')).toBe('2019-06-03');
  expect(storedDate('6/3/2019')).toBe('2019-06-03');
  expect(storedDate('June 3, 2019')).toBe('2019-06-03');
  expect(storedDate('3 Jun 2019')).toBe('2019-06-03');
  expect(storedDate('2019-06-03T00:00:00.000Z')).toBe('2019-06-03');
  expect(storedDate('')).toBe('');
  expect(storedDate('2019-02-30')).toBeNull();
  expect(storedDate('Spring 2019')).toBeNull();
  expect(storedDate('13/13/2019')).toBeNull();
  expect(dateText('2019-01-01')).toBe('2019');
  expect(dateText('2019-06-03')).toBe('2019-06-03');
  expect(normaliseDate(' 6/3/2019 ')).toBe('2019-06-03');
  expect(normaliseDate('soon')).toBe('soon');
});

test('published as words', () => {
  expect(publishedText('yes')).toBe('Published');
  expect(publishedText('FALSE')).toBe('Draft');
  expect(publishedText('maybe')).toBe('maybe');
});

test('rich text round trip as plain paragraphs', () => {
  expect(plainText('<p>Four-time <strong>state</strong> champion.</p><p>Coach &amp; mentor</p>')).toBe(
    'Four-time state champion.\nCoach & mentor',
  );
  expect(richText('Four-time state champion.\nCoach & <mentor>')).toBe(
    '<p>Four-time state champion.</p><p>Coach &amp; &lt;mentor&gt;</p>',
  );
});

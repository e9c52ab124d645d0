/** Strings that have broken servers before: encodings, traversal, operators, prototype keys, odd unicode. */
import fc from 'fast-check';

export const NASTY_STRINGS = [
  '',
  ' ',
  '.',
  '..',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '$where',
  '$ne',
  '{"$gt":""}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  'true',
  '[]',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
  '\ud800',
  'Z\u0351\u0358\u0348\u0324\u0317\u033a',
  '\ufeff\u200b',
  'a'.repeat(129),
  'x'.repeat(5000),
];

/** A short or long, ASCII or full-unicode string, or one of NASTY_STRINGS. */
export const hostileString = (maxLength = 300): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 200) }) },
  );

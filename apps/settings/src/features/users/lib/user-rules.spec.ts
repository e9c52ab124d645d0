import { EMAIL_ERROR, PASSWORD_ERROR, validateNewUser } from './user-rules';
import { fontFileError } from '../../fonts';

it('explains a bad e-mail address or a short first password', () => {
  expect(validateNewUser('coach@school.org', '')).toEqual({});
  expect(validateNewUser('coach at school', 'short')).toEqual({ email: EMAIL_ERROR, password: PASSWORD_ERROR });
});

it('refuses files that are not fonts before uploading them', () => {
  expect(fontFileError({ name: 'Husky-700.woff2', size: 1000 })).toBeNull();
  expect(fontFileError({ name: 'logo.png', size: 1000 })).toMatch(/not a font/);
  expect(fontFileError({ name: 'Big.ttf', size: 6 * 1024 * 1024 })).toMatch(/larger than 5 MB/);
});

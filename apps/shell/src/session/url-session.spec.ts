import { documentMeta } from '../theme/document-meta';
import { readActiveSite, readTouchScreen, rememberActiveSite } from './url-session';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

test('touch-screen mode comes from ?touchScreen=true and is remembered', () => {
  const storage = memory();
  expect(readTouchScreen('', storage)).toBe(false);
  expect(readTouchScreen('?touchScreen=true', storage)).toBe(true);
  expect(readTouchScreen('', storage)).toBe(true);
  expect(readTouchScreen('?touchScreen=false', storage)).toBe(false);
  expect(readTouchScreen('', storage)).toBe(false);
});

test('the active site: URL first, then the login styleid query, then the last used site', () => {
  const storage = memory();
  expect(readActiveSite('/home/lookup', '', storage)).toBeNull();
  rememberActiveSite('west', storage);
  expect(readActiveSite('/home/lookup', '', storage)).toBe('west');
  expect(readActiveSite('/category/east/c1', '', storage)).toBe('east');
  expect(readActiveSite('/login', '?styleid=north', storage)).toBe('north');
  rememberActiveSite(null, storage);
  expect(readActiveSite('/', '', storage)).toBeNull();
});

test('page title and meta come from the SEO settings, then the home title', () => {
  const text = { metaTitle: '', metaDescription: 'Our hall of fame', metaAuthor: 'Athletics' };
  expect(documentMeta({ styleName: 'West', text, home: { title: 'West High Hall of Fame' } } as never)).toEqual({
    title: 'West High Hall of Fame',
    description: 'Our hall of fame',
    author: 'Athletics',
  });
  expect(
    documentMeta({ styleName: 'West', text: { ...text, metaTitle: 'SEO title' }, home: { title: 'x' } } as never).title,
  ).toBe('SEO title');
  expect(documentMeta(null).title).toBe('Laurel');
});

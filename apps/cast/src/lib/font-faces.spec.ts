/**
 * @jest-environment jsdom
 */
import { preloadFontFaces } from './font-faces';

const load = jest.fn((_font: string) => Promise.resolve([] as FontFace[]));
beforeAll(() => Object.defineProperty(document, 'fonts', { value: { load }, configurable: true }));
beforeEach(() => load.mockClear());
afterEach(() => document.head.replaceChildren());

const stylesheet = () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/api/v1/fonts/css2?family=Oswald';
  document.head.appendChild(link);
  return link;
};

test('asks for every weight of each family at once, and again when a stylesheet has loaded', () => {
  const stop = preloadFontFaces(['Oswald', 'Source Sans 3', 'Oswald', '', null]);
  const asked = ['400 1em "Oswald"', '700 1em "Oswald"', '400 1em "Source Sans 3"', '700 1em "Source Sans 3"'];
  expect(load.mock.calls.map((c) => c[0])).toEqual(asked);
  // the fonts' stylesheet arrives after the effect: its faces are declared only now
  stylesheet().dispatchEvent(new Event('load'));
  expect(load.mock.calls.map((c) => c[0])).toEqual([...asked, ...asked]);
  // other things loading (a photo) ask for nothing, and nothing after the effect ends
  document.head.appendChild(document.createElement('img')).dispatchEvent(new Event('load'));
  stop();
  stylesheet().dispatchEvent(new Event('load'));
  expect(load).toHaveBeenCalledTimes(8);
});

test('a font that fails to load changes nothing', async () => {
  load.mockImplementationOnce(() => Promise.reject(new Error('network')));
  expect(() => preloadFontFaces(['Oswald'])()).not.toThrow();
  await Promise.resolve();
});

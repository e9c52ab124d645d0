/**
 * @jest-environment jsdom
 */
import { addStylesheets } from './fonts';

const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);

afterEach(() => document.head.replaceChildren());

test('links each address once and removes what it added', () => {
  const remove = addStylesheets(['/api/v1/fonts/css2?family=Oswald', null, '/api/v1/sites/a/custom-fonts.css']);
  expect(linked()).toEqual([
    'http://localhost/api/v1/fonts/css2?family=Oswald',
    'http://localhost/api/v1/sites/a/custom-fonts.css',
  ]);
  remove();
  expect(linked()).toEqual([]);
});

test('a stylesheet the server-rendered page already links is not fetched again, and stays when the effect ends', () => {
  const server = document.createElement('link');
  server.rel = 'stylesheet';
  server.href = '/api/v1/fonts/css2?family=Oswald';
  document.head.appendChild(server);
  const remove = addStylesheets(['/api/v1/fonts/css2?family=Oswald', '/api/v1/fonts/css2?family=Lato']);
  expect(linked()).toEqual([
    'http://localhost/api/v1/fonts/css2?family=Oswald',
    'http://localhost/api/v1/fonts/css2?family=Lato',
  ]);
  remove();
  expect(linked()).toEqual(['http://localhost/api/v1/fonts/css2?family=Oswald']);
});

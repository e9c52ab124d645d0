// Fastify names a plugin by its 'fastify.display-name'; a plugin without one is searched for among every loaded
// module (require.cache) twice at each registration, which under Jest cost an API spec group ~14 s
// (plugins/app/plugin-name.ts). The API's own plugins all carry a name: each route folder its folder.
import { routeFolders } from '../../src/routes/route-folders';
import routes from '../../src/routes';
import bulk from '../../src/routes/sites/_siteId/categories/bulk';
import entries from '../../src/routes/sites/_siteId/categories/_categoryId/entries';
import recordColumns from '../../src/routes/sites/_siteId/categories/_categoryId/record-columns';
import records from '../../src/routes/sites/_siteId/categories/_categoryId/records';
import events from '../../src/routes/sites/_siteId/events';

const nameOf = (plugin: object): unknown => (plugin as Record<symbol, unknown>)[Symbol.for('fastify.display-name')];

test('every route folder is registered under its folder name', () => {
  const folders = routeFolders();
  expect(folders.length).toBeGreaterThan(40);
  for (const { prefix, plugin } of folders)
    expect(nameOf(plugin)).toBe(prefix.slice(1).replace(/:([A-Za-z]+)/g, '_$1'));
});

test('the route tree and the plugins a folder registers itself are named', () => {
  expect(nameOf(routes)).toBe('routes');
  expect(nameOf(bulk)).toBe('sites/_siteId/categories/bulk');
  expect(nameOf(entries)).toBe('sites/_siteId/categories/_categoryId/entries');
  expect(nameOf(recordColumns)).toBe('sites/_siteId/categories/_categoryId/record-columns');
  expect(nameOf(records)).toBe('sites/_siteId/categories/_categoryId/records');
  expect(nameOf(events)).toBe('sites/_siteId/events');
});

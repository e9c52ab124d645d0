import fastJsonStringify from 'fast-json-stringify';
import { SiteSchema } from '@laurel/domain';
import { serializerSchema } from '../../src/plugins/app/serializer-schema';
import { buildTestApp, IDS } from '../helpers/build-test-app';

/** How many ajv validators the serializer compiled from `schema` runs (each compiled on its first use). */
const validatorsIn = (schema: object) =>
  (fastJsonStringify(schema, { mode: 'standalone' }) as unknown as string).match(/getSchemaValidator\(/g)?.length ?? 0;

test("a site's reply serializer compiles no validator for its choices (layouts, header type, themes)", () => {
  expect(validatorsIn(SiteSchema)).toBeGreaterThan(5);
  expect(validatorsIn(serializerSchema(SiteSchema))).toBe(0);
});

test('a union of string literals is written as fast-json-stringify wrote it; other unions and the schema stay', () => {
  const reply = {
    type: 'object',
    properties: {
      layout: {
        anyOf: [
          { const: 'grid', type: 'string' },
          { const: 'list', type: 'string' },
        ],
        description: 'd',
      },
      either: { anyOf: [{ type: 'string', maxLength: 9 }, { type: 'number' }, { type: 'null' }] },
      photo: {
        anyOf: [{ type: 'object', properties: { url: { type: 'string' } }, required: ['url'] }, { type: 'null' }],
      },
      two: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object' }] },
      list: {
        type: 'array',
        items: {
          anyOf: [
            { const: 'a', type: 'string' },
            { const: 'b', type: 'string' },
          ],
        },
      },
    },
  };
  const before = JSON.stringify(reply);
  const converted = serializerSchema(reply) as unknown as Record<string, Record<string, Record<string, unknown>>>;
  expect(JSON.stringify(reply)).toBe(before);
  expect(converted.properties.layout).toEqual({ description: 'd', type: 'string', enum: ['grid', 'list'] });
  expect(converted.properties.either).toEqual({ type: ['string', 'number', 'null'], maxLength: 9 });
  expect(converted.properties.photo.type).toEqual(['object', 'null']);
  expect(converted.properties.two).toEqual(reply.properties.two);
  expect(validatorsIn(converted as object)).toBe(2);
  const values = [
    { layout: 'list', either: 3, photo: { url: '/a.jpg', extra: 1 }, two: { a: 'x' }, list: ['b', 'a'] },
    { layout: 'grid', either: 'text', photo: null, list: [] },
    { layout: 'grid', either: null },
  ];
  for (const value of values)
    expect(fastJsonStringify(converted as object)(value)).toBe(fastJsonStringify(reply as object)(value));
  expect(fastJsonStringify(converted as object)(values[0])).toBe(
    '{"layout":"list","either":3,"photo":{"url":"/a.jpg"},"two":{"a":"x"},"list":["b","a"]}',
  );
});

test('the site a visitor reads is served whole through the converted serializer', async () => {
  const t = await buildTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${IDS.siteA}/styling` });
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.home.layout).toEqual(expect.any(String));
    expect(site.colors).toEqual(expect.objectContaining({ darkMode: expect.any(Boolean) }));
  } finally {
    await t.close();
  }
});

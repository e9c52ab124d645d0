/** Kept reply bodies: a recheck that finds the same content reuses the kept compressed forms. */
import { gunzipSync } from 'node:zlib';
import { encodeBody } from '../../src/plugins/app/public-view/encoded-body';

const JSON_TYPE = 'application/json; charset=utf-8';
const folder = (name: string) => JSON.stringify({ name, people: Array.from({ length: 200 }, (_, i) => `Person ${i}`) });

it('keeps the compressed forms when a recheck finds the content unchanged', async () => {
  const kept = await encodeBody(folder('Hall of Fame'), JSON_TYPE);
  const again = await encodeBody(folder('Hall of Fame'), JSON_TYPE, kept);
  expect(again).toBe(kept);
});

it('compresses again when the content changed, and the new forms hold the new content', async () => {
  const kept = await encodeBody(folder('Hall of Fame'), JSON_TYPE);
  const changed = await encodeBody(folder('Wall of Honor'), JSON_TYPE, kept);
  expect(changed).not.toBe(kept);
  expect(changed.etag).not.toBe(kept.etag);
  expect(gunzipSync(changed.gzip as Buffer).toString()).toContain('Wall of Honor');
});

it('does not reuse a body of another type with the same bytes', async () => {
  const kept = await encodeBody(folder('Hall of Fame'), JSON_TYPE);
  const asText = await encodeBody(folder('Hall of Fame'), 'text/plain; charset=utf-8', kept);
  expect(asText).not.toBe(kept);
  expect(asText.type).toBe('text/plain; charset=utf-8');
});

import { appVersionOf } from './screen-id';

const page = (...srcs: string[]) => ({ scripts: srcs.map((src) => ({ src })) }) as unknown as Document;

it("names the build by its main script's content hash, whatever the hash length", () => {
  expect(appVersionOf(page('http://x/remotes/cast/main.b4f89f32.js'))).toBe('b4f89f32');
  expect(appVersionOf(page('http://x/config.js', 'http://x/main.0d335499be.js'))).toBe('0d335499be');
  expect(appVersionOf(page('http://x/main.js'))).toBe('dev');
});

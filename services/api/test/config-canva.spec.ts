import { loadConfig } from '../src/config';

const base = { JWT_SECRET: 'x'.repeat(40) };

it('leaves Canva off without CANVA_CLIENT_ID and CANVA_CLIENT_SECRET', () => {
  expect(loadConfig(base).canva).toBeNull();
});

it('reads the client, the defaults of Canva’s addresses and a fixed redirect URI', () => {
  const canva = loadConfig({
    ...base,
    CANVA_CLIENT_ID: 'OC-abc',
    CANVA_CLIENT_SECRET: 'cnvca-secret',
    CANVA_REDIRECT_URI: 'https://halls.example.com/canva-redirect',
  }).canva;
  expect(canva).toMatchObject({
    clientId: 'OC-abc',
    clientSecret: 'cnvca-secret',
    apiBase: 'https://api.canva.com/rest',
    authorizeUrl: 'https://www.canva.com/api/oauth/authorize',
    redirectUri: 'https://halls.example.com/canva-redirect',
  });
});

it('stops the start with a clear message for half a configuration or a bad address', () => {
  expect(() => loadConfig({ ...base, CANVA_CLIENT_ID: 'OC-abc' })).toThrow('CANVA_CLIENT_ID needs CANVA_CLIENT_SECRET');
  expect(() => loadConfig({ ...base, CANVA_API_BASE: 'https://proxy.example.com' })).toThrow(
    'CANVA_API_BASE is set but CANVA_CLIENT_ID is not',
  );
  expect(() =>
    loadConfig({ ...base, CANVA_CLIENT_ID: 'a', CANVA_CLIENT_SECRET: 'b', CANVA_API_BASE: 'ftp://x' }),
  ).toThrow('CANVA_API_BASE must be an http(s) URL');
});

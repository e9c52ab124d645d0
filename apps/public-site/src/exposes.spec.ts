import { REMOTES } from '@laurel/domain';
import { federationConfig } from '../module-federation.config';
import { exposes } from './exposes';

// Its contract is type-checked in exposes.ts; this holds the federation config (not type-checked) to it too.
test('the remote is built under its contract name, exposing its contract modules with their pages', () => {
  const contract = REMOTES.public_site;
  expect(federationConfig.name).toBe('public_site');
  expect(Object.keys(federationConfig.exposes).sort()).toEqual(Object.keys(contract.modules).sort());
  const exported = Object.fromEntries(
    Object.entries(exposes).map(([module, exports]) => [module, Object.keys(exports)]),
  );
  for (const [module, pages] of Object.entries(contract.modules)) {
    expect(exported[module]).toEqual(expect.arrayContaining(Object.keys(pages)));
  }
});

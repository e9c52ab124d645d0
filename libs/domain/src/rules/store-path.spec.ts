import { setStorePath, storePathError } from './store-path';

const state = { home: { colors: { custom: { banner: '#fff' } } }, fonts: {} };

describe('store setter', () => {
  it('sets an existing value without touching the original state', () => {
    const next = setStorePath(state, { page: 'home', group: 'colors', type: 'custom', name: 'banner', value: '#000' });
    expect(next.home.colors.custom.banner).toBe('#000');
    expect(state.home.colors.custom.banner).toBe('#fff');
  });
  it("says 'Payload invalid' when a part is missing", () => {
    expect(storePathError(state, { page: 'home', group: 'colors', type: 'custom', name: 'banner' })).toBe(
      'Payload invalid',
    );
    expect(storePathError(state, { page: 'home', group: '', type: 'custom', name: 'banner', value: 1 })).toBe(
      'Payload invalid',
    );
    expect(storePathError(state, null)).toBe('Payload invalid');
  });
  it('names an invalid page and a missing path', () => {
    expect(storePathError(state, { page: 'nope', group: 'a', type: 'b', name: 'c', value: 1 })).toBe(
      'Invalid page nope.',
    );
    expect(storePathError(state, { page: 'home', group: 'colors', type: 'custom', name: 'x', value: 1 })).toBe(
      'Path home colors custom x cannot be found.',
    );
    expect(storePathError(state, { page: 'fonts', group: 'toString', type: 'a', name: 'b', value: 1 })).toBe(
      'Path fonts toString a b cannot be found.',
    );
    expect(() => setStorePath(state, { page: 'home', group: 'x', type: 'y', name: 'z', value: 1 })).toThrow(
      'Path home x y z cannot be found.',
    );
  });
});

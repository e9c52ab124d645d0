import { screenIdFromPath } from './screen-id';

describe('screenIdFromPath', () => {
  it('reads the screen id of /cast/{screenId}', () => {
    expect(screenIdFromPath('/cast/cast-lobby')).toBe('cast-lobby');
    expect(screenIdFromPath('/cast/a%20b/')).toBe('a b');
  });
  it('rejects other paths', () => {
    expect(screenIdFromPath('/cast/')).toBeNull();
    expect(screenIdFromPath('/cast-screen/x')).toBeNull();
    expect(screenIdFromPath('/cast/a/b')).toBeNull();
    expect(screenIdFromPath('/cast/%E0%A4%A')).toBeNull();
  });
});

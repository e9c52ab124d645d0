import { entryOfManifest } from './remote-updates';

describe('entryOfManifest', () => {
  const manifestUrl = 'https://static.example.org/remotes/public-site/mf-manifest.json';

  it('names the remote entry beside the manifest, or under its path', () => {
    const manifest = (name: string, path = '') => ({ metaData: { remoteEntry: { name, path, type: 'global' } } });
    expect(entryOfManifest(manifest('public_site.e2c0fcb2.js'), manifestUrl)).toBe(
      'https://static.example.org/remotes/public-site/public_site.e2c0fcb2.js',
    );
    expect(entryOfManifest(manifest('public_site.7df30bef.js', 'v2/'), manifestUrl)).toBe(
      'https://static.example.org/remotes/public-site/v2/public_site.7df30bef.js',
    );
  });

  it('is null for a manifest without an entry (nothing to compare: the running version stays)', () => {
    expect(entryOfManifest({}, manifestUrl)).toBeNull();
    expect(entryOfManifest(null, manifestUrl)).toBeNull();
  });
});

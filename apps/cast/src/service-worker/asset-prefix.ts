/** Where the cast build's files are served (rspack's HTML publicPath for standalone.html); read by the build config too. */
export const ASSET_PREFIX = '/remotes/cast/';

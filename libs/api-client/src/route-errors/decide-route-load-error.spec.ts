import { DEFAULT_SERVER_ERROR, decideRouteLoadError, readQueryError } from './decide-route-load-error';

const noSite = 'No document exists for siteID nowhere';

const hosting = { productionHost: 'halls.example.com', marketingUrl: 'https://www.example.com/laurel' };

test('a missing site on the production host: the server message without return on a touch screen, the marketing site for a browser', () => {
  const onProduction = { status: 404, message: noSite, host: 'Halls.Example.com', hosting };
  expect(decideRouteLoadError({ ...onProduction, touchScreen: true })).toEqual({
    kind: 'popup',
    message: noSite,
    returnToPreviousPage: false,
  });
  expect(decideRouteLoadError({ ...onProduction, touchScreen: false })).toEqual({
    kind: 'leave',
    url: 'https://www.example.com/laurel',
  });
  // no marketing site configured: NotFound404
  expect(
    decideRouteLoadError({ ...onProduction, touchScreen: false, hosting: { ...hosting, marketingUrl: null } }),
  ).toEqual({ kind: 'not-found' });
});

test('a missing site elsewhere (another host, or no production host configured) shows NotFound404', () => {
  for (const touchScreen of [true, false]) {
    expect(
      decideRouteLoadError({ status: 404, message: noSite, touchScreen, host: 'staging.example.com', hosting }),
    ).toEqual({ kind: 'not-found' });
    expect(decideRouteLoadError({ status: 404, message: noSite, touchScreen, host: 'halls.example.com' })).toEqual({
      kind: 'not-found',
    });
  }
});

test('any other 404 goes Home; other statuses below 500 clear the site id (NotFound404)', () => {
  expect(decideRouteLoadError({ status: 404, message: 'Category not found', touchScreen: false })).toEqual({
    kind: 'home',
  });
  expect(decideRouteLoadError({ status: 403, touchScreen: false })).toEqual({ kind: 'not-found' });
  expect(decideRouteLoadError({ status: 400, message: 'bad', touchScreen: true })).toEqual({ kind: 'not-found' });
});

test('500 and above show the server text or the default, then go back', () => {
  expect(decideRouteLoadError({ status: 503, message: 'Database unavailable', touchScreen: false })).toEqual({
    kind: 'popup',
    message: 'Database unavailable',
    returnToPreviousPage: true,
  });
  expect(decideRouteLoadError({ status: 500, touchScreen: false })).toMatchObject({ message: DEFAULT_SERVER_ERROR });
  expect(decideRouteLoadError({ status: 'FETCH_ERROR', message: 'TypeError', touchScreen: false })).toMatchObject({
    kind: 'popup',
    message: 'Server Error. Close popup to refresh and try again.',
  });
});

test('reads status and message from RTK Query errors', () => {
  expect(readQueryError({ status: 404, data: { statusCode: 404, message: noSite } })).toEqual({
    status: 404,
    message: noSite,
  });
  expect(readQueryError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toEqual({ status: 502 });
  expect(readQueryError(undefined)).toBeNull();
});

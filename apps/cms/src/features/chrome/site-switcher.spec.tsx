import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, publicApi, sessionActions } from '@laurel/api-client';
import type { Site } from '@laurel/domain';
import { SiteSwitcher } from './site-switcher';

async function storeWithSites(siteIds: string[], names: Record<string, string>) {
  const store = makeStore();
  store.dispatch(sessionActions.siteIdsLoaded(siteIds));
  // The styling of each site, as start-up prefetches it after sign-in (SPEC §6).
  for (const [id, styleName] of Object.entries(names))
    await store.dispatch(publicApi.util.upsertQueryData('getStyling', id, { siteID: id, styleName } as Site));
  return store;
}

test("a user with several sites picks one by its name (each site's styling), the current one selected", async () => {
  const store = await storeWithSites(['north', 'south'], {
    north: 'Northfield Hall of Fame',
    south: 'Southside Records',
  });
  render(
    <Provider store={store}>
      <SiteSwitcher siteId="south" />
    </Provider>,
  );
  const select = screen.getByRole('combobox', { name: 'Site' }) as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual(['Northfield Hall of Fame', 'Southside Records']);
  expect(select.value).toBe('south');
});

test('a user with one site gets no switcher', async () => {
  const store = await storeWithSites(['north'], { north: 'Northfield Hall of Fame' });
  render(
    <Provider store={store}>
      <SiteSwitcher siteId="north" />
    </Provider>,
  );
  expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
});

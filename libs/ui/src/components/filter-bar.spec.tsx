import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchField } from './filter-bar';

describe('SearchField on a touch kiosk (docked keyboard)', () => {
  const field = <SearchField label="Search this collection" onSearch={() => undefined} keyboard="docked" />;

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens the keyboard for a field tapped before the server-made page was hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    // The visitor's tap lands on the server's markup: the field has the focus before React listens.
    screen.getByRole('searchbox', { name: 'Search this collection' }).focus();
    await act(async () => {
      hydrateRoot(container, field);
    });
    expect(await screen.findByRole('group', { name: 'Keyboard for Search this collection' })).toBeTruthy();
  });

  it('keeps the keyboard closed for a field nobody tapped', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, field);
    });
    expect(screen.queryByRole('group', { name: 'Keyboard for Search this collection' })).toBeNull();
  });
});

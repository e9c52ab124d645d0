import { render, screen, waitFor } from '@testing-library/react';
import { EditControlsProvider, EditSlot } from '@laurel/ui/edit-slots';
import { lazyControl } from './lazy-control';

const card = { siteId: 's', kind: 'entry' as const, id: 'e1', title: 'Ada', isLive: true, parentId: 'c1' };

test('the public rendering shows while a control loads, then the control', async () => {
  let resolve!: (m: { default: (p: { children?: React.ReactNode }) => React.ReactElement }) => void;
  const Card = lazyControl<'card'>(() => new Promise((r) => (resolve = r as never)));
  render(
    <EditControlsProvider controls={{ card: Card }}>
      <EditSlot name="card" target={card}>
        <a href="/e">Ada</a>
      </EditSlot>
    </EditControlsProvider>,
  );
  expect(screen.getByRole('link', { name: 'Ada' })).toBeTruthy();
  resolve({ default: ({ children }) => <div data-testid="control">{children}</div> });
  expect(await screen.findByTestId('control')).toBeTruthy();
});

test('a control that throws falls back to the public rendering; the page stays', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = lazyControl<'card'>(async () => ({
    default: () => {
      throw new Error('broken control');
    },
  }));
  render(
    <EditControlsProvider controls={{ card: Broken }}>
      <EditSlot name="card" target={card}>
        <a href="/e">Ada</a>
      </EditSlot>
      <p>rest of the page</p>
    </EditControlsProvider>,
  );
  expect(await screen.findByText('rest of the page')).toBeTruthy();
  await waitFor(() =>
    expect(error.mock.calls.some((c) => String(c[0]).includes('Edit control card failed'))).toBe(true),
  );
  expect(screen.getByRole('link', { name: 'Ada' })).toBeTruthy();
  error.mockRestore();
});

/**
 * @jest-environment jsdom
 */
import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { asComponent } from './remote-page';

test('a remote page that is itself lazy renders when the shell loads it lazily (no React #306)', async () => {
  const RemoteEntryPage = lazy(async () => ({ default: () => <p>Grace Hopper</p> }));
  const Page = lazy(async () => ({ default: asComponent(RemoteEntryPage) }));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(await screen.findByText('Grace Hopper')).toBeTruthy();
});

test('a plain function component is used as it is', () => {
  const Plain = () => null;
  expect(asComponent(Plain)).toBe(Plain);
});

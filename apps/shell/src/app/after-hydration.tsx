import { useEffect, type ReactNode } from 'react';

/** Calls `onDone` once its children are on the page (hydrated): what changes the store waits for it. */
export function AfterHydration({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the first commit
  return children;
}

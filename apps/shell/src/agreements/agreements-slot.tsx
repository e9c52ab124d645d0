import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '@laurel/api-client';
import { needsAgreements } from './needs-agreements';

const AgreementsGate = lazy(() => import('./agreements-gate'));

/** Loads the agreements dialog (its own chunk) only for the users who must sign them. */
export function AgreementsSlot() {
  const open = useSelector((s: RootState) => needsAgreements(s.session));
  return open ? (
    <Suspense fallback={null}>
      <AgreementsGate />
    </Suspense>
  ) : null;
}

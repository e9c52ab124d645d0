import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { FEATURE_FLAGS, useFlag, type Session } from '@laurel/api-client';

const ShareEntryButton = lazy(() => import('./share-entry-button'));

/**
 * The Share button of a profile page, behind the feature flag `entry-share-button` (its code loads only when
 * the flag is on). Web visitors only: a kiosk has nobody to share with.
 */
export function ShareEntrySlot({ name }: { name: string }) {
  const on = useFlag(FEATURE_FLAGS.entryShareButton);
  const touchScreen = useSelector((s: { session: Session }) => s.session.touchScreen);
  if (!on || touchScreen) return null;
  return (
    <Suspense fallback={null}>
      <ShareEntryButton name={name} />
    </Suspense>
  );
}

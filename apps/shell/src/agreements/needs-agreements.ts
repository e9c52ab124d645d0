import type { RootState } from '@laurel/api-client';

/** A signed-in user who has not signed the agreements sees them before anything else (never a kiosk). */
export const needsAgreements = (s: RootState['session']) =>
  s.ready && s.isAuth && !s.touchScreen && !s.hasSignedAgreements;

import { AgreementsSlot } from '../agreements/agreements-slot';
import { useGuidance } from '../monitoring/use-guidance';

/** The agreements dialog (its own chunk, for those who have not signed) and the guidance tool after signing. */
export function SignedInServices() {
  useGuidance();
  return <AgreementsSlot />;
}

export default SignedInServices;

import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { sessionActions, useSignAgreementsMutation, type AppDispatch, type RootState } from '@laurel/api-client';
import { ModalDialog } from '../app/modal-dialog';
import { fetchConfigJson } from '../monitoring/config-json';
import { parseRuntimeConfig, type AgreementLinks } from '../monitoring/runtime-config';
import { useSignOut } from '../session/use-sign-out';
import { needsAgreements } from './needs-agreements';

/**
 * The agreements (SPEC §6): shown to a signed-in user who has not signed them. Agreeing sets the flag in the
 * session at once (the CMS and the guidance tool start without waiting) and records it with signAgreements;
 * a failure to record is logged and the question comes back at the next sign-in. The other way out is
 * signing out. Links to the operator's terms and privacy notice come from /config.json.
 */
export function AgreementsGate() {
  const session = useSelector((s: RootState) => s.session);
  const dispatch = useDispatch<AppDispatch>();
  const [sign] = useSignAgreementsMutation();
  const signOut = useSignOut();
  const [links, setLinks] = useState<AgreementLinks>({ termsUrl: null, privacyUrl: null });
  const open = needsAgreements(session);
  useEffect(() => {
    if (open) void fetchConfigJson().then((c) => setLinks(parseRuntimeConfig(c).agreements));
  }, [open]);
  if (!open) return null;

  const agree = () => {
    dispatch(sessionActions.agreementsSigned());
    void sign().then((reply) => {
      if ('error' in reply) console.error('The agreements could not be recorded', reply.error);
    });
  };
  const site = session.organizationName || 'this site';
  return (
    <ModalDialog
      open
      title={`Before you edit ${site}`}
      onClose={() => undefined}
      actions={
        <>
          <button type="button" className="shell-button shell-button--secondary" onClick={() => void signOut()}>
            Sign out
          </button>
          <button type="button" className="shell-button shell-button--primary" onClick={agree}>
            I agree
          </button>
        </>
      }
    >
      <p>Signed in as {session.userEmail}. Please read and accept these terms to edit the site.</p>
      <ul className="shell-agreements">
        <li>
          You publish only what you may publish: photos, names and records of the people you add, with the permission
          your organisation requires.
        </li>
        <li>What you publish is public: visitors, kiosks, cast screens and search engines show it.</li>
        <li>Your account is yours alone: do not share your sign-in.</li>
        <li>
          Laurel keeps a record of changes, and measures how its editors use it (including session recordings with typed
          text masked) to fix problems and offer in-app guidance.
        </li>
      </ul>
      {links.termsUrl || links.privacyUrl ? (
        <p className="shell-agreements__links">
          {links.termsUrl ? (
            <a href={links.termsUrl} target="_blank" rel="noreferrer">
              Terms of service
            </a>
          ) : null}
          {links.privacyUrl ? (
            <a href={links.privacyUrl} target="_blank" rel="noreferrer">
              Privacy notice
            </a>
          ) : null}
        </p>
      ) : null}
    </ModalDialog>
  );
}

export default AgreementsGate;

import { useState } from 'react';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { HomePanel } from './home-panel';
import { useIsAdmin } from './use-is-admin';

/** Home in CMS mode: one button (bottom right, out of the way) opens every home page setting beside the page. */
export default function HomeEditor({ target }: EditControlProps<'home-editor'>) {
  const admin = useIsAdmin();
  const [open, setOpen] = useState(false);
  if (!admin) return null;
  return (
    <>
      {open ? null : (
        <button type="button" className="ui-button ui-button--primary cms-floating" onClick={() => setOpen(true)}>
          Edit home page
        </button>
      )}
      {open ? (
        <HomePanel siteId={target.siteId} site={target.site} tree={target.tree} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

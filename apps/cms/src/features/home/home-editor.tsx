import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { usePageToolsHost } from '../../lib/page-tools';
import { HomePanel } from './home-panel';
import { useIsAdmin } from '../../lib/use-is-admin';

/**
 * Home in CMS mode: one button opens every home page setting beside the page. It sits in the editing bar (the
 * page's tools), where it covers nothing of Home; without the bar it floats bottom right.
 */
export default function HomeEditor({ target }: EditControlProps<'home-editor'>) {
  const admin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const bar = usePageToolsHost();
  if (!admin) return null;
  const button = (
    <button
      type="button"
      className={bar ? 'cms-chrome__tool cms-chrome__tool--page' : 'ui-button ui-button--primary cms-floating'}
      onClick={() => setOpen(true)}
    >
      Edit home page
    </button>
  );
  return (
    <>
      {open ? null : bar ? createPortal(button, bar) : button}
      {open ? (
        <HomePanel siteId={target.siteId} site={target.site} tree={target.tree} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

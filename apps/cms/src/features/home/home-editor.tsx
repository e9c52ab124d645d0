import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { EditControlProps } from '@laurel/ui/edit-slots';
import { usePageToolsHost } from '../../lib/page-tools';
import { HomePanel } from './home-panel';
import { useIsAdmin } from '../../lib/use-is-admin';

/**
 * Home in CMS mode: one button opens every home page setting beside the page. It sits in the editing bar (the
 * page's tools), where it covers nothing of Home, and shows only once the bar is there: the bar's code often
 * arrives after this control's, and a button shown elsewhere first would jump into the bar under a press that
 * had started on it (the press then ends on something else, and the click is lost).
 */
export default function HomeEditor({ target }: EditControlProps<'home-editor'>) {
  const admin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const bar = usePageToolsHost();
  if (!admin) return null;
  if (open)
    return <HomePanel siteId={target.siteId} site={target.site} tree={target.tree} onClose={() => setOpen(false)} />;
  if (!bar) return null;
  return createPortal(
    <button type="button" className="cms-chrome__tool cms-chrome__tool--page" onClick={() => setOpen(true)}>
      Edit home page
    </button>,
    bar,
  );
}

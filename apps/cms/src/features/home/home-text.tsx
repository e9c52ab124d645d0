import type { EditControlProps } from '@laurel/ui/edit-slots';
import { InlineText } from '../../components/ui/inline-text';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { useIsAdmin } from '../../lib/use-is-admin';
import { useSiteFields } from './use-site-field';

const LABELS = {
  title: 'Home page title',
  homeDescription: 'Home page description',
  startButtonText: 'Start button text',
};

/** The home page's title or description, typed where visitors read it (site admins). */
export default function HomeText({ target, children }: EditControlProps<'home-text'>) {
  const admin = useIsAdmin();
  if (!admin) return <>{children}</>;
  return <Editable target={target} />;
}

function Editable({ target }: Pick<EditControlProps<'home-text'>, 'target'>) {
  const fields = useSiteFields(target.siteId, target.site);
  const label = LABELS[target.field];
  const { draft, change, status, retry } = useFieldSave(fields.home(target.field, label));
  return (
    <InlineText
      label={label}
      value={draft}
      onChange={change}
      status={status}
      onRetry={retry}
      multiline={target.field === 'homeDescription'}
    />
  );
}

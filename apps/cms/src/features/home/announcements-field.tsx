import type { Site } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { useSiteFields } from './use-site-field';

const newId = () => `a-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The home page's announcements: one line each, added, edited and removed here. */
export function AnnouncementsField({ siteId, site }: { siteId: string; site: Site }) {
  const fields = useSiteFields(siteId, site);
  const { draft, change, status, retry } = useFieldSave(fields.announcements());
  return (
    <div className="cms-field">
      <ul className="cms-list" aria-label="Announcements">
        {draft.map((a, i) => (
          <li key={a.id} className="cms-list__row">
            <input
              className="cms-input"
              aria-label={`Announcement ${i + 1}`}
              value={a.text}
              onChange={(e) => change(draft.map((x) => (x.id === a.id ? { ...x, text: e.target.value } : x)))}
            />
            <button
              type="button"
              className="ui-button ui-button--ghost"
              onClick={() => change(draft.filter((x) => x.id !== a.id))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => change([...draft, { id: newId(), text: '' }])}
      >
        Add announcement
      </button>
      <SaveMark status={status} onRetry={retry} />
    </div>
  );
}

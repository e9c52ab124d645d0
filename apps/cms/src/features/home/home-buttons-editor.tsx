import type { HomeButton, Site } from '@laurel/domain';
import { SaveMark } from '../../components/ui/save-mark';
import { useCache } from '../../lib/content/use-cache';
import { useFieldSave } from '../../lib/saves/use-field-save';
import { useSaveDebouncer } from '../../lib/saves/use-save-debouncer';
import { toButtonsInput } from '../../lib/home-buttons-input';
import { HomeButtonRow } from './home-button-row';
import { homeApi } from './site-endpoints';

const newButtonId = () => `btn-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The home buttons, saved only through their own action (SPEC §5), 2000 ms after the last change. */
export function HomeButtonsEditor({ siteId, site }: { siteId: string; site: Site }) {
  const [save] = homeApi.useHomeSaveButtonsMutation();
  const apply = useCache();
  const debouncer = useSaveDebouncer();
  const { draft, change, status, retry } = useFieldSave<HomeButton[]>({
    key: `site:${siteId}:homeButtons`,
    label: 'Home buttons',
    value: site.homeButtons,
    apply: (homeButtons) => apply({ kind: 'site', siteId, patch: { homeButtons } }),
    send: async (buttons) => {
      const reply = await save({ siteId, homeButtons: toButtonsInput(buttons) }).unwrap();
      apply({ kind: 'site', siteId, patch: { homeButtons: reply.homeButtons } });
    },
  });
  const update = (i: number, b: HomeButton) => change(draft.map((x, j) => (j === i ? b : x)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next);
  };
  return (
    <div className="cms-field">
      <ol className="cms-list cms-home-buttons">
        {draft.map((b, i) => (
          <HomeButtonRow
            key={b.buttonId}
            siteId={siteId}
            button={b}
            index={i}
            count={draft.length}
            onChange={(next) => update(i, next)}
            onMove={(by) => move(i, by)}
            onRemove={() => change(draft.filter((_, j) => j !== i))}
            flush={() => debouncer.flush()}
          />
        ))}
      </ol>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() =>
          change([...draft, { buttonId: newButtonId(), type: 'Text', label: 'New button', data: { text: '' } }])
        }
      >
        Add button
      </button>
      <SaveMark status={status} onRetry={retry} />
    </div>
  );
}

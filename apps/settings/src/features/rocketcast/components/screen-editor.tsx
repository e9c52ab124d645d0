import { useEffect, useState } from 'react';
import type { CastPreview, CastScreen } from '@laurel/domain';
import type { FolderOption } from '../../../lib/use-folders';
import { TextField } from '../../../components/field';
import { Switch } from '../../../components/switch';
import { SaveBar } from '../../../components/save-bar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsDeleteCastScreenMutation, useSettingsPatchCastScreenMutation } from '../api/cast-endpoints';
import {
  CONFIG_SWITCHES,
  draftConfig,
  readScreen,
  screenInput,
  validateScreen,
  type ScreenDraft,
} from '../lib/screen-form';
import { CastPreviewFrame } from './cast-preview-frame';
import { FolderOrder } from './folder-order';

export interface ScreenEditorProps {
  siteId: string;
  screen: CastScreen;
  folders: FolderOption[];
  byId: Map<string, FolderOption>;
  emergency: CastPreview['emergency'];
  onDeleted: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One screen's name, folders in order, switches and slide time, with the live preview of the player. */
export function ScreenEditor({ siteId, screen, folders, byId, emergency, onDeleted }: ScreenEditorProps) {
  const [draft, setDraft] = useState<ScreenDraft>(() => readScreen(screen));
  const [formError, setFormError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [patch, patching] = useSettingsPatchCastScreenMutation();
  const [remove, removing] = useSettingsDeleteCastScreenMutation();
  const saved = readScreen(screen);
  const dirty = !same(draft, saved);
  useEffect(() => {
    setDraft(readScreen(screen));
  }, [screen]);
  const errors = validateScreen(draft);
  const change = (p: Partial<ScreenDraft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setFormError(null);
  };
  const save = async () => {
    if (Object.keys(validateScreen(draft)).length > 0) return;
    const result = await patch({ siteId, screenId: screen.screenId, input: screenInput(draft) });
    if ('error' in result && result.error)
      return setFormError(apiErrorMessage(result.error, 'The screen could not be saved.'));
    setSavedAt(Date.now());
  };
  const del = async () => {
    const result = await remove({ siteId, screenId: screen.screenId });
    if ('error' in result && result.error) return setFormError(apiErrorMessage(result.error));
    setConfirming(false);
    onDeleted();
  };
  return (
    <section className="st-section st-screen-editor" aria-labelledby="st-screen-title">
      <div className="st-screen-editor__head">
        <h2 className="st-section__title" id="st-screen-title">
          {screen.name}
        </h2>
        <button
          type="button"
          className="st-button st-button--ghost st-button--danger-text"
          onClick={() => setConfirming(true)}
        >
          Delete screen
        </button>
      </div>
      <div className="st-split st-split--even">
        <div className="st-split__form">
          <TextField
            label="Name"
            value={draft.name}
            error={errors.name}
            maxLength={200}
            onChange={(name) => change({ name })}
          />
          <FolderOrder
            folders={folders}
            byId={byId}
            value={draft.categoryIds}
            onChange={(categoryIds) => change({ categoryIds })}
          />
          <TextField
            label="Seconds per slide"
            inputMode="decimal"
            hint="How long each slide stays on screen. Default 5."
            value={draft.slideSeconds}
            error={errors.slideSeconds}
            onChange={(slideSeconds) => change({ slideSeconds })}
          />
          <fieldset className="st-fieldset">
            <legend className="st-field__label">What the screen shows</legend>
            {CONFIG_SWITCHES.map((s) => (
              <Switch
                key={s.key}
                label={s.label}
                hint={s.hint || undefined}
                checked={draft.config[s.key]}
                onChange={(on) => change({ config: { ...draft.config, [s.key]: on } })}
              />
            ))}
          </fieldset>
        </div>
        <div className="st-split__preview">
          <CastPreviewFrame
            screenId={screen.screenId}
            name={screen.name}
            preview={{ categoryIds: draft.categoryIds, config: draftConfig(draft), emergency }}
          />
        </div>
      </div>
      <SaveBar
        dirty={dirty}
        saving={patching.isLoading}
        invalid={Object.keys(errors).length > 0}
        formError={formError}
        savedAt={savedAt}
        what="screen"
        onSave={() => void save()}
        onDiscard={() => setDraft(saved)}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete this cast screen?"
        confirmLabel="Delete screen"
        busy={removing.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void del()}
      >
        <p>
          {screen.name} stops playing on its TV (it shows “No media to display”). An admin can restore it from recently
          deleted.
        </p>
      </ConfirmDialog>
    </section>
  );
}

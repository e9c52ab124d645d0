import { useState } from 'react';
import type { CastScreen } from '@laurel/domain';
import { TextField } from '../../../components/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsCreateCastScreenMutation } from '../api/cast-endpoints';
import { NAME_ERROR } from '../lib/screen-form';

/** Adds a screen by name (default settings, no folders yet) and opens it in the editor. */
export function AddScreenForm({ siteId, onAdded }: { siteId: string; onAdded: (screen: CastScreen) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useSettingsCreateCastScreenMutation();
  const submit = async () => {
    if (!name.trim()) return setError(NAME_ERROR);
    const result = await create({ siteId, input: { name: name.trim() } });
    if ('error' in result && result.error)
      return setError(apiErrorMessage(result.error, 'The screen could not be added.'));
    setName('');
    setError(null);
    if (result.data) onAdded(result.data);
  };
  return (
    <form
      className="st-add-screen"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="New screen name"
        placeholder="Gym lobby TV"
        value={name}
        error={error}
        maxLength={200}
        onChange={(v) => {
          setName(v);
          setError(null);
        }}
      />
      <button type="submit" className="st-button st-button--primary" disabled={creating.isLoading}>
        {creating.isLoading ? 'Adding…' : 'Add screen'}
      </button>
    </form>
  );
}

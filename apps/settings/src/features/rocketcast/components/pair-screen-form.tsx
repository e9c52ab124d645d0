import { useState } from 'react';
import { CAST_PAIRING_PATH, type PairedScreen } from '@laurel/domain';
import { TextField } from '../../../components/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsPairScreenMutation } from '../api/pairing-endpoints';
import { NAME_ERROR } from '../lib/screen-form';

const CODE_ERROR = 'Enter the 6-character code the screen shows.';

/**
 * Pairs a new TV or kiosk by the code it shows (issue 24): only a paired screen plays a cast screen, is listed
 * and is monitored. A TV becomes a new cast screen, opened in the editor to choose what it plays.
 */
export function PairScreenForm({ siteId, onPaired }: { siteId: string; onPaired: (screen: PairedScreen) => void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ code?: string; name?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [pair, pairing] = useSettingsPairScreenMutation();
  const submit = async () => {
    const next = { code: code.trim() ? undefined : CODE_ERROR, name: name.trim() ? undefined : NAME_ERROR };
    setDone(null);
    if (next.code || next.name) return setErrors(next);
    const result = await pair({ siteId, input: { code: code.trim(), name: name.trim() } });
    if ('error' in result && result.error)
      return setErrors({ form: apiErrorMessage(result.error, 'The screen could not be paired.') });
    setCode('');
    setName('');
    setErrors({});
    if (!result.data) return;
    setDone(
      result.data.kind === 'cast'
        ? `Paired. “${result.data.name}” now plays this cast screen; choose its folders below.`
        : `Paired. The kiosk “${result.data.name}” is monitored now.`,
    );
    onPaired(result.data);
  };
  return (
    <form
      className="st-pair-screen"
      aria-label="Pair a screen"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="st-field__hint">
        A new TV opened at <code>{CAST_PAIRING_PATH}</code> shows a code; so does a kiosk opened with{' '}
        <code>?touchScreen=true&amp;pair=true</code>. Enter it here within 15 minutes.
      </p>
      <div className="st-add-screen">
        <TextField
          label="Pairing code"
          placeholder="ABC234"
          value={code}
          error={errors.code}
          maxLength={20}
          autoComplete="off"
          onChange={(v) => {
            setCode(v);
            setErrors({});
          }}
        />
        <TextField
          label="Screen name"
          placeholder="Gym lobby TV"
          value={name}
          error={errors.name}
          maxLength={200}
          onChange={(v) => {
            setName(v);
            setErrors({});
          }}
        />
        <button type="submit" className="st-button st-button--primary" disabled={pairing.isLoading}>
          {pairing.isLoading ? 'Pairing…' : 'Pair screen'}
        </button>
      </div>
      {errors.form ? (
        <p className="st-notice st-notice--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {done ? (
        <p className="st-field__hint" role="status">
          {done}
        </p>
      ) : null}
    </form>
  );
}

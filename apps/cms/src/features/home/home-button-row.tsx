import { useState } from 'react';
import { extractTwitterHandle, MESSAGES, type HomeButton } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { MediaPicker } from '../../components/media-picker/media-picker';
import { homeApi } from './site-endpoints';
import { TwitterFeedFailure } from './twitter-feed-failure';

const TYPES: { value: HomeButton['type']; label: string }[] = [
  { value: 'Image', label: 'Image link' },
  { value: 'Text', label: 'Text popup' },
  { value: 'Calendar', label: 'Calendar' },
  { value: 'Twitter', label: 'Twitter / X feed' },
];

export interface HomeButtonRowProps {
  siteId: string;
  button: HomeButton;
  index: number;
  count: number;
  onChange: (b: HomeButton) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Sends the buttons now (a new Twitter button must exist on the server before it is confirmed). */
  flush: () => Promise<void>;
}

/** One home button: its type, label and what it opens; a Twitter button confirms its username. */
export function HomeButtonRow({ siteId, button, index, count, onChange, onMove, onRemove, flush }: HomeButtonRowProps) {
  const [picking, setPicking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [confirm, confirming] = homeApi.useHomeConfirmTwitterMutation();
  const data = (patch: Partial<HomeButton['data']>) => onChange({ ...button, data: { ...button.data, ...patch } });
  const n = index + 1;
  const doConfirm = async () => {
    // A profile URL or '@handle' is cleaned to the handle first (SPEC §5).
    const username = extractTwitterHandle(button.data.username) ?? (button.data.username ?? '').trim();
    if (username !== button.data.username) data({ username });
    setResult(null);
    try {
      await flush();
      const reply = await confirm({ siteId, buttonId: button.buttonId, username }).unwrap();
      setResult(reply.confirmed ? MESSAGES.twitterConfirmSuccess : MESSAGES.twitterConfirmError);
    } catch {
      setResult(MESSAGES.twitterConfirmError);
    }
  };
  return (
    <li className="cms-home-button" aria-label={`Home button ${n}`}>
      <div className="cms-list__row">
        <select
          className="cms-input"
          aria-label={`Button ${n} type`}
          value={button.type}
          onChange={(e) => onChange({ ...button, type: e.target.value as HomeButton['type'] })}
        >
          {TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="ui-button ui-button--ghost"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move button ${n} earlier`}
        >
          ↑
        </button>
        <button
          type="button"
          className="ui-button ui-button--ghost"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move button ${n} later`}
        >
          ↓
        </button>
        <button type="button" className="ui-button ui-button--ghost cms-button--danger-text" onClick={onRemove}>
          Remove
        </button>
      </div>
      <input
        className="cms-input"
        aria-label={`Button ${n} label`}
        placeholder="Label"
        value={button.label}
        onChange={(e) => onChange({ ...button, label: e.target.value })}
      />
      {button.type === 'Image' ? (
        <>
          <div className="cms-media-field">
            <span className="cms-media-field__thumb">
              {button.data.image ? (
                <MediaImage media={button.data.image} alt="" sizes="96px" />
              ) : (
                <span className="cms-media-field__none">No image</span>
              )}
            </span>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => setPicking(true)}>
              {button.data.image ? 'Change image…' : 'Choose image…'}
            </button>
          </div>
          <input
            className="cms-input"
            aria-label={`Button ${n} link`}
            placeholder="Link: /category/… or https://…"
            value={button.data.url ?? ''}
            onChange={(e) => data({ url: e.target.value })}
          />
        </>
      ) : null}
      {button.type === 'Text' ? (
        <textarea
          className="cms-input cms-input--area"
          aria-label={`Button ${n} text`}
          placeholder="What the popup says"
          value={button.data.text ?? ''}
          onChange={(e) => data({ text: e.target.value })}
        />
      ) : null}
      {button.type === 'Calendar' ? (
        <input
          className="cms-input"
          type="url"
          aria-label={`Button ${n} calendar link`}
          placeholder="Calendar (iCal) link"
          value={button.data.url ?? ''}
          onChange={(e) => data({ url: e.target.value })}
        />
      ) : null}
      {button.type === 'Twitter' ? (
        <div className="cms-list__row">
          <input
            className="cms-input"
            aria-label={`Button ${n} Twitter username`}
            placeholder="@handle or profile link"
            value={button.data.username ?? ''}
            onChange={(e) => data({ username: e.target.value, confirmed: false })}
          />
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={confirming.isLoading || !button.data.username}
            onClick={() => void doConfirm()}
          >
            Confirm
          </button>
        </div>
      ) : null}
      {button.type === 'Twitter' ? (
        <p className="cms-field__hint" role="status">
          {result ??
            (button.data.confirmed
              ? 'Confirmed: visitors see this feed.'
              : 'Not confirmed yet: visitors do not see this button.')}
        </p>
      ) : null}
      {button.type === 'Twitter' && button.data.confirmed ? (
        <TwitterFeedFailure siteId={siteId} buttonId={button.buttonId} />
      ) : null}
      {picking ? (
        <MediaPicker
          siteId={siteId}
          title={`Image for button ${n}`}
          aspect={0}
          onClose={() => setPicking(false)}
          onPick={(m) => {
            setPicking(false);
            data({ image: m });
          }}
        />
      ) : null}
    </li>
  );
}

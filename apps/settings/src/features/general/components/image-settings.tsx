import { useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { MediaImage } from '@laurel/ui';
import { Section } from '../../../components/page-header';
import type { SiteImages } from '../lib/general-form';
import { MediaPickerDialog } from './media-picker-dialog';

type Single = 'primaryLogo' | 'backgroundImage' | 'genericImage';
type Many = 'sponsorImages' | 'presentingSponsorImages';
const SINGLES: { key: Single; label: string; hint: string }[] = [
  { key: 'primaryLogo', label: 'Logo', hint: 'On Home, in headers and on cast screens.' },
  { key: 'backgroundImage', label: 'Background photo', hint: 'Behind Home and the folder pages.' },
  {
    key: 'genericImage',
    label: 'Share image',
    hint: 'Shown when a link to the site is shared, and for profiles without a photo.',
  },
];
const LISTS: { key: Many; label: string; hint: string }[] = [
  { key: 'sponsorImages', label: 'Sponsor logos', hint: 'Along the bottom of Home and cast screens.' },
  { key: 'presentingSponsorImages', label: 'Presenting sponsors', hint: '“Presented by” on cast screens.' },
];

export interface ImageSettingsProps {
  siteId: string;
  images: SiteImages;
  onChange: (images: SiteImages) => void;
}

/** Logo, background, share image and sponsor logos, chosen from the media library. */
export function ImageSettings({ siteId, images, onChange }: ImageSettingsProps) {
  const [picking, setPicking] = useState<{ key: Single | Many; label: string } | null>(null);
  const pick = (m: MediaItem) => {
    if (!picking) return;
    const { key } = picking;
    if (key === 'sponsorImages' || key === 'presentingSponsorImages')
      onChange({ ...images, [key]: [...images[key].filter((x) => x._id !== m._id), m] });
    else onChange({ ...images, [key]: m });
    setPicking(null);
  };
  const remove = (key: Many, id: string) => onChange({ ...images, [key]: images[key].filter((m) => m._id !== id) });
  return (
    <Section id="images" title="Logos and backgrounds" description="Chosen from the media library.">
      <div className="st-grid-3">
        {SINGLES.map(({ key, label, hint }) => (
          <div key={key} className="st-image-field">
            <p className="st-field__label">{label}</p>
            <p className="st-field__hint">{hint}</p>
            <div className="st-image-field__frame">
              {images[key] ? (
                <MediaImage media={images[key]} alt={`${label} now chosen`} fit="contain" sizes="14em" />
              ) : (
                <span>None</span>
              )}
            </div>
            <div className="st-row">
              <button type="button" className="st-button" onClick={() => setPicking({ key, label })}>
                {images[key] ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
              </button>
              {images[key] ? (
                <button
                  type="button"
                  className="st-button st-button--ghost"
                  onClick={() => onChange({ ...images, [key]: null })}
                >
                  Remove
                </button>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {LISTS.map(({ key, label, hint }) => (
        <div key={key} className="st-image-list">
          <p className="st-field__label">{label}</p>
          <p className="st-field__hint">{hint}</p>
          <ul className="st-image-list__items">
            {images[key].map((m) => (
              <li key={m._id}>
                <MediaImage media={m} alt={m.metadata?.name || label} fit="contain" sizes="8em" />
                <button type="button" className="st-button st-button--ghost" onClick={() => remove(key, m._id)}>
                  Remove<span className="st-visually-hidden"> {m.metadata?.name || 'image'}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="st-button" onClick={() => setPicking({ key, label })}>
            Add {label.toLowerCase().replace(/s$/, '')}
          </button>
        </div>
      ))}
      <MediaPickerDialog
        siteId={siteId}
        open={picking !== null}
        title={picking ? `Choose: ${picking.label}` : 'Choose an image'}
        onPick={pick}
        onClose={() => setPicking(null)}
      />
    </Section>
  );
}

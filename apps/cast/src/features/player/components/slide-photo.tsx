import { useState } from 'react';
import { initialsOf } from '@laurel/ui';
import type { SlideImage } from '../lib/slide-types';

/** A decoded slide photo; if it cannot load, a soft tile with initials instead of a broken image. */
export function SlidePhoto({ image, name, className }: { image: SlideImage | undefined; name: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <div className={`${className} cast-photo--empty`} role="img" aria-label={name}>
        <span aria-hidden="true">{initialsOf(...name.split(' ').filter(Boolean).slice(0, 2))}</span>
      </div>
    );
  }
  return (
    <div className={className}>
      <img src={image.url} alt={image.alt} style={{ objectFit: image.fit }} decoding="sync" draggable={false} onError={() => setFailed(true)} />
    </div>
  );
}

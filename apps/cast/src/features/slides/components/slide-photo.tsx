import { initialsOf } from '@laurel/domain';
import { useContext, useEffect, useState } from 'react';
import type { SlideImage } from '../lib/slide-types';
import { FailedImages } from './failed-images';
import './slide-photo.css';

/**
 * A decoded slide photo; if it cannot load (known from the preload, or its own error), a soft tile with
 * initials instead of a broken image. Once failed it stays a tile.
 */
export function SlidePhoto({
  image,
  name,
  className,
}: {
  image: SlideImage | undefined;
  name: string;
  className: string;
}) {
  const knownFailed = useContext(FailedImages)(image?.url ?? '');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (knownFailed) setFailed(true);
  }, [knownFailed]);
  if (!image || failed || knownFailed) {
    return (
      <div className={`${className} cast-photo--empty`} role="img" aria-label={name}>
        <span aria-hidden="true">{initialsOf(...name.split(' ').filter(Boolean).slice(0, 2))}</span>
      </div>
    );
  }
  return (
    <div className={className}>
      <img
        src={image.url}
        alt={image.alt}
        style={{ objectFit: image.fit, objectPosition: image.fit === 'cover' ? image.position : undefined }}
        decoding="sync"
        draggable={false}
        onError={() => setFailed(true)}
      />
    </div>
  );
}

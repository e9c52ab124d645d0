import { useEffect, useMemo, useState } from 'react';
import type { CastScreenReply } from '@laurel/api-client';
import { browserStorage } from '../../lib/browser-storage';
import type { BuildOptions, Slide } from '../slides';
import { notePlayed, nowInductedSlides, playedSets, shouldPlay } from './now-inducted';

/**
 * The "Now inducted" set this screen is playing (its slides and id), or null: it starts as soon as a reply
 * names a set the screen has not played, plays each slide once for the screen's slide time, then ends and is
 * remembered. Never in the settings preview.
 */
export function useNowInducted(
  screenId: string,
  reply: CastScreenReply | null,
  preview: boolean,
  options: BuildOptions,
  slideTimeMs: number,
): { id: string; slides: Slide[] } | null {
  const storage = preview ? undefined : browserStorage();
  const set = preview ? undefined : reply?.nowInducted;
  const [playing, setPlaying] = useState<string | null>(null);
  useEffect(() => {
    if (playing || !shouldPlay(set, playedSets(storage, screenId), Date.now())) return;
    notePlayed(storage, screenId, set.id);
    setPlaying(set.id);
  }, [set, playing, storage, screenId]);
  const { origin, imageWidth, categoryPage } = options;
  const slides = useMemo(
    () =>
      set && reply && playing === set.id
        ? nowInductedSlides(set, reply.screen, { origin, imageWidth, categoryPage })
        : [],
    [set, reply, playing, origin, imageWidth, categoryPage],
  );
  const count = slides.length;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => setPlaying(null), Math.max(1, count) * slideTimeMs);
    return () => clearTimeout(timer);
  }, [playing, count, slideTimeMs]);
  return playing && count > 0 ? { id: playing, slides } : null;
}

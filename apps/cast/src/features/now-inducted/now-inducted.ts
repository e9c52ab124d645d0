/**
 * The "Now inducted" set (issue 29): when a class a schedule asked to announce goes live, a TV plays its
 * profiles once, titled "Now inducted · {class}", then returns to its own slides. Each set plays once per
 * screen (remembered across reloads), and only within NOW_INDUCTED_PLAY_MS of its second (a TV switched on
 * the next morning does not replay it).
 */
import type { NowInducted } from '@laurel/domain';
import { buildSlides, type BuildOptions, type CastContent, type Slide } from '../slides';

export const NOW_INDUCTED_PLAY_MS = 10 * 60_000;
export const NOW_INDUCTED_TITLE = 'Now inducted';

/** The set's slides: the class's profiles, keyed apart from the same profiles in the screen's own show. */
export function nowInductedSlides(set: NowInducted, screen: CastContent['screen'], options: BuildOptions): Slide[] {
  return buildSlides({ screen, categories: set.categories }, options).map((slide) => ({
    ...slide,
    key: `inducted:${slide.key}`,
    categoryName: `${NOW_INDUCTED_TITLE} · ${set.name}`,
  }));
}

/** True when the screen should play the set now: it is due, recent, and this screen has not played it. */
export const shouldPlay = (set: NowInducted | undefined, played: readonly string[], now: number): set is NowInducted =>
  !!set &&
  !played.includes(set.id) &&
  Date.parse(set.at) <= now + 1000 &&
  now - Date.parse(set.at) < NOW_INDUCTED_PLAY_MS;

const keyOf = (screenId: string) => `laurel.cast.inducted.${screenId}`;

/** The sets this screen has played (the last few). */
export function playedSets(storage: Storage | undefined, screenId: string): string[] {
  try {
    const value = JSON.parse(storage?.getItem(keyOf(screenId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function notePlayed(storage: Storage | undefined, screenId: string, id: string): void {
  try {
    const list = [...playedSets(storage, screenId).filter((v) => v !== id), id].slice(-20);
    storage?.setItem(keyOf(screenId), JSON.stringify(list));
  } catch {
    // A screen that cannot remember may replay a set after a reload within its minutes: harmless.
  }
}

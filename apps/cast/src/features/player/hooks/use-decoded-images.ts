import { useEffect, useMemo, useRef, useState } from 'react';
import { noteLoadedImage } from '../../offline';

type Status = 'pending' | 'ready' | 'failed';
interface Held {
  image: HTMLImageElement;
  status: Status;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Lets go of a held image. Its `src` is left alone: clearing it turns the element into a "broken" image
 * whose fallback nodes Chromium kept alive (about 6 nodes per image, measured by the bench); dropping the
 * reference lets the whole element be collected.
 */
const release = (item: Held) => {
  if (item.timer !== undefined) clearTimeout(item.timer);
  item.timer = undefined;
};

/** An image that has not decoded after this long is treated as failed (the slide shows without it). */
export const DECODE_TIMEOUT_MS = 10_000;

/**
 * Loads and decodes (`img.decode()`) every image of the wanted slides before they are shown, and holds on
 * to them (so the browser keeps the decoded pixels) only while they are wanted: memory stays bounded by the
 * few slides around the current one. Tells whether a set of URLs is settled (decoded or failed) and whether
 * one URL failed (did not load or decode in time), so a slide can show an initials tile for it instead.
 */
export interface DecodedImages {
  isSettled: (urls: readonly string[]) => boolean;
  isFailed: (url: string) => boolean;
}

export function useDecodedImages(wanted: readonly string[]): DecodedImages {
  const held = useRef(new Map<string, Held>());
  const [version, setVersion] = useState(0);
  const wantedKey = [...new Set(wanted)].sort().join('\n');

  useEffect(() => {
    const urls = wantedKey ? wantedKey.split('\n') : [];
    const map = held.current;
    for (const [url, item] of map) {
      if (!urls.includes(url)) {
        release(item);
        map.delete(url);
      }
    }
    for (const url of urls) {
      if (map.has(url)) continue;
      const image = new Image();
      image.decoding = 'async';
      const item: Held = { image, status: 'pending', timer: undefined };
      map.set(url, item);
      const settle = (status: Status) => {
        if (item.status !== 'pending' || map.get(url) !== item) return;
        item.status = status;
        if (item.timer !== undefined) clearTimeout(item.timer);
        item.timer = undefined;
        setVersion((v) => v + 1);
      };
      item.timer = setTimeout(() => settle('failed'), DECODE_TIMEOUT_MS);
      image.src = url;
      noteLoadedImage(url);
      image.decode().then(
        () => settle('ready'),
        () => settle('failed'),
      );
    }
  }, [wantedKey]);

  useEffect(() => {
    const map = held.current;
    return () => {
      for (const item of map.values()) release(item);
      map.clear();
    };
  }, []);

  return useMemo(() => {
    void version;
    const statusOf = (url: string) => held.current.get(url)?.status;
    return {
      isSettled: (urls: readonly string[]) =>
        urls.every((url) => statusOf(url) === 'ready' || statusOf(url) === 'failed'),
      isFailed: (url: string) => statusOf(url) === 'failed',
    };
  }, [version]);
}

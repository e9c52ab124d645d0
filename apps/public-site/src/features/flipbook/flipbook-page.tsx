import { useEffect, useRef } from 'react';

/** One page of the book: its drawn canvas once there is one, a soft placeholder of the page's shape until then. */
export function FlipbookPage({
  page,
  count,
  width,
  height,
  canvas,
}: {
  page: number;
  count: number;
  width: number;
  height: number;
  canvas: HTMLCanvasElement | undefined;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    host.current?.replaceChildren(...(canvas ? [canvas] : []));
  }, [canvas]);
  return (
    <div
      ref={host}
      className="ps-flipbook__page"
      style={{ width, height }}
      role="img"
      aria-label={count ? `Page ${page} of ${count}` : 'Opening the book'}
      data-testid="flipbook-page"
      data-page={page}
      data-rendered={canvas ? 'true' : 'false'}
    />
  );
}

import type { KeyboardEvent, PointerEvent } from 'react';

export interface FocalPoint {
  x: number;
  y: number;
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n * 10) / 10));

/**
 * Picks the point of a photo that stays in view when a card crops it: click or drag on the photo, or use
 * the arrow keys (5% a press) on the marker.
 */
export function FocalPointPicker({
  src,
  value,
  onChange,
}: {
  src: string;
  value: FocalPoint;
  onChange: (p: FocalPoint) => void;
}) {
  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp(((e.clientX - box.left) / box.width) * 100),
      y: clamp(((e.clientY - box.top) / box.height) * 100),
    });
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -5], ArrowDown: [0, 5] }[e.key];
    if (!step) return;
    e.preventDefault();
    onChange({ x: clamp(value.x + step[0]), y: clamp(value.y + step[1]) });
  };
  return (
    <div
      className="cms-focal"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        fromPointer(e);
      }}
      onPointerMove={(e) => e.buttons === 1 && fromPointer(e)}
    >
      <img src={src} alt="" draggable={false} />
      <button
        type="button"
        className="cms-focal__marker"
        style={{ left: `${value.x}%`, top: `${value.y}%` }}
        aria-label={`Focal point, ${Math.round(value.x)}% from the left and ${Math.round(value.y)}% from the top. Move it with the arrow keys.`}
        onKeyDown={onKey}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { usePinchZoom } from '../hooks/use-pinch-zoom';
import { mergePointerHandlers, type PointerHandlers } from '../hooks/pointer-types';

export interface ZoomableProps {
  children: ReactNode;
  max?: number;
  /** Extra pointer handlers on the same frame (for example a swipe, active only when not zoomed). */
  extraHandlers?: PointerHandlers;
  onZoomChange?: (scale: number) => void;
  label?: string;
}

/** A frame whose content can be pinched (1..max), panned when zoomed, and double-tapped to 3×. */
export function Zoomable({ children, max, extraHandlers, label }: ZoomableProps) {
  const { style, handlers, zoom } = usePinchZoom({ max });
  const all = extraHandlers ? mergePointerHandlers(handlers, extraHandlers) : handlers;
  return (
    <div className="ui-zoomable" {...all} data-scale={zoom.scale.toFixed(2)} aria-label={label} data-testid="zoomable">
      <div className="ui-zoomable__content" style={style}>
        {children}
      </div>
    </div>
  );
}

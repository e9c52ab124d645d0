import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { CastScreenConfig } from '@laurel/domain';
import { fontStack } from '@laurel/theme';
import { readableTextOn } from '@laurel/theme/colors';
import type { CastDataStatus } from '../hooks/use-cast-data';
import { useLayerReady } from '../hooks/use-layer-ready';
import { NO_READINESS, type LayerReadiness, type ShownSlides } from '../hooks/use-shown-slide';
import type { CastLook } from '../../../lib/site-look';
import { FailedImages, ProfileSlide, RecordSlide, SlideBoundary, type Slide } from '../../slides';
import { QrCode } from './qr-code';
import { SponsorStrip } from './sponsor-strip';
import '../../../components/cast-frame.css';
import './cast-stage.css';

interface StageState {
  index: number;
  displayedIndex: number;
  count: number;
  status: CastDataStatus;
}

type Layer = 'current' | 'previous' | 'next';

function SlideLayer({
  slide,
  layer,
  showTitle,
  readiness,
}: {
  slide: Slide;
  layer: Layer;
  showTitle: boolean;
  readiness: LayerReadiness;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayerReady(ref, layer === 'next' ? slide : null, readiness);
  const backdrop = slide.background && !readiness.isFailed(slide.background.url) ? slide.background : null;
  return (
    <div ref={ref} className={`cast-layer cast-layer--${layer}`} aria-hidden={layer !== 'current' || undefined}>
      {backdrop ? <img className="cast-layer__backdrop" src={backdrop.url} alt="" /> : null}
      <SlideBoundary key={slide.key} fallback={<div className="cast-slide" />}>
        {slide.kind === 'profile' ? (
          <ProfileSlide slide={slide} showTitle={showTitle} />
        ) : (
          <RecordSlide slide={slide} showTitle={showTitle} />
        )}
      </SlideBoundary>
    </div>
  );
}

interface StageProps {
  look: CastLook;
  config: CastScreenConfig;
  shown: ShownSlides;
  state: StageState;
  /** How the hidden layer that prepares the next slide reports ready (the player's; none in plain renders). */
  readiness?: LayerReadiness;
  children?: ReactNode;
  overlay?: ReactNode;
}

/** The screen's frame: brand header, the slide (cross-faded; the next one prepared hidden), QR code, sponsors and a progress line. */
export function CastStage(props: StageProps) {
  const { look, config, shown, state, readiness = NO_READINESS, children, overlay } = props;
  const next = shown.next ?? null;
  const current = shown.current;
  const style = {
    '--cast-accent': look.accent,
    '--cast-on-accent': readableTextOn(look.accent),
    '--cast-font-heading': fontStack(look.headingFont),
    '--cast-font-body': fontStack(look.bodyFont),
    '--cast-slide-ms': `${config.timePerSlideInMs}ms`,
  } as CSSProperties;
  const presenting = config.showPresentingSponsors ? look.presentingSponsors : [];
  const brand = config.showLogo && (look.logo || look.title);
  const layerProps = { showTitle: config.showTitle, readiness };
  return (
    <div
      className="cast"
      style={style}
      data-testid="cast-screen"
      data-index={state.index}
      data-displayed-index={state.displayedIndex}
      data-slide-count={state.count}
      data-status={state.status}
      data-shown-key={current?.key ?? ''}
      data-qr={config.showQRCode || undefined}
      data-slide-ms={config.timePerSlideInMs}
    >
      {brand || presenting.length > 0 ? (
        <header className="cast-header">
          {brand ? (
            <div className="cast-brand">
              {look.logo ? <img className="cast-brand__logo" src={look.logo.url} alt={look.logo.alt} /> : null}
              {look.title ? <span className="cast-brand__title">{look.title}</span> : null}
            </div>
          ) : null}
          <SponsorStrip
            label="Presented by"
            sponsors={presenting}
            className="cast-sponsors cast-sponsors--presenting"
          />
        </header>
      ) : null}
      <main className="cast-main">
        <FailedImages.Provider value={readiness.isFailed}>
          {shown.previous && shown.previous.key !== current?.key ? (
            <SlideLayer key={shown.previous.key} slide={shown.previous} layer="previous" {...layerProps} />
          ) : null}
          {current ? <SlideLayer key={current.key} slide={current} layer="current" {...layerProps} /> : null}
          {next && next.key !== current?.key && next.key !== shown.previous?.key ? (
            <SlideLayer key={next.key} slide={next} layer="next" {...layerProps} />
          ) : null}
        </FailedImages.Provider>
        {current && config.showQRCode ? (
          <figure className="cast-qr" data-testid="cast-qr" data-url={current.publicUrl}>
            <QrCode value={current.publicUrl} label={`QR code: ${current.publicUrl}`} />
            <figcaption>{current.kind === 'profile' ? 'Scan to read more' : 'Scan for all records'}</figcaption>
          </figure>
        ) : null}
        {children}
      </main>
      {look.sponsors.length > 0 || (current && state.count > 1) ? (
        <footer className="cast-footer">
          <SponsorStrip
            label="Thank you to our sponsors"
            sponsors={look.sponsors}
            className="cast-sponsors cast-sponsors--footer"
          />
          {current && state.count > 1 ? <div key={current.key} className="cast-progress" aria-hidden="true" /> : null}
        </footer>
      ) : null}
      {overlay}
    </div>
  );
}

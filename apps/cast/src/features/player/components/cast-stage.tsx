import type { CSSProperties, ReactNode } from 'react';
import type { CastScreenConfig } from '@laurel/domain';
import { fontStack } from '@laurel/theme';
import { readableTextOn } from '@laurel/theme/colors';
import type { CastDataStatus } from '../hooks/use-cast-data';
import type { ShownSlides } from '../hooks/use-shown-slide';
import type { CastLook } from '../lib/site-look';
import type { Slide } from '../lib/slide-types';
import { ProfileSlide } from './profile-slide';
import { QrCode } from './qr-code';
import { RecordSlide } from './record-slide';
import { SlideBoundary } from './slide-boundary';
import { SponsorStrip } from './sponsor-strip';

interface StageState {
  index: number;
  displayedIndex: number;
  count: number;
  status: CastDataStatus;
}

function SlideLayer({ slide, layer, showTitle }: { slide: Slide; layer: 'current' | 'previous'; showTitle: boolean }) {
  return (
    <div className={`cast-layer cast-layer--${layer}`} aria-hidden={layer === 'previous' || undefined}>
      {slide.background ? <img className="cast-layer__backdrop" src={slide.background.url} alt="" /> : null}
      <SlideBoundary key={slide.key} fallback={<div className="cast-slide" />}>
        {slide.kind === 'profile' ? <ProfileSlide slide={slide} showTitle={showTitle} /> : <RecordSlide slide={slide} showTitle={showTitle} />}
      </SlideBoundary>
    </div>
  );
}

/** The screen's frame: brand header, the slide (cross-faded), QR code, sponsors and a progress line. */
export function CastStage(props: { look: CastLook; config: CastScreenConfig; shown: ShownSlides; state: StageState; children?: ReactNode; overlay?: ReactNode }) {
  const { look, config, shown, state, children, overlay } = props;
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
          <SponsorStrip label="Presented by" sponsors={presenting} className="cast-sponsors cast-sponsors--presenting" />
        </header>
      ) : null}
      <main className="cast-main">
        {shown.previous && shown.previous.key !== current?.key ? <SlideLayer key={shown.previous.key} slide={shown.previous} layer="previous" showTitle={config.showTitle} /> : null}
        {current ? <SlideLayer key={current.key} slide={current} layer="current" showTitle={config.showTitle} /> : null}
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
          <SponsorStrip label="Thank you to our sponsors" sponsors={look.sponsors} className="cast-sponsors cast-sponsors--footer" />
          {current && state.count > 1 ? <div key={current.key} className="cast-progress" aria-hidden="true" /> : null}
        </footer>
      ) : null}
      {overlay}
    </div>
  );
}

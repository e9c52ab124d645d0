import type { CSSProperties } from 'react';
import type { ProfileSlide as Profile } from '../lib/slide-types';
import { SlidePhoto } from './slide-photo';
import './slide.css';
import './profile-slide.css';

/** Names up to this many characters stay on one line (the type shrinks to fit rather than wrap). */
const SHORT_NAME = 22;

/** One person: a large photo (or several) beside the name, key facts and a short description. */
export function ProfileSlide({ slide, showTitle }: { slide: Profile; showTitle: boolean }) {
  const photos = slide.photos.length > 0 ? slide.photos : [undefined];
  return (
    <article
      className="cast-slide cast-profile"
      data-testid="cast-slide"
      data-slide-key={slide.key}
      aria-label={slide.name}
    >
      <div className={`cast-profile__photos cast-profile__photos--${photos.length}`}>
        {photos.map((photo, i) => (
          <SlidePhoto
            key={photo?.url ?? 'none'}
            image={photo}
            name={slide.name}
            className={`cast-photo${i === 0 ? ' cast-photo--main' : ''}`}
          />
        ))}
      </div>
      <div className="cast-profile__text">
        {showTitle ? <p className="cast-kicker">{slide.categoryName}</p> : null}
        <h2
          className={`cast-profile__name${slide.name.length <= SHORT_NAME ? ' cast-profile__name--short' : ''}`}
          style={{ '--cast-name-chars': slide.name.length } as CSSProperties}
        >
          {slide.name}
        </h2>
        {slide.facts.length > 0 ? (
          <ul className="cast-profile__facts">
            {slide.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {slide.description ? <p className="cast-profile__description">{slide.description}</p> : null}
      </div>
    </article>
  );
}

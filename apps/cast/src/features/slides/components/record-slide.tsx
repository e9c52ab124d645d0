import type { RecordSlide as Board } from '../lib/slide-types';
import './slide.css';
import './record-slide.css';

/** A records board, read like a scoreboard: rank, name, details, value; the best at the top. */
export function RecordSlide({ slide, showTitle }: { slide: Board; showTitle: boolean }) {
  return (
    <article
      className="cast-slide cast-board"
      data-testid="cast-slide"
      data-slide-key={slide.key}
      aria-label={slide.label}
    >
      <header className="cast-board__head">
        {showTitle ? <p className="cast-kicker">{slide.categoryName}</p> : null}
        <h2 className="cast-board__title">{slide.label}</h2>
        {slide.units ? <p className="cast-board__units">{slide.units}</p> : null}
      </header>
      <ol className={`cast-board__rows${slide.ranked ? '' : ' cast-board__rows--list'}`}>
        {slide.rows.map((row) => (
          <li key={row.key} className="cast-board__row">
            {slide.ranked ? (
              <span className="cast-board__rank" aria-label={`Rank ${row.rank}`}>
                {row.rank}
              </span>
            ) : null}
            <span className="cast-board__name">{row.name}</span>
            <span className="cast-board__detail">{row.detail}</span>
            <span className="cast-board__value">{row.value}</span>
          </li>
        ))}
      </ol>
      {slide.moreCount > 0 ? <p className="cast-board__more">+{slide.moreCount} more on the full board</p> : null}
    </article>
  );
}

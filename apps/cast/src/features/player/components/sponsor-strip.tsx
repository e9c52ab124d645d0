import type { SponsorImage } from '../../../lib/site-look';
import './sponsor-strip.css';

/** A row of sponsor logos on light tiles (logos are made for white backgrounds). */
export function SponsorStrip({
  label,
  sponsors,
  className,
}: {
  label: string;
  sponsors: SponsorImage[];
  className: string;
}) {
  if (sponsors.length === 0) return null;
  return (
    <section className={className} aria-label={label}>
      <span className="cast-sponsors__label">{label}</span>
      <ul className="cast-sponsors__list">
        {sponsors.map((s) => (
          <li key={s.url} className="cast-sponsors__tile">
            <img src={s.url} alt={s.alt} />
          </li>
        ))}
      </ul>
    </section>
  );
}

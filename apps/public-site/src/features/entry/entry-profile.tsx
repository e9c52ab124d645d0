import type { ReactNode } from 'react';
import type { Category, Entry, Site } from '@laurel/domain';
import { EditSlot, Gallery, MediaImage, Skeleton, SkeletonText, initialsOf } from '@laurel/ui';
import { entryDates, fullName } from '../cards/entry-cards';
import { RecordInfoPanel } from './record-info';
import { RichText } from './rich-text';

/** The profile: photo, the full name (never cut off), facts, dates, description, record and photos. */
export function EntryProfile({
  entry,
  category,
  site,
  actions,
}: {
  entry: Entry;
  category: Category;
  site: Site | undefined;
  /** Buttons under the profile's text (e.g. Share). */
  actions?: ReactNode;
}) {
  const name = fullName(entry);
  const labels = site?.categoryPage.labels ?? {};
  const photo = entry.headshot ?? entry.media.find((m) => m.type === 'image') ?? entry.recordInfo?.recordImage ?? null;
  const facts = [
    { label: labels.activity || 'Activity', value: entry.activity },
    { label: labels.type || 'Type', value: entry.type },
    ...entryDates(entry, site),
  ].filter((f) => f.value);
  const gallery = entry.media.filter((m) => m.type === 'image' && m._id !== photo?._id);
  return (
    <article className="ps-profile" aria-labelledby="entry-name">
      <div className="ps-profile__photo">
        <MediaImage
          media={photo}
          alt={`Portrait of ${name}`}
          fit={entry.imageObjectFit ?? category.imageObjectFit}
          sizes="(max-width: 800px) 100vw, 40vw"
          priority
          fallbackText={initialsOf(entry.firstName, entry.lastName)}
        />
        <EditSlot name="entry-headshot" target={entry._id} />
      </div>
      <div className="ps-profile__text">
        <p className="ps-profile__folder">{category.categoryName}</p>
        <h1 id="entry-name" className="ps-profile__name">
          {name}
        </h1>
        <EditSlot name="entry-name" target={entry._id} />
        {facts.length ? (
          <dl className="ps-facts">
            {facts.map((f) => (
              <div key={f.label} className="ps-facts__item">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {entry.recordInfo ? <RecordInfoPanel info={entry.recordInfo} category={category} /> : null}
        <RichText html={entry.description} className="ps-profile__description" />
        <EditSlot name="entry-description" target={entry._id} />
        {actions}
      </div>
      {gallery.length ? (
        <div className="ps-profile__gallery">
          <h2 className="ps-section-title">{labels.slideshowItems || 'Photos'}</h2>
          <Gallery items={gallery} label={`Photos of ${name}`} />
        </div>
      ) : null}
    </article>
  );
}

export function EntryProfileSkeleton() {
  return (
    <div className="ps-profile" aria-busy="true" data-testid="skeleton">
      <div className="ps-profile__photo">
        <Skeleton height="100%" />
      </div>
      <div className="ps-profile__text">
        <Skeleton width="30%" height="1em" />
        <Skeleton width="70%" height="3em" style={{ margin: '0.4em 0 1em' }} />
        <SkeletonText lines={5} />
      </div>
    </div>
  );
}

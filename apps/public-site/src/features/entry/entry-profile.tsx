import type { ReactNode } from 'react';
import {
  entryPhoto,
  isProfileAttributeShown,
  NEW_PROFILE_NAME,
  type Category,
  type Entry,
  type Site,
  initialsOf,
} from '@laurel/domain';
import { MediaImage, Skeleton, SkeletonText } from '@laurel/ui';
import { Gallery, PhotoZoomButton } from '@laurel/ui/photos';
import { EditSlot, useEditMode, type EntryTextField } from '@laurel/ui/edit-slots';
import { entryDates, fullName } from '../../components/cards/entry-cards';
import { FlipbookSlot } from '../flipbook';
import { RecordInfoPanel } from './record-info';
import { RichText } from '../../components/rich-text';

/**
 * How wide the photo is drawn (profile.css), so the browser picks a file at least that wide × devicePixelRatio:
 * one column up to 900 px wide (the whole width at most); in portrait 560 `--ui-px` (100vmin / 1080) wide, so
 * 52vmin (a 1080 × 1920 kiosk draws it at 560 px, not the 40vw = 432 px it used to ask for); else 40vw.
 */
const PHOTO_SIZES = '(max-width: 900px) 100vw, (orientation: portrait) 52vmin, 40vw';

/** The profile: photo, the full name (never cut off), facts, dates, description, record and photos. */
export function EntryProfile({
  entry,
  category,
  site,
  siteId,
  actions,
}: {
  entry: Entry;
  category: Category;
  site: Site | undefined;
  siteId: string;
  /** Buttons under the profile's text (e.g. Share). */
  actions?: ReactNode;
}) {
  const editing = useEditMode();
  const name = fullName(entry);
  const labels = site?.categoryPage.labels ?? {};
  const photo = entryPhoto(entry) ?? entry.recordInfo?.recordImage ?? null;
  // Editors see every field the site shows (an empty one is where they type); visitors only the filled ones.
  const shownFacts = [
    { key: 'activity' as const, label: labels.activity || 'Activity', value: entry.activity },
    { key: 'type' as const, label: labels.type || 'Type', value: entry.type },
    ...entryDates(entry, site, editing),
  ].filter((f) => (editing || f.value) && isProfileAttributeShown(site?.categoryPage, f.key));
  const gallery = entry.media.filter((m) => m.type === 'image' && m._id !== photo?._id);
  const text = (field: EntryTextField, value: string) => (
    <EditSlot name="entry-text" target={{ siteId, entry, field }}>
      {value}
    </EditSlot>
  );
  return (
    <article className="ps-profile" aria-labelledby="entry-name">
      <div className="ps-profile__photo">
        <MediaImage
          media={photo}
          alt={`Portrait of ${name}`}
          fit={entry.imageObjectFit ?? category.imageObjectFit}
          sizes={PHOTO_SIZES}
          priority
          fallbackText={initialsOf(
            // a new profile's placeholder name is not a name: no "N" on its photo until it has one
            entry.firstName.trim() === NEW_PROFILE_NAME ? '' : entry.firstName,
            entry.lastName,
          )}
        />
        {editing ? null : <PhotoZoomButton media={photo} alt={`Portrait of ${name}`} />}
        <EditSlot name="entry-headshot" target={{ siteId, entry }} />
      </div>
      <div className="ps-profile__text">
        <EditSlot name="entry-toolbar" target={{ siteId, entry, category }} />
        <p className="ps-profile__folder">{category.categoryName}</p>
        <h1 id="entry-name" className="ps-profile__name">
          {editing ? (
            <>
              {text('firstName', entry.firstName)} {text('lastName', entry.lastName)}
            </>
          ) : (
            name
          )}
        </h1>
        {shownFacts.length ? (
          <dl className="ps-facts">
            {shownFacts.map((f) => (
              <div key={f.key} className="ps-facts__item">
                <dt>{f.label}</dt>
                <dd>{text(f.key, f.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {entry.recordInfo ? <RecordInfoPanel info={entry.recordInfo} category={category} /> : null}
        <EditSlot name="entry-description" target={{ siteId, entry }}>
          <RichText html={entry.description} className="ps-profile__description" />
        </EditSlot>
        <FlipbookSlot book={entry.flipbook} />
        <EditSlot name="entry-flipbook" target={{ siteId, entry }} />
        {actions}
      </div>
      {gallery.length || editing ? (
        <div className="ps-profile__gallery">
          <h2 className="ps-section-title">{labels.slideshowItems || 'Photos'}</h2>
          {gallery.length ? <Gallery items={gallery} label={`Photos of ${name}`} /> : null}
          <EditSlot name="entry-gallery" target={{ siteId, entry }} />
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

import type { CategoryTreeNode, Site } from '@laurel/domain';
import { Panel, PanelSection } from '../../components/ui/panel';
import { SavedSelect, SavedText, SavedToggle } from '../../components/ui/saved-fields';
import { MediaField, MediaListField } from '../../components/media-picker/media-field';
import { AnnouncementsField } from './announcements-field';
import { HomeFolderChoices } from './folder-choices';
import { HomeButtonsEditor } from './home-buttons-editor';
import { HomeSchedule } from './home-schedule';
import { HEADERS, LAYOUTS } from './home-options';
import { useSiteFields } from './use-site-field';

/** Every setting of the home page beside it; each change shows on the page as it is made. */
export function HomePanel({
  siteId,
  site,
  tree,
  onClose,
}: {
  siteId: string;
  site: Site;
  tree: CategoryTreeNode[];
  onClose: () => void;
}) {
  const f = useSiteFields(siteId, site);
  // The three animation switches share one setting object; each sends it whole with its own change.
  const anim = (key: 'carousel' | 'background' | 'cards', label: string) => {
    const base = f.home('animations', 'Animations');
    const withKey = (v: boolean) => ({ ...site.home.animations, [key]: v });
    return {
      key: `site:${siteId}:home.animations.${key}`,
      label: `${label} animation`,
      value: site.home.animations[key],
      apply: (v: boolean) => base.apply(withKey(v)),
      send: (v: boolean) => base.send(withKey(v)),
    };
  };
  return (
    <Panel title="Home page" onClose={onClose}>
      <PanelSection title="Welcome">
        <SavedText {...f.home('title', 'Title')} />
        <SavedText {...f.home('startButtonText', 'Start button text')} />
        <SavedText multiline {...f.home('homeDescription', 'Description')} />
      </PanelSection>
      <PanelSection title="Layout">
        <SavedSelect options={LAYOUTS} {...f.home('layout', 'Home layout')} />
        <SavedSelect options={HEADERS} {...f.home('headerType', 'Header')} />
      </PanelSection>
      <PanelSection title="Folders on the home page">
        <HomeFolderChoices siteId={siteId} site={site} tree={tree} />
      </PanelSection>
      <PanelSection title="Logo and background">
        <MediaField aspect={0} {...f.media('primaryLogo', 'Logo')} />
        <MediaField aspect={16 / 9} {...f.media('backgroundImage', 'Background')} />
      </PanelSection>
      <PanelSection title="Sponsors">
        <SavedText multiline {...f.home('sponsorText', 'Sponsor text')} />
        <MediaListField aspect={0} {...f.mediaList('presentingSponsorImages', 'Presenting sponsors')} />
        <MediaListField aspect={0} {...f.mediaList('sponsorImages', 'Sponsors')} />
      </PanelSection>
      <PanelSection title="Announcements">
        <AnnouncementsField siteId={siteId} site={site} />
      </PanelSection>
      <PanelSection title="Calendar">
        <SavedText
          type="url"
          {...f.home('calendarLink', 'Calendar link')}
          hint="An iCal (.ics) link: the next three events show on the home page."
        />
      </PanelSection>
      <PanelSection title="Animations">
        <SavedToggle {...anim('carousel', 'Carousel')} />
        <SavedToggle {...anim('background', 'Background')} />
        <SavedToggle {...anim('cards', 'Cards')} />
      </PanelSection>
      <PanelSection title="Home buttons">
        <HomeButtonsEditor siteId={siteId} site={site} />
      </PanelSection>
      <PanelSection title="Scheduled changes">
        <HomeSchedule siteId={siteId} site={site} />
      </PanelSection>
    </Panel>
  );
}

import type { CategoryTreeNode, Site } from '@laurel/domain';
import { HomeButtons } from './home-buttons';
import { HomeCarousel, HomeGrid } from './home-categories';
import { Announcements, HomeDescription, HomeHeader, Sponsors, StartButton } from './home-parts';
import { UpcomingEvents } from './upcoming-events';

export interface HomeLayoutProps {
  site: Site;
  siteId: string;
  tree: CategoryTreeNode[];
}

const Events = ({ site, siteId }: { site: Site; siteId: string }) =>
  site.home.calendarLink ? <UpcomingEvents siteId={siteId} url={site.home.calendarLink} limit={3} /> : null;

/** Five columns: news on the left, the welcome and the grid in the middle three, buttons on the right. */
export function FiveColumnHomeLayout({ site, siteId, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--five" data-layout="FiveColumnHomeLayout">
      <HomeHeader site={site} siteId={siteId} />
      <aside className="ps-home__side ps-home__side--left">
        <Announcements site={site} />
        <Events site={site} siteId={siteId} />
      </aside>
      <div className="ps-home__centre">
        <HomeDescription site={site} siteId={siteId} />
        <StartButton site={site} siteId={siteId} />
        <HomeGrid site={site} siteId={siteId} tree={tree} />
        <HomeCarousel site={site} siteId={siteId} tree={tree} />
      </div>
      <aside className="ps-home__side ps-home__side--right">
        <HomeButtons siteId={siteId} buttons={site.homeButtons} className="ps-home-buttons--stack" />
      </aside>
      <div className="ps-home__wide">
        <Sponsors site={site} />
      </div>
    </div>
  );
}

/** A spotlight half (brand, welcome, start) beside a half of featured content. */
export function SplitScreenSpotlight({ site, siteId, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--split" data-layout="SplitScreenSpotlight">
      <section className="ps-home__spotlight">
        <HomeHeader site={site} siteId={siteId} />
        <HomeDescription site={site} siteId={siteId} />
        <StartButton site={site} siteId={siteId} />
        <Announcements site={site} />
      </section>
      <section className="ps-home__feature">
        <HomeCarousel site={site} siteId={siteId} tree={tree} besideGrid={false} />
        <HomeButtons siteId={siteId} buttons={site.homeButtons} />
        <Events site={site} siteId={siteId} />
        <Sponsors site={site} />
      </section>
    </div>
  );
}

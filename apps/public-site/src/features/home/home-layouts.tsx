import type { CategoryTreeNode, Site } from '@laurel/domain';
import { HomeButtons } from './home-buttons';
import { HomeCarousel, HomeGrid } from './home-categories';
import { Announcements, HomeDescription, HomeHeader, Sponsors, StartButton } from './home-parts';
import { UpcomingEvents } from './upcoming-events';

export interface HomeLayoutProps {
  site: Site;
  styleid: string;
  tree: CategoryTreeNode[];
}

const Events = ({ site, styleid }: { site: Site; styleid: string }) =>
  site.home.calendarLink ? <UpcomingEvents styleid={styleid} url={site.home.calendarLink} limit={3} /> : null;

/** Five columns: news on the left, the welcome and the grid in the middle three, buttons on the right. */
export function FiveColumnHomeLayout({ site, styleid, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--five" data-layout="FiveColumnHomeLayout">
      <HomeHeader site={site} />
      <aside className="ps-home__side ps-home__side--left">
        <Announcements site={site} />
        <Events site={site} styleid={styleid} />
      </aside>
      <div className="ps-home__centre">
        <HomeDescription site={site} />
        <StartButton site={site} styleid={styleid} />
        <HomeGrid site={site} styleid={styleid} tree={tree} />
        <HomeCarousel site={site} styleid={styleid} tree={tree} />
      </div>
      <aside className="ps-home__side ps-home__side--right">
        <HomeButtons styleid={styleid} buttons={site.homeButtons} className="ps-home-buttons--stack" />
      </aside>
      <div className="ps-home__wide">
        <Sponsors site={site} />
      </div>
    </div>
  );
}

/** A spotlight half (brand, welcome, start) beside a half of featured content. */
export function SplitScreenSpotlight({ site, styleid, tree }: HomeLayoutProps) {
  return (
    <div className="ps-home ps-home--split" data-layout="SplitScreenSpotlight">
      <section className="ps-home__spotlight">
        <HomeHeader site={site} />
        <HomeDescription site={site} />
        <StartButton site={site} styleid={styleid} />
        <Announcements site={site} />
      </section>
      <section className="ps-home__feature">
        <HomeCarousel site={site} styleid={styleid} tree={tree} besideGrid={false} />
        <HomeButtons styleid={styleid} buttons={site.homeButtons} />
        <Events site={site} styleid={styleid} />
        <Sponsors site={site} />
      </section>
    </div>
  );
}

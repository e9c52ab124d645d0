/** The demo site's settings: styling, home page, buttons, sponsors, cast screen and accounts. */
import {
  DEFAULT_CAST_SCREEN_CONFIG,
  type CastScreen,
  type Category,
  type MediaItem,
  type Site,
  type SiteFile,
} from '@laurel/domain';
import { SITE_ID } from './media';

export const CLIENT_ID = 'client-northfield';
export const DEMO_ADMIN = {
  email: 'admin@demo.laurel.test',
  password: 'Northfield-Huskies-1978',
  role: 'admin' as const,
};
export const DEMO_EDITOR = {
  email: 'editor@demo.laurel.test',
  password: 'Northfield-Editor-2026',
  role: 'editor' as const,
};

export interface SiteMedia {
  logo: MediaItem;
  background: MediaItem;
  generic: MediaItem;
  sponsors: MediaItem[];
  presenting: MediaItem[];
  recordsTile: MediaItem;
  video: MediaItem;
}

export function buildSite(media: SiteMedia, home: { grid: Category; carousel: Category[] }): Site {
  return {
    siteID: SITE_ID,
    styleName: 'northfield-athletics',
    clientID: CLIENT_ID,
    organizationName: 'Northfield High School',
    defaultSiteId: SITE_ID,
    isActivated: true,
    csDetails: { contact: 'Athletic Office', phone: '(555) 010-1978' },
    homeButtons: [
      {
        buttonId: 'btn-records',
        type: 'Image',
        label: 'Record Boards',
        data: { url: '/category/default/cat-records', image: media.recordsTile },
      },
      {
        buttonId: 'btn-about',
        type: 'Text',
        label: 'About the Hall',
        data: {
          text: 'Since 1988 the Northfield Athletic Hall of Fame has honoured the athletes, coaches and teams who made Husky history. Nominations are open every spring.',
        },
      },
      {
        buttonId: 'btn-calendar',
        type: 'Calendar',
        label: 'Game Schedule',
        data: { url: '/api/v1/media/default/athletics-calendar.ics' },
      },
      {
        buttonId: 'btn-twitter',
        type: 'Twitter',
        label: 'Husky News',
        data: { username: 'NorthfieldHusky', confirmed: false },
      },
    ],
    primaryLogo: media.logo,
    backgroundImage: media.background,
    genericImage: media.generic,
    sponsorImages: media.sponsors,
    presentingSponsorImages: media.presenting,
    customFonts: [],
    media: [media.video],
    announcements: [
      {
        id: 'ann-induction',
        text: 'The 2026 induction ceremony is Saturday, October 10 in the Northfield Fieldhouse.',
      },
      { id: 'ann-nominations', text: 'Nominations for the Class of 2027 are open until March 31.' },
    ],
    primaryColor: '#7a1f2b',
    colors: {
      darkMode: false,
      primary: '#7a1f2b',
      primaryDark: '#4d1219',
      primaryLight: '#e8c7cb',
      enableCustomColors: true,
      custom: {
        headerStripe: '#f3c969',
        startButton: '#f3c969',
        startButtonText: '#2b0d12',
        recordHeader: '#7a1f2b',
        recordText: '#1f1f1f',
      },
    },
    text: {
      font: 'Oswald',
      font2: 'Source Sans 3',
      font3: 'Merriweather',
      customFonts: [],
      metaTitle: 'Northfield High School Athletic Hall of Fame',
      metaDescription: 'Inductees, championship teams and record boards of Northfield High School athletics.',
      metaAuthor: 'Northfield High School Athletic Department',
      returnHomeTimeout: 360000,
    },
    home: {
      layout: 'FiveColumnHomeLayout',
      title: 'Northfield High School Athletic Hall of Fame',
      startButtonText: 'Touch to explore',
      homeDescription: 'Celebrating the athletes, coaches and teams who made Husky history.',
      calendarLink: '/api/v1/media/default/athletics-calendar.ics',
      sponsorText: 'With thanks to our sponsors',
      gridCategoryId: home.grid._id,
      carouselCategoryIds: home.carousel.map((c) => c._id),
      headerType: 'logoAndTitle',
      animations: { carousel: true, background: true, cards: true },
    },
    categoryPage: {
      labels: {
        eventDate: 'Inducted',
        graduationDate: 'Class of',
        activity: 'Sports',
        type: 'Category',
        slideshowItems: 'Photos',
      },
      orderingAttribute: 'lastName',
      dateFormat: 'year',
      sortDescending: false,
      filterCategories: ['lastName', 'activity', 'graduationDate', 'text'],
      attributesCategories: ['activity', 'graduationDate', 'eventDate'],
    },
    publicCategoryFilter: [],
    castEmergencyAnnouncementEnabled: false,
    castEmergencyAnnouncementText: 'Severe weather: please move away from the windows and follow staff directions.',
    castEmergencyAnnouncementTheme: 'critical',
    updatedAt: '2026-01-15T12:00:00.000Z',
  };
}

export function buildCastScreen(categoryIds: string[]): CastScreen {
  return {
    screenId: 'cast-lobby',
    name: 'Fieldhouse Lobby TV',
    clientID: CLIENT_ID,
    siteID: SITE_ID,
    categoryIds,
    config: { ...DEFAULT_CAST_SCREEN_CONFIG, timePerSlideInMs: 8000 },
    updatedAt: '2026-01-15T12:00:00.000Z',
  };
}

export function buildUsers(editableCategoryIds: string[]): SiteFile['users'] {
  return [
    {
      _id: 'user-demo-admin',
      auth0ID: 'local|user-demo-admin',
      email: DEMO_ADMIN.email,
      name: 'Pat Morrison (Athletic Director)',
      role: 'admin',
      clientID: CLIENT_ID,
      categories: ['*'],
      hasSignedAgreements: true,
      password: DEMO_ADMIN.password,
    },
    {
      _id: 'user-demo-editor',
      auth0ID: 'local|user-demo-editor',
      email: DEMO_EDITOR.email,
      name: 'Sam Okafor (Records Editor)',
      role: 'editor',
      clientID: CLIENT_ID,
      categories: editableCategoryIds,
      hasSignedAgreements: true,
      password: DEMO_EDITOR.password,
    },
  ];
}

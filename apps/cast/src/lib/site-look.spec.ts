import type { Site } from '@laurel/domain';
import { castLook } from './site-look';
import { photo } from './test-fixtures';

const site = (over: Partial<Site> = {}): Site =>
  ({
    siteID: 'default',
    styleName: 'Northfield',
    primaryColor: '#7a1f2b',
    primaryLogo: photo('logo'),
    sponsorImages: [photo('s1', { metadata: { name: 'Riverside Bank' } }), photo('clip', { type: 'video' })],
    presentingSponsorImages: [photo('p1')],
    castEmergencyAnnouncementEnabled: false,
    castEmergencyAnnouncementText: 'Severe weather: move away from windows.',
    castEmergencyAnnouncementTheme: 'warning',
    home: { title: 'Northfield Hall of Fame' },
    text: { font: 'Oswald', font2: 'Source Sans 3' },
    ...over,
  }) as unknown as Site;

describe('castLook', () => {
  it('takes accent, title, logo, sponsors and fonts from the site', () => {
    const look = castLook(site(), { enableEmergencyAnnouncement: true });
    expect(look).toMatchObject({
      accent: '#7a1f2b',
      title: 'Northfield Hall of Fame',
      logo: { url: '/api/v1/media/default/logo.jpg' },
      headingFont: 'Oswald',
      bodyFont: 'Source Sans 3',
      emergency: null,
    });
    expect(look.sponsors).toEqual([{ url: '/api/v1/media/default/s1.jpg', alt: 'Riverside Bank' }]);
    expect(look.presentingSponsors).toHaveLength(1);
  });

  it('defaults the accent to #f3f3f3 and shows nothing else before styling loads', () => {
    expect(castLook(null, { enableEmergencyAnnouncement: true })).toMatchObject({
      accent: '#f3f3f3',
      logo: null,
      sponsors: [],
      emergency: null,
    });
    expect(castLook(site({ primaryColor: '' }), { enableEmergencyAnnouncement: true }).accent).toBe('#f3f3f3');
  });

  it('shows the emergency announcement only while the site enables it and the screen allows it', () => {
    const on = site({ castEmergencyAnnouncementEnabled: true });
    expect(castLook(on, { enableEmergencyAnnouncement: true }).emergency).toEqual({
      text: 'Severe weather: move away from windows.',
      theme: 'warning',
    });
    expect(castLook(on, { enableEmergencyAnnouncement: false }).emergency).toBeNull();
  });

  it("uses the 'critical' theme when the site has none or an unknown one", () => {
    const on = site({ castEmergencyAnnouncementEnabled: true, castEmergencyAnnouncementTheme: undefined as never });
    expect(castLook(on, { enableEmergencyAnnouncement: true }).emergency?.theme).toBe('critical');
  });
});

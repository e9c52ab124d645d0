/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { render, screen } from '@testing-library/react';
import { buildSlides, resolveConfig } from '../../slides';
import { castLook } from '../../../lib/site-look';
import { folder, person, photo, record, screenOf } from '../../../lib/test-fixtures';
import type { Site } from '@laurel/domain';
import { CastStage } from './cast-stage';
import { EmergencyOverlay } from '../../emergency';
import { EmptyState } from '../../../components/empty-state';

// jsdom lacks TextEncoder, which the QR encoder uses; Node's own is the same standard implementation.
Object.assign(globalThis, { TextEncoder });

const people = folder('cat-people', { categoryName: '1990s' });
const boards = folder('cat-rec', {
  categoryName: 'Track Records',
  layout: 'RecordsLayout',
  recordColumns: [
    {
      columnID: 'c',
      recordLabel: '100 Meters',
      recordType: 'Time',
      recordUnits: 'sec',
      recordSortDirection: 'Ascending',
    },
  ],
});
const content = {
  screen: screenOf(['cat-people', 'cat-rec']),
  categories: [
    {
      category: people,
      entries: [person('ann', 'cat-people', { firstName: 'Ann', lastName: 'Lee', headshot: photo('ann') })],
    },
    {
      category: boards,
      entries: [record('r1', 'cat-rec', { columnID: 'c', name: 'Jason Lawson', recordValue: '10.68' })],
    },
  ],
};
const site = {
  styleName: 'Northfield',
  primaryColor: '#7a1f2b',
  primaryLogo: photo('logo'),
  sponsorImages: [photo('s1', { metadata: { name: 'Riverside Bank' } })],
  presentingSponsorImages: [photo('p1', { metadata: { name: 'Boosters' } })],
  home: { title: 'Northfield Hall of Fame' },
} as unknown as Site;

function renderStage(configOver: Partial<ReturnType<typeof resolveConfig>> = {}, index = 0) {
  const config = resolveConfig({ ...content.screen.config, ...configOver });
  const slides = buildSlides(content, { origin: 'https://hall.example.org', imageWidth: 960 });
  return render(
    <CastStage
      look={castLook(site, config)}
      config={config}
      shown={{ current: slides[index], previous: null }}
      state={{ index, displayedIndex: index, count: slides.length, status: 'ready' }}
    />,
  );
}

describe('CastStage', () => {
  it('shows a profile with its folder title, brand, sponsors and a QR code to its public page', () => {
    renderStage();
    expect(screen.getByRole('heading', { name: 'Ann Lee' })).toBeTruthy();
    expect(screen.getByText('1990s')).toBeTruthy();
    expect(screen.getByText('Northfield Hall of Fame')).toBeTruthy();
    expect(screen.getByAltText('Riverside Bank')).toBeTruthy();
    expect(screen.getByAltText('Boosters')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'QR code: https://hall.example.org/entry/default/cat-people/ann' }),
    ).toBeTruthy();
  });

  it('leaves out what the screen config turns off', () => {
    renderStage({ showLogo: false, showTitle: false, showQRCode: false, showPresentingSponsors: false });
    expect(screen.queryByText('Northfield Hall of Fame')).toBeNull();
    expect(screen.queryByText('1990s')).toBeNull();
    expect(screen.queryByTestId('cast-qr')).toBeNull();
    expect(screen.queryByAltText('Boosters')).toBeNull();
    expect(screen.getByAltText('Riverside Bank')).toBeTruthy();
  });

  it('shows a records board as ranked rows', () => {
    renderStage({}, 1);
    expect(screen.getByRole('heading', { name: '100 Meters' })).toBeTruthy();
    expect(screen.getByText('sec')).toBeTruthy(); // the units, once, under the title
    const row = screen.getByText('Jason Lawson').closest('li')!;
    expect(row.textContent).toContain('1');
    expect(row.textContent).toContain('10.68');
    expect(row.textContent).not.toContain('sec');
  });
});

describe('overlays', () => {
  it('announces an emergency as an alert with its text', () => {
    render(<EmergencyOverlay text="Shelter in place" theme="critical" />);
    expect(screen.getByRole('alert').textContent).toBe('EmergencyShelter in place');
  });

  it('shows the SPEC empty state', () => {
    render(<EmptyState logo={null} />);
    expect(screen.getByRole('heading', { name: 'No media to display' })).toBeTruthy();
    expect(screen.getByText('Please contact a site admin to add media to this screen.')).toBeTruthy();
  });
});

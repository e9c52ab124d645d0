import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { Dialog } from './dialog';
import { EditControlsProvider, EditSlot } from './edit-slot';
import { Gallery } from './gallery';
import { MediaImage, mediaSrcSet } from './media-image';

const photo = (id: string, variants?: Record<string, string>): MediaItem => ({
  _id: id,
  siteID: 'default',
  uuid: id,
  url: `/media/default/${id}.jpg`,
  variants,
  mimeType: 'image/jpeg',
  isExternal: false,
  metadata: { description: `Photo ${id}` },
  type: 'image',
  hideInDAM: false,
});

function DialogProbe() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Details">
        <button>first</button>
        <button>last</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('focuses inside, traps Tab, closes on Escape and gives focus back', () => {
    render(<DialogProbe />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    screen.getByText('last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByText('last'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('MediaImage', () => {
  it('builds srcset from variants, narrowest first', () => {
    expect(mediaSrcSet(photo('a', { '1600': '/b.jpg', '400': '/a.jpg' }))).toBe('/a.jpg 400w, /b.jpg 1600w');
    expect(mediaSrcSet(photo('a'))).toBeUndefined();
  });

  it('shows a placeholder until the image loads, with the chosen fit', () => {
    const { container } = render(
      <MediaImage media={photo('a', { '400': '/a.jpg' })} alt="Ada" fit="contain" sizes="50vw" />,
    );
    const box = container.firstElementChild!;
    expect(box.className).toContain('ui-media--contain');
    expect(box.className).not.toContain('is-loaded');
    const img = screen.getByAltText('Ada');
    expect(img.getAttribute('srcset')).toBe('/a.jpg 400w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    fireEvent.load(img);
    expect(box.className).toContain('is-loaded');
  });

  it('shows initials when there is no photo', () => {
    render(<MediaImage media={null} alt="Ada Lovelace" fallbackText="AL" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });
});

describe('EditSlot', () => {
  it('renders nothing for visitors, the registered control in CMS mode, and logs a missing one', () => {
    const { container, rerender } = render(<EditSlot name="category-card" target={{ id: 1 }} />);
    expect(container.innerHTML).toBe('');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    rerender(
      <EditControlsProvider
        controls={{ 'category-card': ({ target }) => <span>edit {(target as { id: number }).id}</span> }}
      >
        <EditSlot name="category-card" target={{ id: 1 }} />
        <EditSlot name="entry-name" target={null} />
      </EditControlsProvider>,
    );
    expect(container.textContent).toBe('edit 1');
    expect(error).toHaveBeenCalledWith('Inject has failed for entry-name');
    error.mockRestore();
  });
});

describe('Gallery', () => {
  it('opens a photo full screen and moves with the next button and arrow keys', () => {
    render(<Gallery items={[photo('a'), photo('b')]} label="Photos of Ada" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    fireEvent.keyDown(screen.getByText('2 / 2'), { key: 'ArrowRight' });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

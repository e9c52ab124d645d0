import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MediaItem } from '@laurel/domain';
import { Dialog } from './dialog';
import { ThemeScope } from './theme-scope';
import { Gallery } from './gallery';
import { MediaImage, mediaFileFor, mediaSrcSet } from './media-image';

const photo = (id: string, variants?: Record<string, string>, width = 2000): MediaItem => ({
  _id: id,
  siteID: 'default',
  uuid: id,
  url: `/media/default/${id}.jpg`,
  variants,
  mimeType: 'image/jpeg',
  isExternal: false,
  metadata: { description: `Photo ${id}`, width },
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
  it('focuses inside, traps Tab, closes on Escape and gives focus back', async () => {
    render(<DialogProbe />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
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

  it('keeps its actions in a footer under the body, and carries the design tokens outside a ThemeScope', async () => {
    render(
      <Dialog open onClose={() => undefined} title="Choose folders" footer={<button>Save folders</button>}>
        <p>The folders</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose folders' });
    const body = dialog.querySelector('.ui-dialog__body');
    const foot = dialog.querySelector('.ui-dialog__foot');
    expect(body?.textContent).toBe('The folders');
    expect(foot?.textContent).toBe('Save folders');
    expect(body?.compareDocumentPosition(foot as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // In the body, with no theme around it: the backdrop itself is the theme scope (the panel's surface, its
    // spacing and the buttons' colours come from those tokens).
    expect(dialog.parentElement?.classList.contains('ui-theme')).toBe(true);
  });

  it('inside a ThemeScope it uses that scope and adds none of its own', async () => {
    render(
      <ThemeScope>
        <Dialog open onClose={() => undefined} title="Search">
          <p>Results</p>
        </Dialog>
      </ThemeScope>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(dialog.parentElement?.classList.contains('ui-theme')).toBe(false);
    expect(dialog.closest('.ui-theme')).not.toBeNull();
    expect(dialog.querySelector('.ui-dialog__foot')).toBeNull();
  });
});

describe('MediaImage', () => {
  it('builds srcset from the variants and the original at its own width, narrowest first', () => {
    expect(mediaSrcSet(photo('a', { '1600': '/b.jpg', '400': '/a.jpg' }))).toBe(
      '/a.jpg 400w, /b.jpg 1600w, /media/default/a.jpg 2000w',
    );
    // a 480 px headshot with one 320 px variant: the original is the candidate for anything wider
    expect(mediaSrcSet(photo('h', { '320': '/h-320.webp' }, 480))).toBe('/h-320.webp 320w, /media/default/h.jpg 480w');
    expect(mediaSrcSet(photo('a'))).toBeUndefined();
    // without the original's width there is no honest descriptor: the original alone
    expect(mediaSrcSet({ ...photo('a', { '320': '/a.webp' }), metadata: {} })).toBeUndefined();
  });

  it('picks the file that covers a drawn width, up to the original', () => {
    const p = photo('a', { '640': '/a-640.webp', '1280': '/a-1280.webp' }, 1600);
    expect(mediaFileFor(p, 600)).toBe('/a-640.webp');
    expect(mediaFileFor(p, 1268)).toBe('/a-1280.webp');
    expect(mediaFileFor(p, 1500)).toBe('/media/default/a.jpg');
    expect(mediaFileFor(p, 5000)).toBe('/media/default/a.jpg');
  });

  it('shows a placeholder until the image loads, with the chosen fit', () => {
    const { container } = render(
      <MediaImage media={photo('a', { '400': '/a.jpg' })} alt="Ada" fit="contain" sizes="50vw" />,
    );
    const box = container.firstElementChild!;
    expect(box.className).toContain('ui-media--contain');
    expect(box.className).not.toContain('is-loaded');
    const img = screen.getByAltText('Ada');
    expect(img.getAttribute('srcset')).toBe('/a.jpg 400w, /media/default/a.jpg 2000w');
    // lazy images let the browser use the laid-out width
    expect(img.getAttribute('sizes')).toBe('auto, 50vw');
    fireEvent.load(img);
    expect(box.className).toContain('is-loaded');
  });

  it('crops cover images around the focal point, faces high by default', () => {
    render(<MediaImage media={photo('a', { '400': '/a.jpg' })} alt="Ada" />);
    expect(screen.getByAltText('Ada').style.objectPosition).toBe('50% 25%');
    const framed = { ...photo('b', { '640': '/b.webp' }), metadata: { width: 900, focalPoint: { x: 0.4, y: 0.1 } } };
    render(<MediaImage media={framed} alt="Bo" priority sizes="40vw" />);
    expect(screen.getByAltText('Bo').style.objectPosition).toBe('40% 10%');
    expect(screen.getByAltText('Bo').getAttribute('sizes')).toBe('40vw');
  });

  it('shows initials when there is no photo', () => {
    render(<MediaImage media={null} alt="Ada Lovelace" fallbackText="AL" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });
});

describe('Gallery', () => {
  it('opens a photo full screen and moves with the next button and arrow keys', async () => {
    render(<Gallery items={[photo('a'), photo('b')]} label="Photos of Ada" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 2' }));
    expect(await screen.findByText('1 / 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('2 / 2')).toBeTruthy();
    fireEvent.keyDown(screen.getByText('2 / 2'), { key: 'ArrowRight' });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

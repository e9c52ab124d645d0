/** @jest-environment jsdom */
import { claimBackdrop } from './page-backdrop';
import { bakeBackground, bakedFor, canBake } from './baked-background';

const LOOK = { src: 'blob:http://x/1', color: 'rgb(250, 246, 247)' };
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function holderWithPage() {
  const holder = document.createElement('main');
  const page = document.createElement('div');
  holder.append(page);
  document.body.append(holder);
  return { holder, page };
}

test('the backdrop goes first in the holder (under the pages) with the baked picture and the fade in the page colour', async () => {
  const { holder, page } = holderWithPage();
  const release = claimBackdrop(holder, LOOK);
  const backdrop = holder.firstElementChild as HTMLElement;
  expect(backdrop).not.toBe(page);
  expect(backdrop.getAttribute('aria-hidden')).toBe('true');
  expect(backdrop.style.position).toBe('sticky');
  expect(backdrop.style.backgroundColor).toBe(LOOK.color);
  expect(backdrop.style.backgroundImage).toContain(LOOK.src);
  expect(backdrop.style.backgroundImage).toContain(LOOK.color);
  release();
  await flush();
  expect(holder.contains(backdrop)).toBe(false);
});

test('a page change (release then claim in the same commit) keeps the same element, its picture untouched', async () => {
  const { holder } = holderWithPage();
  const first = claimBackdrop(holder, LOOK);
  const backdrop = holder.firstElementChild as HTMLElement;
  const image = backdrop.style.backgroundImage;
  first();
  const second = claimBackdrop(holder, LOOK);
  await flush();
  expect(holder.firstElementChild).toBe(backdrop);
  expect(backdrop.style.backgroundImage).toBe(image);
  // Another picture (a folder with its own background) replaces the image on the same element.
  const third = claimBackdrop(holder, { ...LOOK, src: 'blob:http://x/2' });
  expect(holder.firstElementChild).toBe(backdrop);
  expect(backdrop.style.backgroundImage).toContain('blob:http://x/2');
  second();
  third();
  await flush();
  expect(holder.querySelector('.ps-backdrop')).toBeNull();
});

test('without canvas filters (this test DOM, older engines) nothing is baked and pages keep the CSS effects', async () => {
  expect(canBake()).toBe(false);
  await expect(
    bakeBackground('k', { url: '/a.jpg', color: LOOK.color, opacity: 0.16, filter: 'saturate(0.8)' }),
  ).resolves.toBeNull();
  expect(bakedFor('k')).toBeNull();
});

/**
 * Studio headshots for the demo, painted with SVG and encoded with sharp: a lit face with eyes, brows, nose,
 * lips and ears, one of several hairstyles, a jersey or jacket, a mottled studio backdrop, soft focus and film
 * grain. No photo library is reachable from this machine and none of the npm packages that ship sample faces
 * carries a licence that fits a product demo, so the portraits are drawn. 1280 × 1600 (4:5), sharp on a 4K wall;
 * the face sits high in the frame (focal point 0.5, 0.36).
 */
import sharp from 'sharp';
import type { Random } from './random';

export const PORTRAIT = { width: 1280, height: 1600, focalPoint: { x: 0.5, y: 0.36 } } as const;

const SKINS = [
  { base: '#f1c7a5', shade: '#d49a78', lip: '#c97a74' },
  { base: '#e8b48c', shade: '#c78a62', lip: '#b9675f' },
  { base: '#d39a6a', shade: '#a86d44', lip: '#a0564c' },
  { base: '#b57a4d', shade: '#8a5533', lip: '#84463d' },
  { base: '#8d5a36', shade: '#623a20', lip: '#6a3429' },
  { base: '#6b4128', shade: '#452614', lip: '#55291f' },
];
const HAIR = ['#1d1410', '#2f2016', '#4a3020', '#6e4a2a', '#a7773f', '#c9a063', '#3a3a3a'];
const GREY = ['#9a9591', '#bdb8b2', '#d6d2cc'];
const EYES = ['#5a3a22', '#3d2716', '#6b7f3a', '#3f6f8f', '#7a5a2e', '#2e4a63'];
const BACKDROPS: [string, string][] = [
  ['#4b5a6b', '#1d242d'],
  ['#6b6259', '#2a2420'],
  ['#3f5a58', '#162423'],
  ['#5a4f66', '#211c27'],
  ['#707a84', '#2b3137'],
  ['#5d4a3e', '#231a15'],
];
const JERSEYS = ['#7a1f2b', '#1d3557', '#2b2d42', '#14532d', '#3b3b3b', '#5b2333'];

export interface PortraitPerson {
  female: boolean;
  /** Coaches and older inductees: grey hair, a jacket and tie. */
  older?: boolean;
}

const f = (n: number) => n.toFixed(1);

/** A ring of points around an ellipse, jittered, as a smooth closed path (hair volume, curls). */
function blob(cx: number, cy: number, rx: number, ry: number, random: Random, jitter: number, points = 18): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + (random.next() - 0.5) * jitter;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  const mid = (a: number[], b: number[]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${f(mid(pts[points - 1], pts[0])[0])} ${f(mid(pts[points - 1], pts[0])[1])}`;
  for (let i = 0; i < points; i++) {
    const m = mid(pts[i], pts[(i + 1) % points]);
    d += ` Q${f(pts[i][0])} ${f(pts[i][1])} ${f(m[0])} ${f(m[1])}`;
  }
  return `${d} Z`;
}

function hairBack(style: string, color: string, random: Random): string {
  switch (style) {
    case 'long':
      return `<path d="M402 560 C380 330 500 250 640 250 C790 250 905 340 880 580 C900 760 930 930 980 1080 C850 1120 740 1060 700 1000 L580 1000 C540 1060 430 1120 300 1080 C350 930 385 760 402 560 Z" fill="${color}"/>`;
    case 'curly':
      return `<path d="${blob(640, 520, 300, 300, random, 0.22, 26)}" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="640" cy="250" r="95" fill="${color}"/>`;
    default:
      return '';
  }
}

function hairFront(style: string, color: string, light: string, random: Random): string {
  const sheen = `<ellipse cx="600" cy="350" rx="120" ry="34" fill="${light}" opacity="0.14" filter="url(#shadow)"/>`;
  switch (style) {
    case 'short':
      return `<path d="M428 560 C410 380 500 300 640 298 C790 296 880 380 856 560 C846 470 800 420 760 404 C700 440 560 440 500 410 C460 440 440 490 428 560 Z" fill="${color}"/>${sheen}`;
    case 'side':
      return `<path d="M424 580 C400 370 510 292 650 294 C800 296 884 390 858 590 C850 480 820 430 790 410 C700 420 590 400 540 380 C520 420 470 470 424 580 Z" fill="${color}"/>${sheen}`;
    case 'buzz':
      return `<path d="M438 520 C430 390 520 318 640 316 C770 316 852 392 842 520 C820 440 760 392 640 388 C520 390 460 440 438 520 Z" fill="${color}" opacity="0.75"/>`;
    case 'curly':
      return `<path d="${blob(640, 400, 230, 130, random, 0.3, 22)}" fill="${color}"/>${sheen}`;
    case 'long':
    case 'bun':
      return `<path d="M426 580 C400 370 510 286 646 288 C800 290 886 380 858 590 C830 470 760 400 690 376 C640 430 520 470 426 580 Z" fill="${color}"/>${sheen}`;
    default:
      return '';
  }
}

/** The SVG of one portrait. */
export function portraitSvg(person: PortraitPerson, random: Random): string {
  const skin = random.pick(SKINS);
  const hair = person.older ? random.pick(GREY) : random.pick(HAIR);
  const light = '#ffffff';
  const eye = random.pick(EYES);
  const [backLight, backDark] = random.pick(BACKDROPS);
  const jersey = random.pick(JERSEYS);
  const style = person.female
    ? random.pick(['long', 'long', 'bun', 'curly', 'side'])
    : person.older
      ? random.pick(['short', 'side', 'buzz'])
      : random.pick(['short', 'side', 'buzz', 'curly']);
  const smile = random.int(4, 18);
  const brow = person.female ? 8 : 13;
  const glasses = person.older && random.chance(0.5);
  const stubble = !person.female && random.chance(0.3);
  const blotches = Array.from({ length: 9 }, () => {
    const x = random.int(0, 1280);
    const y = random.int(0, 1200);
    return `<circle cx="${x}" cy="${y}" r="${random.int(160, 340)}" fill="${random.chance(0.5) ? backLight : backDark}" opacity="0.35"/>`;
  }).join('');
  const eyeAt = (cx: number) => `
    <path d="M${cx - 52} 612 C${cx - 26} 586 ${cx + 26} 586 ${cx + 52} 612 C${cx + 26} 630 ${cx - 26} 630 ${cx - 52} 612 Z" fill="#ebe3da"/>
    <circle cx="${cx}" cy="610" r="21" fill="${eye}"/>
    <circle cx="${cx}" cy="610" r="21" fill="url(#iris)"/>
    <circle cx="${cx}" cy="610" r="9" fill="#0d0907"/>
    <circle cx="${cx - 7}" cy="602" r="5" fill="#fff" opacity="0.9"/>
    <path d="M${cx - 56} 612 C${cx - 28} 578 ${cx + 28} 578 ${cx + 56} 610" stroke="#2a1a12" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.85"/>
    <path d="M${cx - 48} 622 C${cx - 20} 640 ${cx + 22} 640 ${cx + 48} 620" stroke="${skin.shade}" stroke-width="4" fill="none" opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="1600" viewBox="0 0 1280 1600">
  <defs>
    <radialGradient id="bg" cx="45%" cy="32%" r="80%"><stop offset="0" stop-color="${backLight}"/><stop offset="1" stop-color="${backDark}"/></radialGradient>
    <radialGradient id="face" cx="40%" cy="38%" r="70%"><stop offset="0" stop-color="${skin.base}"/><stop offset="0.65" stop-color="${skin.base}"/><stop offset="1" stop-color="${skin.shade}"/></radialGradient>
    <linearGradient id="key" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>
    <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skin.shade}"/><stop offset="0.5" stop-color="${skin.base}"/></linearGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${jersey}"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></linearGradient>
    <radialGradient id="iris"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
    <radialGradient id="blush"><stop offset="0" stop-color="#d9534f" stop-opacity="0.22"/><stop offset="1" stop-color="#d9534f" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="42%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
    <filter id="blur60"><feGaussianBlur stdDeviation="60"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
    <filter id="shadow"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="1280" height="1600" fill="url(#bg)"/>
  <g filter="url(#blur60)">${blotches}</g>
  ${hairBack(style, hair, random)}
  <path d="M90 1600 C110 1260 260 1110 520 1060 L760 1060 C1020 1110 1170 1260 1190 1600 Z" fill="url(#cloth)"/><path d="M300 1600 C320 1400 360 1300 420 1230 M980 1600 C960 1400 920 1300 860 1230" stroke="#000" stroke-width="30" opacity="0.18" fill="none" filter="url(#shadow)"/>
  ${
    person.older
      ? `<path d="M520 1060 L640 1240 L760 1060 L720 1060 L640 1160 L560 1060 Z" fill="#f2f2f2"/><path d="M620 1160 L660 1160 L680 1400 L640 1460 L600 1400 Z" fill="${random.pick(['#7a1f2b', '#1d3557', '#5b2333'])}"/>`
      : `<path d="M505 1062 C560 1160 720 1160 775 1062" stroke="#f3f3f3" stroke-width="22" fill="none" opacity="0.85"/>`
  }
  <path d="M548 860 L548 1040 C590 1110 690 1110 732 1040 L732 860 Z" fill="url(#neck)"/>
  <ellipse cx="640" cy="1050" rx="130" ry="30" fill="#000" opacity="0.2" filter="url(#shadow)"/>
  <ellipse cx="422" cy="640" rx="34" ry="64" fill="${skin.shade}"/>
  <ellipse cx="858" cy="640" rx="34" ry="64" fill="${skin.shade}"/>
  <path d="M424 560 C424 372 516 314 640 314 C764 314 856 372 856 560 C856 706 812 832 748 902 C706 948 672 960 640 960 C608 960 574 948 532 902 C468 832 424 706 424 560 Z" fill="url(#face)"/>
  <path d="M424 560 C424 372 516 314 640 314 C764 314 856 372 856 560 C856 706 812 832 748 902 C706 948 672 960 640 960 C608 960 574 948 532 902 C468 832 424 706 424 560 Z" fill="url(#key)"/>
  <g filter="url(#shadow)">
    <ellipse cx="640" cy="430" rx="150" ry="70" fill="#fff" opacity="0.14"/>
    <ellipse cx="520" cy="690" rx="46" ry="34" fill="#fff" opacity="0.12"/>
    <ellipse cx="770" cy="700" rx="60" ry="90" fill="#000" opacity="0.12"/>
    <path d="M470 760 C500 860 570 930 640 940" stroke="#000" stroke-width="40" opacity="0.1" fill="none"/>
    <path d="M810 740 C790 860 720 930 640 944" stroke="#000" stroke-width="46" opacity="0.16" fill="none"/>
    <ellipse cx="548" cy="586" rx="64" ry="26" fill="#000" opacity="0.1"/>
    <ellipse cx="732" cy="586" rx="64" ry="26" fill="#000" opacity="0.12"/>
  </g>
  ${stubble ? `<path d="M470 720 C500 860 580 950 640 952 C700 950 780 860 810 720 C770 800 720 840 640 842 C560 840 510 800 470 720 Z" fill="#2a1a12" opacity="0.22" filter="url(#soft)"/>` : ''}
  <ellipse cx="530" cy="740" rx="70" ry="46" fill="url(#blush)"/>
  <ellipse cx="750" cy="740" rx="70" ry="46" fill="url(#blush)"/>
  <path d="M490 ${560 - brow} C520 ${540 - brow} 570 ${534 - brow} 605 ${548 - brow}" stroke="${person.older ? '#8a8580' : hair === '#c9a063' ? '#8c6a3a' : '#2a1c14'}" stroke-width="${brow + 6}" stroke-linecap="round" fill="none" opacity="0.9" filter="url(#soft)"/>
  <path d="M675 ${548 - brow} C710 ${534 - brow} 760 ${540 - brow} 790 ${560 - brow}" stroke="${person.older ? '#8a8580' : hair === '#c9a063' ? '#8c6a3a' : '#2a1c14'}" stroke-width="${brow + 6}" stroke-linecap="round" fill="none" opacity="0.9" filter="url(#soft)"/>
  ${eyeAt(548)}
  ${eyeAt(732)}
  <path d="M652 600 C660 660 676 712 690 742 C676 760 650 766 630 758" stroke="${skin.shade}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.75" filter="url(#soft)"/>
  <path d="M628 610 C622 670 618 720 620 740" stroke="#fff" stroke-width="14" fill="none" opacity="0.16" filter="url(#soft)"/>
  <ellipse cx="618" cy="756" rx="14" ry="8" fill="${skin.shade}" opacity="0.9"/>
  <ellipse cx="668" cy="756" rx="14" ry="8" fill="${skin.shade}" opacity="0.9"/>
  <path d="M572 ${832 - smile / 3} C600 ${818 - smile / 2} 630 ${822 - smile / 3} 640 ${826 - smile / 3} C650 ${822 - smile / 3} 680 ${818 - smile / 2} 708 ${832 - smile / 3} C690 ${856 + smile / 2} 590 ${856 + smile / 2} 572 ${832 - smile / 3} Z" fill="${skin.lip}"/>
  <path d="M574 ${832 - smile / 3} C610 ${842 + smile / 3} 670 ${842 + smile / 3} 706 ${832 - smile / 3}" stroke="#4a2019" stroke-width="5" fill="none" opacity="0.8"/>
  <path d="M600 ${850 + smile / 2} C630 ${860 + smile / 2} 660 ${860 + smile / 2} 690 ${848 + smile / 2}" stroke="#fff" stroke-width="6" opacity="0.18" fill="none" filter="url(#soft)"/>
  <path d="M560 920 C600 960 680 960 720 920" stroke="${skin.shade}" stroke-width="16" fill="none" opacity="0.35" filter="url(#soft)"/>
  ${hairFront(style, hair, light, random)}
  ${
    glasses
      ? `<g fill="none" stroke="#1b1b1b" stroke-width="9" opacity="0.9"><rect x="480" y="566" width="140" height="96" rx="34"/><rect x="660" y="566" width="140" height="96" rx="34"/><path d="M620 598 C632 588 648 588 660 598 M480 600 L436 588 M800 600 L844 588"/></g>`
      : ''
  }
  <rect width="1280" height="1600" fill="url(#vignette)"/>
</svg>`;
}

/** Fine monochrome grain as an overlay, so the portrait reads (and compresses) like a photograph. */
async function grain(width: number, height: number, random: Random): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = 128 + Math.round((random.next() + random.next() - 1) * 70);
    pixels[i * 4] = v;
    pixels[i * 4 + 1] = v;
    pixels[i * 4 + 2] = v;
    pixels[i * 4 + 3] = 36;
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A headshot JPEG at PORTRAIT size: soft studio focus (a slight blur of the painting) and grain. */
export async function portrait(person: PortraitPerson, random: Random): Promise<Buffer> {
  const painted = await sharp(Buffer.from(portraitSvg(person, random)))
    .blur(1.6)
    .png()
    .toBuffer();
  return sharp(painted)
    .composite([{ input: await grain(PORTRAIT.width, PORTRAIT.height, random), blend: 'overlay' }])
    .modulate({ saturation: 0.92 })
    .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** Generated demo images: logos, sponsor marks, backgrounds, trophy tiles and action shots, drawn as SVG and encoded with sharp (headshots: portrait.ts). */
import sharp from 'sharp';
import type { Random } from './random';

const PALETTES: [string, string][] = [
  ['#2f4858', '#86bbd8'],
  ['#5b2333', '#f7a072'],
  ['#1b4332', '#95d5b2'],
  ['#3d405b', '#f2cc8f'],
  ['#22223b', '#9a8c98'],
  ['#264653', '#e9c46a'],
  ['#4a4e69', '#c9ada7'],
  ['#355070', '#eaac8b'],
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fine film grain, so the photos look like photos (and compress like them). */
async function grain(width: number, height: number, random: Random, strength: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = Math.floor(random.next() * 255);
    pixels[i * 4] = v;
    pixels[i * 4 + 1] = v;
    pixels[i * 4 + 2] = v;
    pixels[i * 4 + 3] = strength;
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

export async function logo(title: string, subtitle: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <circle cx="300" cy="300" r="280" fill="#7a1f2b"/>
    <circle cx="300" cy="300" r="250" fill="none" stroke="#f3c969" stroke-width="12"/>
    <path d="M300 120 L340 230 L455 230 L362 298 L398 410 L300 342 L202 410 L238 298 L145 230 L260 230 Z" fill="#f3c969"/>
    <text x="300" y="480" font-family="DejaVu Serif, serif" font-weight="bold" font-size="58" text-anchor="middle" fill="#ffffff">${escapeXml(title)}</text>
    <text x="300" y="530" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#f3c969">${escapeXml(subtitle)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * A sponsor's logo: a mark and the name, large enough to read across a room, on white. The name is set in
 * two lines when long and sized to the space (textLength), so it is never cut off.
 */
export async function sponsorMark(name: string, tagline: string, random: Random): Promise<Buffer> {
  const [dark, light] = random.pick(PALETTES);
  const words = name.split(' ');
  const lines = words.length > 1 ? [words.slice(0, -1).join(' '), words[words.length - 1]] : [name];
  const size = lines.length > 1 ? 66 : 80;
  const text = lines
    .map((line, i) => {
      const y = lines.length > 1 ? 138 + i * 78 : 176;
      const fit = line.length * size * 0.62 > 520 ? ` textLength="520" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="250" y="${y}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="${dark}"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="320">
    <rect width="800" height="320" rx="24" fill="#ffffff"/>
    <rect x="24" y="24" width="196" height="272" rx="18" fill="${dark}"/>
    <circle cx="122" cy="160" r="72" fill="${light}"/>
    <text x="122" y="186" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="76" text-anchor="middle" fill="${dark}">${escapeXml(name[0])}</text>
    ${text}
    <text x="252" y="${lines.length > 1 ? 268 : 240}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#4b5563">${escapeXml(tagline)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** A wide, soft stadium-lights backdrop. */
export async function background(random: Random): Promise<Buffer> {
  const lights = Array.from({ length: 7 }, (_, i) => {
    const x = 140 + i * 270;
    return `<circle cx="${x}" cy="${120 + random.int(-20, 20)}" r="${random.int(90, 150)}" fill="url(#glow)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2560" height="1440" viewBox="0 0 1920 1080">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1a33"/><stop offset="0.6" stop-color="#3b1420"/><stop offset="1" stop-color="#7a1f2b"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1920" height="1080" fill="url(#sky)"/>${lights}
    <path d="M0 860 Q960 720 1920 860 L1920 1080 L0 1080 Z" fill="#14532d" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer();
}

/**
 * A trophy-case style picture for cards and home buttons. No caption in the picture: the card puts the
 * name over it, and a second line of text underneath would collide with it.
 */
export async function tile(_caption: string, random: Random): Promise<Buffer> {
  const [dark, light] = random.pick(PALETTES);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 800 500">
    <rect width="800" height="500" fill="${dark}"/>
    <path d="M330 120 H470 V200 C470 260 430 290 400 290 C370 290 330 260 330 200 Z" fill="#f3c969"/>
    <rect x="385" y="290" width="30" height="60" fill="#f3c969"/><rect x="340" y="350" width="120" height="26" rx="6" fill="#f3c969"/>
    <circle cx="400" cy="200" r="190" fill="none" stroke="${light}" stroke-opacity="0.25" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** An "action photo" for a profile's gallery: a figure in motion on a field or court under lights. */
export async function actionShot(random: Random): Promise<Buffer> {
  const [dark, light] = random.pick(PALETTES);
  const jersey = random.pick(['#7a1f2b', '#1d3557', '#2b2d42', '#14532d']);
  const skin = random.pick(['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac']);
  const x = random.int(380, 900);
  const lean = random.int(-25, 25);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280" viewBox="0 0 1280 853">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>
      <radialGradient id="lamp"><stop offset="0" stop-color="#fff8e1" stop-opacity="0.9"/><stop offset="1" stop-color="#fff8e1" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1280" height="853" fill="url(#sky)"/>
    <circle cx="${random.int(100, 1180)}" cy="90" r="160" fill="url(#lamp)"/>
    <path d="M0 600 Q640 540 1280 600 L1280 853 L0 853 Z" fill="#1f5130"/>
    <path d="M0 700 L1280 680" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
    <g transform="translate(${x} 300) rotate(${lean})">
      <circle cx="0" cy="0" r="46" fill="${skin}"/>
      <rect x="-50" y="50" width="100" height="170" rx="36" fill="${jersey}"/>
      <path d="M-40 80 L-140 ${random.int(20, 160)}" stroke="${skin}" stroke-width="30" stroke-linecap="round"/>
      <path d="M40 80 L140 ${random.int(20, 160)}" stroke="${skin}" stroke-width="30" stroke-linecap="round"/>
      <path d="M-25 210 L-${random.int(60, 120)} 380" stroke="#222" stroke-width="36" stroke-linecap="round"/>
      <path d="M25 210 L${random.int(60, 140)} 370" stroke="#222" stroke-width="36" stroke-linecap="round"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: await grain(1920, 1280, random, 40), blend: 'overlay' }])
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
}

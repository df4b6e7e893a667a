import { escapeMarkup } from './escape-markup';
import { hashString, seededRandom } from './seeded-random';

const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Splits a caption into at most two lines that fit the picture's width. */
const captionLines = (prompt: string): string[] => {
  const words = prompt.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1] ?? '';
    if ((current + ' ' + word).trim().length <= 38)
      lines[lines.length - 1] = `${current} ${word}`.trim();
    else if (lines.length < 2) lines.push(truncate(word, 38));
    else {
      lines[1] = truncate(`${lines[1]} ${word}`, 38);
      break;
    }
  }
  return lines.filter(Boolean);
};

const ridge = (random: () => number, base: number, amplitude: number): string => {
  const points: string[] = [`0,512`, `0,${base}`];
  for (let x = 0; x <= 512; x += 32) {
    points.push(`${x},${Math.round(base - random() * amplitude)}`);
  }
  points.push('512,512');
  return points.join(' ');
};

/**
 * The offline backend's "image model": a deterministic landscape drawn from the prompt,
 * with the prompt as its caption. Same prompt, same picture.
 */
export const generateImageSvg = (prompt: string): string => {
  const random = seededRandom(hashString(prompt));
  const hue = Math.floor(random() * 360);
  const accent = (hue + 40 + Math.floor(random() * 100)) % 360;
  const sunX = 80 + Math.floor(random() * 352);
  const sunY = 90 + Math.floor(random() * 120);
  const stars = Array.from({ length: 24 }, () => {
    const x = Math.floor(random() * 512);
    const y = Math.floor(random() * 220);
    const r = (random() * 1.6 + 0.4).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.7"/>`;
  }).join('');
  const layers = [0, 1, 2]
    .map((i) => {
      const light = 18 + i * 14;
      return `<polygon points="${ridge(random, 300 + i * 55, 90 - i * 20)}" fill="hsl(${accent} 45% ${light}%)"/>`;
    })
    .join('');
  const lines = captionLines(prompt);
  const caption = lines
    .map(
      (line, i) =>
        `<text x="256" y="${456 + i * 22}" text-anchor="middle">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img">`,
    `<title>${escapeMarkup(truncate(prompt, 200))}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 60% 18%)"/><stop offset="1" stop-color="hsl(${hue} 70% 62%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="512" height="512" fill="url(#sky)"/>`,
    stars,
    `<circle cx="${sunX}" cy="${sunY}" r="46" fill="hsl(${(hue + 180) % 360} 90% 75%)" opacity="0.9"/>`,
    layers,
    `<rect x="0" y="${lines.length > 1 ? 426 : 436}" width="512" height="${lines.length > 1 ? 86 : 76}" fill="#000" opacity="0.55"/>`,
    `<g font-family="system-ui, sans-serif" font-size="18" fill="#fff">${caption}</g>`,
    `<text x="500" y="504" text-anchor="end" font-family="system-ui, sans-serif" font-size="10" fill="#fff" opacity="0.7">Parley offline image</text>`,
    `</svg>`,
  ].join('');
};

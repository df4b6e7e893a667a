import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { sources, type Compilation, type Compiler } from 'webpack';

export interface ManifestOptions {
  /** the logo, a square SVG: every icon is drawn from it */
  logo: string;
  /** the manifest's file name */
  file: string;
  name: string;
  description: string;
  themeColour: string;
  backgroundColour: string;
}

/** The icon iOS puts on a home screen (it ignores the manifest's). */
const TOUCH_ICON_SIZE = 180;

interface Icon {
  size: number;
  purpose: 'any' | 'maskable' | 'touch';
}

const ICONS: readonly Icon[] = [
  { size: 192, purpose: 'any' },
  { size: 512, purpose: 'any' },
  // a maskable icon is cut to any shape: the logo keeps inside its middle 80 % circle
  { size: 192, purpose: 'maskable' },
  { size: 512, purpose: 'maskable' },
  { size: TOUCH_ICON_SIZE, purpose: 'touch' },
];

/** How much of the icon the logo covers, and whether the icon is opaque. */
const LAYOUT: Record<Icon['purpose'], { scale: number; opaque: boolean }> = {
  any: { scale: 1, opaque: false },
  maskable: { scale: 0.56, opaque: true },
  // iOS fills transparency with black and rounds the corners itself
  touch: { scale: 0.76, opaque: true },
};

const iconSvg = (logo: string, { size, purpose }: Icon, background: string) => {
  const viewBox = /viewBox="([^"]+)"/.exec(logo)?.[1]?.split(/\s+/).map(Number);
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1];
  if (!viewBox || viewBox.length !== 4 || !inner) throw new Error('The logo is not a square SVG');
  const [x = 0, y = 0, width = 1] = viewBox;
  const { scale, opaque } = LAYOUT[purpose];
  const drawn = size * scale;
  const offset = (size - drawn) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    (opaque ? `<rect width="100%" height="100%" fill="${background}"/>` : '') +
    `<g transform="translate(${offset} ${offset}) scale(${drawn / width}) translate(${-x} ${-y})">` +
    `${inner}</g></svg>`
  );
};

const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 8);

/**
 * The web app manifest and its icons, drawn from the logo at build time: what makes Parley
 * installable. Icons get content-hashed names under assets/ (cached for good); the manifest
 * keeps one address.
 */
export class WebAppManifest {
  constructor(private readonly options: ManifestOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation: Compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'WebAppManifest',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => this.emit(compilation),
      );
    });
  }

  private async emit(compilation: Compilation) {
    const { logo, file, name: appName, description, themeColour, backgroundColour } = this.options;
    compilation.fileDependencies.add(logo);
    const svg = readFileSync(logo, 'utf8');
    const publicPath = String(compilation.outputOptions.publicPath ?? '/');
    const icons = await Promise.all(
      ICONS.map(async (icon) => {
        const png = await sharp(Buffer.from(iconSvg(svg, icon, backgroundColour)))
          .png({ compressionLevel: 9 })
          .toBuffer();
        // iOS looks for its icon at this address when a page names none
        const name =
          icon.purpose === 'touch'
            ? 'apple-touch-icon.png'
            : `assets/${icon.purpose}-${icon.size}.${hashOf(png)}.png`;
        compilation.emitAsset(name, new sources.RawSource(png));
        return { ...icon, src: publicPath + name };
      }),
    );
    const manifest = {
      id: publicPath,
      name: appName,
      short_name: appName,
      description,
      start_url: publicPath,
      scope: publicPath,
      display: 'standalone',
      theme_color: themeColour,
      background_color: backgroundColour,
      icons: icons
        .filter((icon) => icon.purpose !== 'touch')
        .map(({ src, size, purpose }) => ({
          src,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
    };
    compilation.emitAsset(file, new sources.RawSource(JSON.stringify(manifest)));
  }
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import webpack, { type Compilation, type Compiler } from 'webpack';
import type { Direction } from '../../features/language/languages';
import { loadForNode } from './node-render';
import { pictureStyleSheet } from './picture-style-sheet';

interface Options {
  /** the module exporting renderPictureSpecimen(): the signed-in page's markup, each layout,
   * for each direction */
  entry: string;
  define: Record<string, string>;
  production: boolean;
  /** the format of the code that takes and shows a picture (build/picture-format.ts) */
  format: string;
}

/** On the server react-virtuoso renders no row: a specimen's lists render every one. */
const everyRow: Plugin = {
  name: 'every-row',
  setup: (b) =>
    b.onResolve({ filter: /^react-virtuoso$/ }, (args) =>
      args.importer.includes(`${path.sep}src${path.sep}features${path.sep}`)
        ? { path: path.resolve(__dirname, 'every-row-list.tsx') }
        : undefined,
    ),
};

/** What a specimen render may assume of the browser it stands for (Chromium's). */
const asInTheBrowser = () =>
  Object.assign(globalThis, {
    // the message list asks for frames as it renders: on the server none come
    requestAnimationFrame: () => 0,
    cancelAnimationFrame: () => {},
    // the prompt sizes itself where the browser does (field-sizing)
    CSS: { supports: () => true },
  });

/**
 * The picture's style sheet, from the build: the app's signed-in screens are rendered with
 * every part a picture can show (build/picture-specimen.tsx), in both directions and both layouts, and
 * every rule Emotion writes for them goes into a hashed CSS file for each direction. A stored picture is markup
 * only; index.html links this sheet to style it (inline/link-picture-styles.ts).
 */
export class PictureStyles {
  private sheets?: Record<Direction, { css: string; hash: string }>;
  private files: Partial<Record<Direction, string>> = {};

  constructor(private readonly options: Options) {}

  private rendered = () => {
    if (!this.sheets) throw new Error('PictureStyles: no specimen has been rendered yet');
    return this.sheets;
  };

  /**
   * The format of this build's pictures: the code's (build/picture-format.ts) and its sheets'. A
   * picture taken against other styles is never shown over them, unstyled where they differ.
   */
  format = (): string => {
    const { ltr, rtl } = this.rendered();
    return `${this.options.format}.${ltr.hash}${rtl.hash}`;
  };

  /** Each direction's sheet's address, once this compilation has emitted them. */
  hrefs = (): Record<Direction, string> => {
    const { ltr, rtl } = this.files;
    if (!ltr || !rtl) throw new Error('PictureStyles: the sheets are not emitted yet');
    return { ltr, rtl };
  };

  apply(compiler: Compiler) {
    // before the modules are built: the format is compiled into the app (capture.ts)
    compiler.hooks.beforeCompile.tapPromise('PictureStyles', async () => {
      asInTheBrowser();
      const specimen = await loadForNode<{
        renderPictureSpecimen: () => Promise<Record<Direction, string[]>>;
      }>({ ...this.options, lazy: true, plugins: [everyRow] });
      const pages = await specimen.renderPictureSpecimen();
      const sheet = (direction: Direction) => {
        const css = pictureStyleSheet(pages[direction]);
        return { css, hash: createHash('sha256').update(css).digest('hex').slice(0, 8) };
      };
      this.sheets = { ltr: sheet('ltr'), rtl: sheet('rtl') };
    });
    compiler.hooks.thisCompilation.tap('PictureStyles', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PictureStyles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          for (const [direction, { css, hash }] of Object.entries(this.rendered())) {
            const name = `assets/picture-${direction}${this.options.production ? `.${hash}` : ''}.css`;
            // as Emotion wrote them: a minifier rewrites values (system-ui as a font list) and order
            compilation.emitAsset(name, new webpack.sources.RawSource(css), { minimized: true });
            this.files[direction as Direction] = `${publicPath}${name}`;
          }
        },
      );
    });
  }
}

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { criticalThemeVariables } from './critical-theme-variables';
import { loadForNode } from './node-render';

interface Options {
  /** the module exporting renderLoginPage(): { html, styles } */
  entry: string;
  /** the build's DefinePlugin values, so the card renders as the bundle will */
  define: Record<string, string>;
}

const renderLoginPage = async ({ entry, define }: Options) =>
  (
    await loadForNode<{ renderLoginPage: () => { html: string; styles: string } }>({
      entry,
      define,
      production: true,
    })
  ).renderLoginPage();

const ROOT = '<div id="root"></div>';

/**
 * Writes the login card, prerendered, into index.html with its critical CSS: a new visitor's
 * first paint needs no script, and main.tsx hydrates it. The root carries data-prerendered,
 * which index.html hides whenever a session is stored, so a returning visitor never sees it.
 */
export class PrerenderLogin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PrerenderLogin', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(
        'PrerenderLogin',
        async (data) => {
          if (!data.html.includes(ROOT))
            throw new Error(`PrerenderLogin: no ${ROOT} in index.html`);
          const { html, styles } = await renderLoginPage(this.options);
          data.html = criticalThemeVariables(
            data.html
              // replacer functions: the markup and CSS may hold `$` sequences
              .replace('</head>', () => `${styles}</head>`)
              .replace(ROOT, () => `<div id="root" data-prerendered>${html}</div>`),
          );
          return data;
        },
      );
    });
  }
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { transform } from '@swc/core';
import { swcOptions } from '../../../build/swc-options';
import { process as compiledPoModule } from '../../../build/po-transform.cjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { criticalThemeVariables } from './critical-theme-variables';

interface Options {
  /** the module exporting renderLoginPage(): { html, styles } */
  entry: string;
  /** the build's DefinePlugin values, so the card renders as the bundle will */
  define: Record<string, string>;
}

/** The app's Lingui macros and catalogues, compiled as its webpack build compiles them. */
const lingui: Plugin = {
  name: 'lingui',
  setup: (b) => {
    b.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('@lingui/')) return undefined;
      const { code } = await transform(source, { ...swcOptions(true), filename: args.path });
      return { contents: code, loader: 'js' };
    });
    b.onLoad({ filter: /\.po$/ }, (args) => ({
      contents: compiledPoModule(readFileSync(args.path, 'utf8')).code,
      loader: 'js',
    }));
  },
};

/** Bundles the prerender module for Node (dynamic imports stay out: they never run there). */
const renderLoginPage = async ({ entry, define }: Options) => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'warning',
    define: { ...define, 'process.env.NODE_ENV': '"production"' },
    plugins: [
      lingui,
      {
        name: 'lazy-chunks-stay-out',
        setup: (b) =>
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          ),
      },
    ],
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-prerender-'));
  try {
    const file = path.join(dir, 'prerender.cjs');
    const [output] = result.outputFiles;
    if (!output) throw new Error(`PrerenderLogin: esbuild wrote nothing for ${entry}`);
    writeFileSync(file, output.contents);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a freshly built CommonJS file
    const rendered = require(file) as { renderLoginPage: () => { html: string; styles: string } };
    return rendered.renderLoginPage();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

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

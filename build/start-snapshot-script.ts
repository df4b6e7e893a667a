import HtmlWebpackPlugin from 'html-webpack-plugin';
import { minify_sync as minifySync } from 'terser';
import type { Compilation, Compiler } from 'webpack';
import {
  showStartSnapshot,
  type ShowStartSnapshotOptions,
} from '../src/components/start-snapshot-overlay';

/** The inline script: showStartSnapshot's own source, called with the build's options. */
export const startSnapshotScript = (options: ShowStartSnapshotOptions): string =>
  minifySync(`(${showStartSnapshot.toString()})(${JSON.stringify(options)})`, {
    ecma: 2020,
  }).code ?? '';

/**
 * Writes showStartSnapshot into index.html, inline at the end of the body: a returning visitor's
 * picture of the last screen is painted with the page itself, seconds before the app's code could
 * paint anything on a phone's slow link. It runs before the deferred scripts and needs nothing
 * from them.
 */
export class StartSnapshotScript {
  constructor(private readonly options: ShowStartSnapshotOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartSnapshotScript', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartSnapshotScript',
        (data) => {
          const code = startSnapshotScript(this.options);
          data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', undefined, code));
          return data;
        },
      );
    });
  }
}

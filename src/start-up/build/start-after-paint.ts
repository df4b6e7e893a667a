import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { afterFirstPaint } from '../inline/after-first-paint';
import { startsWithOneFile } from '../inline/one-file-start';
import { startAfterPaint } from '../inline/start-after-paint';
import { appendInlineScript, inlineFunctionScript } from './inline-function-script';

type HtmlTag = ReturnType<typeof HtmlWebpackPlugin.createHtmlTagObject>;

const isScript = (tag: HtmlTag) =>
  tag.tagName === 'script' && typeof tag.attributes.src === 'string';

/** The addresses of index.html's own scripts, from its tags before StartAfterPaint takes them. */
export const pageScriptsOf = (tags: HtmlTag[]) =>
  tags.filter(isScript).map((tag) => String(tag.attributes.src));

/**
 * Replaces index.html's script tags with an inline script at the end of its body that runs them
 * (inline/start-after-paint.ts): what the page shows first is on screen before any script runs.
 * They are preloaded by inline/preload-for-session.ts, which the build gives the same list.
 */
export class StartAfterPaint {
  constructor(
    private readonly options: {
      policy: string;
      sessionClass: string;
      pictureId: string;
      /** the address of the page's scripts and the app chunk in one file (one-file-start.ts) */
      oneFile?: () => string;
    },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartAfterPaint', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAfterPaint', (data) => {
        const scripts = pageScriptsOf([...data.headTags, ...data.bodyTags]);
        if (scripts.length === 0) throw new Error('StartAfterPaint: index.html has no script');
        data.headTags = data.headTags.filter((tag) => !isScript(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
        const { oneFile, ...options } = this.options;
        appendInlineScript(
          data.bodyTags,
          inlineFunctionScript(startAfterPaint, { scripts, oneFile: oneFile?.(), ...options }, [
            afterFirstPaint,
            startsWithOneFile,
          ]),
        );
        return data;
      });
    });
  }
}

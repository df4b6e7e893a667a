import HtmlWebpackPlugin from 'html-webpack-plugin';
import { minify_sync as minifySync } from 'terser';
import type { Compilation, Compiler } from 'webpack';

/** A function an inline script is given as an argument, after its options. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- any standalone function
type Helper = Function;

/**
 * The inline script: the function's own source, called with the build's options and the helper
 * functions' sources. Each function must stand alone (no import, nothing from around it); tests
 * run this very script.
 */
export const inlineFunctionScript = <Options>(
  run: (options: Options, ...helpers: never[]) => void,
  options: Options,
  helpers: Helper[] = [],
): string =>
  minifySync(
    `(${run.toString()})(${[JSON.stringify(options) ?? '', ...helpers.map(String)].join(',')})`,
    { ecma: 2020 },
  ).code ?? '';

type HtmlTags = ReturnType<typeof HtmlWebpackPlugin.createHtmlTagObject>[];

/** Adds `code` to the tags as an inline script, joining one just before it (each costs a hash). */
export const appendInlineScript = (tags: HtmlTags, code: string) => {
  const last = tags[tags.length - 1];
  if (last?.tagName === 'script' && !last.attributes.src && last.innerHTML)
    last.innerHTML = `${last.innerHTML};${code}`;
  else tags.push(HtmlWebpackPlugin.createHtmlTagObject('script', undefined, code));
};

/**
 * Writes a function into index.html as an inline script, at the end of the head or of the body:
 * what must happen with the page itself, seconds before the app's deferred scripts arrive on a
 * phone's slow link. It runs before them and needs nothing from them.
 */
export class InlineFunctionScript<Options> {
  constructor(
    private readonly script: {
      run: (options: Options, ...helpers: never[]) => void;
      /** or what gives them, when the build knows them only as it writes index.html */
      options: Options | (() => Options);
      helpers?: Helper[];
      place: 'head' | 'body';
    },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('InlineFunctionScript', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'InlineFunctionScript',
        (data) => {
          const { run, options, helpers, place } = this.script;
          const code = inlineFunctionScript(
            run,
            options instanceof Function ? options() : options,
            helpers,
          );
          appendInlineScript(place === 'head' ? data.headTags : data.bodyTags, code);
          return data;
        },
      );
    });
  }
}

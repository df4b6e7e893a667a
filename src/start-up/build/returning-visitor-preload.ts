import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { afterFirstPaint } from '../inline/after-first-paint';
import { startsWithOneFile } from '../inline/one-file-start';
import { preloadForSession } from '../inline/preload-for-session';
import { pageScriptsOf } from './start-after-paint';
import { appendInlineScript, inlineFunctionScript } from './inline-function-script';

/**
 * A returning visitor's start-up is otherwise a waterfall: the entry runs, then asks for the
 * app chunk, whose chat screen asks for Markdown, which asks for the highlighter. This writes
 * inline/preload-for-session.ts into index.html's head with the page's own scripts and every file
 * of the named chunk groups.
 */
export class ReturningVisitorPreload {
  constructor(
    private readonly options: {
      chunks: string[];
      /** chunks preloaded too where this media query matches (what shows at once only there) */
      chunksWhen?: { media: string; chunks: string[] };
      /** chunks preloaded too where a picture is shown */
      pictureChunks: string[];
      /** the address of the page's scripts and `chunks` in one file (one-file-start.ts) */
      oneFile?: () => string;
      tokenKey: string;
      pictureKey: string;
      pictureId: string;
      sessionClass: string;
      /** GETs sent at once with the stored token, for the app to adopt (src/start-up/early-calls.ts) */
      earlyCalls: string[];
    },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ReturningVisitorPreload', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'ReturningVisitorPreload',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const filesOf = (names: string[]) => {
            const files = new Set<string>();
            for (const name of names) {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`ReturningVisitorPreload: no chunk named "${name}"`);
              for (const chunk of group.chunks) {
                // what index.html loads anyway is not preloaded again
                if (chunk.canBeInitial()) continue;
                for (const file of chunk.files)
                  if (file.endsWith('.js')) files.add(publicPath + file);
              }
            }
            return [...files];
          };
          const {
            chunks,
            chunksWhen,
            pictureChunks,
            oneFile,
            tokenKey,
            pictureKey,
            pictureId,
            sessionClass,
            earlyCalls,
          } = this.options;
          const files = filesOf(chunks);
          const besides = (names: string[]) =>
            filesOf(names).filter((file) => !files.includes(file));
          // still tags here: StartAfterPaint, a later plugin, takes them out
          const pageScripts = pageScriptsOf([...data.headTags, ...data.bodyTags]);
          if (pageScripts.length === 0) throw new Error('ReturningVisitorPreload: no page script');
          appendInlineScript(
            data.headTags,
            inlineFunctionScript(
              preloadForSession,
              {
                tokenKey,
                pictureKey,
                pictureId,
                sessionClass,
                pageScripts,
                files,
                oneFile: oneFile?.(),
                filesWhen: chunksWhen && {
                  media: chunksWhen.media,
                  files: besides(chunksWhen.chunks),
                },
                pictureFiles: besides(pictureChunks),
                earlyCalls,
              },
              [afterFirstPaint, startsWithOneFile],
            ),
          );
          return data;
        },
      );
    });
  }
}

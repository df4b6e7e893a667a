import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { checkedApiBaseUrl } from './build/api-base-url';
import { swcOptions } from './build/swc-options';
import { ContentSecurityPolicy } from './build/content-security-policy';
import { WebAppManifest } from './build/web-app-manifest';
import { PrerenderLogin } from './src/start-up/build/prerender-login';
import { ReturningVisitorPreload } from './src/start-up/build/returning-visitor-preload';
import { InlineFunctionScript } from './src/start-up/build/inline-function-script';
import { pictureFormat } from './src/start-up/build/picture-format';
import { API_PREFIX, START_UP_PATHS } from './src/app/api-paths';
import { holdEarlyActions } from './src/start-up/inline/hold-early-actions';
import { HELD_CLICK } from './src/features/auth/held-click';
import { FAILED_START_ID, reportFailedStart } from './src/start-up/inline/report-failed-start';
import { failedStartTexts } from './src/start-up/build/failed-start-texts';
import { applyLanguage } from './src/start-up/inline/apply-language';
import { CheckStartCatalogue } from './src/features/language/build/check-start-catalogue';
import { pickLanguage } from './src/features/language/pick-language';
import { directionOf, LANGUAGE_KEY, LANGUAGES } from './src/features/language/languages';
import { showStartPicture } from './src/start-up/inline/show-picture';
import { CHAT_PARAM } from './src/features/chats/chat-address';
import { applySavedTheme } from './src/start-up/inline/apply-saved-theme';
import { BRAND_COLOUR, LIGHT_BACKGROUND, THEME_KEY } from './src/features/theme/theme-mode';
import { TEXT_SIZE_KEY } from './src/features/theme/text-size';
import { MESSAGE_SIZE_VARIABLE, TEXT_SIZES } from './src/components/message-size';
import { sessionTag } from './src/start-up/inline/session-tag';
import { cleanStartPicture } from './src/start-up/inline/clean-picture';
import { linkPictureStyles } from './src/start-up/inline/link-picture-styles';
import { PictureStyles } from './src/start-up/build/picture-styles';
import { pictureParts } from './src/start-up/picture/parts';
import {
  PICTURE_STYLES_ID,
  PICTURE_MAX_AGE_MS,
  PICTURE_KEY,
  PICTURE_OVERLAY_ID,
  PICTURE_TYPED,
  PICTURE_POLICY,
} from './src/start-up/picture/picture';
import { START_PICTURE_LAYER } from './src/start-up/picture-shown';
import { DRAFTS_KEY } from './src/features/composer/drafts-key';
import { WIDE_SCREEN_MEDIA } from './src/app/layout/wide-screen';
import { TOKEN_KEY } from './src/features/auth/stored-token';
import { PRODUCT_NAME } from './src/types/business';
import { MANIFEST_URL, WORKER_URL } from './src/app/installed-app/app-files';
import {
  CHUNKS_POLICY,
  ENTITIES_POLICY,
  START_POLICY,
  WORKER_POLICY,
} from './src/types/trusted-types';
import { StartAfterPaint } from './src/start-up/build/start-after-paint';
import { ONE_FILE_NAME, OneFileStart } from './src/start-up/build/one-file-start';
import { SESSION_CLASS } from './src/start-up/inline/preload-for-session';

const outDir = process.env.OUT_DIR ?? 'dist';
const { version: packageVersion } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
};
/** The page's description, for search engines and the installed app alike. */
const APP_DESCRIPTION = 'Parley: chat with an AI assistant, create images and share them.';
// the icon is written into the page: as a request of its own, it shared a phone's bandwidth with
// the scripts a start-up waits for
const faviconUrl = `data:image/svg+xml,${encodeURIComponent(readFileSync('public/favicon.svg', 'utf8').trim())}`;
/** What a build also writes compressed (.br, .gz) for its server to send as is. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;

export default (
  _env: unknown,
  argv: { mode?: string },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  // API_BASE_URL selects the real backend at build time. Unset means offline mock mode: the MSW
  // worker answers every call and is the only build that ships mock code.
  const apiBaseUrl = checkedApiBaseUrl(process.env.API_BASE_URL, production);
  const mock = apiBaseUrl === '';
  const codeFormat = pictureFormat(__dirname);
  // the real backend's production build is an installable app that works without the network
  const installable = production && !mock;
  // what a signed-in start runs after the entry; with nothing cached, it and the entry as one file
  const signedInChunks = ['app'];
  const oneFileStart = production ? new OneFileStart({ chunks: signedInChunks }) : undefined;
  const oneFile = oneFileStart && (() => oneFileStart.file());
  const define = {
    __MOCK__: JSON.stringify(mock),
    __API_BASE_URL__: JSON.stringify(apiBaseUrl),
    // the picture's format is known once its specimen is rendered: see pictureStyles below
    __PICTURE_FORMAT__: JSON.stringify(codeFormat),
    __INSTALLABLE__: JSON.stringify(installable),
    __RELEASE__: JSON.stringify(process.env.PARLEY_RELEASE ?? packageVersion),
  };
  const pictureStyles = new PictureStyles({
    entry: './src/start-up/build/picture-specimen.tsx',
    define,
    production,
    format: codeFormat,
  });
  return {
    mode: production ? 'production' : 'development',
    entry: './src/start-up/main.tsx',
    output: {
      path: path.resolve(__dirname, outDir),
      // 8 hex digits tell releases apart; each one more is a byte of every chunk's address in
      // the first load (the runtime's chunk map), where random digits do not compress
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      // the chunk loader asks a Trusted Types policy for each script address; start-up/
      // trusted-chunks.ts lends it one that checks them
      trustedTypes: { policyName: CHUNKS_POLICY },
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's exports map names only its development build, dev warnings and all, for
      // every bundler and mode (remix-run/react-router#12532, #14102): production takes the
      // production build it ships beside it
      alias: {
        // Markdown's entity decoder writes `&name;` into an element's innerHTML (its browser
        // build), which Trusted Types refuse; ours does so through a policy (its plain build
        // would carry a 16 kB gzip table of its own)
        'decode-named-character-reference$': path.resolve(
          __dirname,
          'src/components/markdown/decode-entity.ts',
        ),
        '@ungap/structured-clone$': path.resolve(
          __dirname,
          'src/components/markdown/native-structured-clone.ts',
        ),
        'property-information$': path.resolve(
          __dirname,
          'src/components/markdown/html-properties.ts',
        ),
        // its parts, which its exports map does not name
        'property-information/lib': path.resolve(
          __dirname,
          'node_modules/property-information/lib',
        ),
        ...(production && {
          'react-router$': path.resolve(
            __dirname,
            'node_modules/react-router/dist/production/index.mjs',
          ),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(production) },
        },
        // a catalogue imported is compiled to its messages (failing on an ICU syntax error)
        { test: /\.po$/, use: { loader: '@lingui/loader', options: { failOnCompileError: true } } },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        ...define,
        __PICTURE_FORMAT__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(pictureStyles.format()),
          true,
        ),
      }),
      // the first load's messages are all in the catalogue it comes with
      new CheckStartCatalogue(__dirname),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        description: APP_DESCRIPTION,
        faviconUrl,
        // the template's own script and styles are minified and its comments dropped; its
        // markup stays as written: PrerenderLogin finds its root element by its exact text
        minify: production && { minifyJS: true, minifyCSS: true, removeComments: true },
      }),
      // what a signed-in start-up paints first: the app (with its shell and chat screen) and a
      // reply's Markdown (code paints plain first; the highlighter comes after that paint)
      new ReturningVisitorPreload({
        chunks: signedInChunks,
        oneFile,
        chunksWhen: { media: WIDE_SCREEN_MEDIA, chunks: ['sidebar'] },
        pictureChunks: ['start-picture'],
        tokenKey: TOKEN_KEY,
        pictureKey: PICTURE_KEY,
        pictureId: PICTURE_OVERLAY_ID,
        sessionClass: SESSION_CLASS,
        // offline, the mock backend starts with the entry: nothing could answer them earlier
        earlyCalls: mock
          ? []
          : Object.values(START_UP_PATHS).map((p) => `${apiBaseUrl}${API_PREFIX}${p}`),
      }),
      // V8 compiles each script whole as it loads (off the main thread where it streams), not a
      // function at a time at its first call inside the tasks that evaluate the script and
      // render the first screen (Chromium's explicit compile hints; the comment must open the
      // file, so it goes in after minifying)
      new webpack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /^assets\/[^/]*\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      ...(oneFileStart ? [oneFileStart] : []),
      // the prerendered card, sent or tapped before the app runs, is held for it
      // (typed-before-start.ts)
      new InlineFunctionScript({
        run: applySavedTheme,
        options: {
          themeKey: THEME_KEY,
          sizeKey: TEXT_SIZE_KEY,
          sizeVariable: MESSAGE_SIZE_VARIABLE,
          sizes: { small: TEXT_SIZES.small, large: TEXT_SIZES.large },
        },
        place: 'head',
      }),
      // <html lang dir> before the first paint (inline/apply-language.ts)
      new InlineFunctionScript({
        run: applyLanguage,
        options: {
          key: LANGUAGE_KEY,
          supported: LANGUAGES,
          rightToLeft: LANGUAGES.filter((language) => directionOf(language) === 'rtl'),
        },
        helpers: [pickLanguage],
        place: 'head',
      }),
      new InlineFunctionScript({ run: holdEarlyActions, options: HELD_CLICK, place: 'head' }),
      // the page's scripts failed to download: no blank page, no dead card (inline/report-failed-start.ts)
      new InlineFunctionScript({
        run: reportFailedStart,
        options: {
          id: FAILED_START_ID,
          texts: failedStartTexts(__dirname),
          pictureIds: [PICTURE_OVERLAY_ID],
        },
        place: 'head',
      }),
      // the build's styles of the picture, render-blocking while one is stored
      pictureStyles,
      new InlineFunctionScript({
        run: linkPictureStyles,
        options: () => ({
          pictureKey: PICTURE_KEY,
          tokenKey: TOKEN_KEY,
          format: pictureStyles.format(),
          hrefs: pictureStyles.hrefs(),
          id: PICTURE_STYLES_ID,
        }),
        place: 'head',
      }),
      // a returning visitor sees their last screen with the page itself (start-up/picture)
      new InlineFunctionScript({
        run: showStartPicture,
        options: () => ({
          pictureKey: PICTURE_KEY,
          tokenKey: TOKEN_KEY,
          draftsKey: DRAFTS_KEY,
          format: pictureStyles.format(),
          maxAgeMs: PICTURE_MAX_AGE_MS,
          parts: pictureParts(mock ? [] : [new URL(apiBaseUrl).origin], PICTURE_POLICY),
          overlayId: PICTURE_OVERLAY_ID,
          stylesId: PICTURE_STYLES_ID,
          layer: START_PICTURE_LAYER,
          typedAttribute: PICTURE_TYPED,
          chatParam: CHAT_PARAM,
        }),
        helpers: [cleanStartPicture, sessionTag],
        place: 'body',
      }),
      // the page's scripts run once it has painted (start-up/inline/start-after-paint.ts)
      new StartAfterPaint({
        oneFile,
        policy: START_POLICY,
        sessionClass: SESSION_CLASS,
        pictureId: PICTURE_OVERLAY_ID,
      }),
      // the development server renders in the browser only (and its modules use eval)
      ...(production
        ? [
            new PrerenderLogin({ entry: './src/start-up/prerender.tsx', define }),
            new ContentSecurityPolicy({
              apiOrigin: mock ? '' : new URL(apiBaseUrl).origin,
              // each build registers its service worker: the mock backend, or the app's files
              trustedTypes: [
                START_POLICY,
                CHUNKS_POLICY,
                PICTURE_POLICY,
                ENTITIES_POLICY,
                WORKER_POLICY,
              ],
            }),
          ]
        : []),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            // the mock workers only belong to the offline build
            filter: (file: string) => mock || !/mockServiceWorker|parley-mock-sw/.test(file),
          },
        ],
      }),
      ...(installable
        ? [
            new WebAppManifest({
              logo: path.resolve(__dirname, 'public/favicon.svg'),
              file: MANIFEST_URL.slice(1),
              name: PRODUCT_NAME,
              description: APP_DESCRIPTION,
              themeColour: BRAND_COLOUR,
              backgroundColour: LIGHT_BACKGROUND,
            }),
            // the app's own files, precached by content hash: a returning visit downloads none
            // of them, and opens without the network (src/app-worker)
            new InjectManifest({
              swSrc: './src/app-worker/app-worker.ts',
              swDest: WORKER_URL.slice(1),
              // the one file is for a start the worker does not serve
              exclude: [/LICENSE\.txt$/, /^_headers$/, /\.conf$/, /\.(br|gz)$/, ONE_FILE_NAME],
              dontCacheBustURLsMatching: /^\/?assets\//,
            }),
          ]
        : []),
      // what a static host serves precompressed (nginx's gzip_static and brotli_static, the
      // preview server): the highest levels cost seconds once per build, never a request's time
      ...(production
        ? [
            new CompressionPlugin<BrotliOptions>({
              test: COMPRESSIBLE,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
            }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    optimization: {
      // the first load is one script, no vendor chunk apart: Lighthouse's simulation counts a
      // script in the card's paint when it ran in a task too short for its graph (under 10 ms),
      // as registering a chunk of libraries does; a lazy chunk carries its own libraries
      splitChunks: false,
      // SWC's minifier: a build in half the time terser takes, a first load 0.2 KiB bigger
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: production ? 'normal' : 'minimal',
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      // this machine only, as the preview server; HOST=0.0.0.0 to try it from a phone
      host: process.env.HOST ?? '127.0.0.1',
      historyApiFallback: true,
      static: { directory: path.resolve(__dirname, 'public') },
      hot: true,
      open: false,
      client: { overlay: { warnings: false, errors: true } },
    },
  };
};

import type { StorybookConfig } from '@storybook/react-webpack5';
import webpack from 'webpack';
import { pictureFormat } from '../src/start-up/build/picture-format';
import { linguiSwcPlugin } from '../build/swc-options';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // the MSW worker is served from the root, as in the app
  staticDirs: ['../public'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // the app's macros (Lingui) compiled as its own build does; stories are a development build
  swc: (swcConfig) => ({
    ...swcConfig,
    jsc: { ...swcConfig.jsc, experimental: { plugins: [linguiSwcPlugin(false)] } },
  }),
  webpackFinal: async (webpackConfig) => {
    webpackConfig.module?.rules?.push({ test: /\.po$/, use: { loader: '@lingui/loader' } });
    webpackConfig.plugins = [
      ...(webpackConfig.plugins ?? []),
      new webpack.DefinePlugin({
        __MOCK__: 'true',
        __API_BASE_URL__: JSON.stringify(''),
        __INSTALLABLE__: 'false',
        __RELEASE__: JSON.stringify('storybook'),
        // Storybook runs from the repository's root (npm run storybook, build-storybook)
        __PICTURE_FORMAT__: JSON.stringify(pictureFormat(process.cwd())),
      }),
    ];
    return webpackConfig;
  },
};

export default config;

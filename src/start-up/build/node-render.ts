import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { transform } from '@swc/core';
import { swcOptions } from '../../../build/swc-options';
import { process as compiledPoModule } from '../../../build/po-transform.cjs';

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

const lazyChunksStayOut: Plugin = {
  name: 'lazy-chunks-stay-out',
  setup: (b) =>
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    ),
};

export interface NodeModuleOptions {
  /** a module of the app, to run at build time */
  entry: string;
  /** the build's DefinePlugin values, so the module renders as the bundle will */
  define: Record<string, string>;
  production: boolean;
  /** bundle what it imports lazily too (else those imports stay out: they never run) */
  lazy?: boolean;
  plugins?: Plugin[];
}

/** Bundles one of the app's modules for Node, as the app's build compiles it, and loads it. */
export const loadForNode = async <Module>({
  entry,
  define,
  production,
  lazy = false,
  plugins = [],
}: NodeModuleOptions): Promise<Module> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'warning',
    define: {
      ...define,
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    },
    plugins: [lingui, ...(lazy ? [] : [lazyChunksStayOut]), ...plugins],
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-render-'));
  try {
    const file = path.join(dir, 'module.cjs');
    const [output] = result.outputFiles;
    if (!output) throw new Error(`loadForNode: esbuild wrote nothing for ${entry}`);
    writeFileSync(file, output.contents);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a freshly built CommonJS file
    return require(file) as Module;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

import { createHash } from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

/** What the one file is called, for the service worker's precache to leave it out. */
export const ONE_FILE_NAME = /^assets\/session\.[0-9a-f]+\.js$/;

/**
 * Writes the named chunks and the entry as one more file, which a signed-in start with nothing
 * cached downloads instead of them (inline/one-file-start.ts). The chunks come first: they only
 * register their modules, which the entry's runtime takes in as it starts, so it never asks for
 * them. Runs after minifying and the compile hint, which thus opens the file too.
 */
export class OneFileStart {
  private address?: string;

  constructor(private readonly options: { chunks: string[] }) {}

  /** The file's address; known once the build has written it. */
  file(): string {
    if (!this.address) throw new Error('OneFileStart: the file is not written yet');
    return this.address;
  }

  apply(compiler: Compiler) {
    const { Compilation: Stages, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OneFileStart', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OneFileStart', stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 2 },
        () => {
          const scripts = (files: Iterable<string>) =>
            [...files].filter((file) => file.endsWith('.js'));
          const chunkFiles = this.options.chunks.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`OneFileStart: no chunk named "${name}"`);
            return group.chunks.flatMap((chunk) => scripts(chunk.files));
          });
          const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) =>
            scripts(entry.getFiles()),
          );
          const parts = [...chunkFiles, ...entryFiles].map((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`OneFileStart: no file ${file}`);
            return asset.source;
          });
          const source = new sources.ConcatSource(
            ...parts.flatMap((part, index) => (index === 0 ? [part] : ['\n', part])),
          );
          const hash = createHash('sha256').update(source.buffer()).digest('hex').slice(0, 8);
          const name = `assets/session.${hash}.js`;
          compilation.emitAsset(name, source, { immutable: true, minimized: true });
          this.address = String(compilation.outputOptions.publicPath ?? '/') + name;
        },
      );
    });
  }
}

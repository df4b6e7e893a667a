import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WebpackError, type Compilation, type Compiler, type Module } from 'webpack';
import { START_CATALOGUE_SOURCES } from './start-catalogue-sources';

/** A module and, for a concatenation of several, each of them. */
const sourcesOf = (module: Module): Module[] => {
  const inner = (module as Module & { modules?: Set<Module> }).modules;
  return inner instanceof Set ? [...inner] : [module];
};

/**
 * Fails the build when a module of the first load says something that is not in the start
 * catalogue: only that catalogue comes with the first load (the app's comes with the app chunk),
 * so such a message would show as its id. The start catalogue's sources are listed in
 * start-catalogue-sources.ts.
 */
export class CheckStartCatalogue {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler) {
    const included = START_CATALOGUE_SOURCES.map((source) =>
      path.join(this.root, source.replace('<rootDir>/', '').replace(/\/\*\*$/, '')),
    );
    const inStart = (file: string) =>
      included.some((source) => file === source || file.startsWith(`${source}${path.sep}`));
    compiler.hooks.thisCompilation.tap('CheckStartCatalogue', (compilation: Compilation) => {
      compilation.hooks.afterSeal.tap('CheckStartCatalogue', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const module of chunkGraph.getChunkModulesIterable(chunk))
            for (const source of sourcesOf(module)) {
              const file = source.nameForCondition();
              if (!file?.startsWith(path.join(this.root, 'src')) || !/\.tsx?$/.test(file)) continue;
              if (inStart(file) || !readFileSync(file, 'utf8').includes('@lingui/')) continue;
              compilation.errors.push(
                new WebpackError(
                  `${path.relative(this.root, file)} is in the first load but not in the start ` +
                    'catalogue: add it to START_CATALOGUE_SOURCES',
                ),
              );
            }
        }
      });
    });
  }
}

import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/**
 * The i18n rules' findings in each of `sources`, each linted by the project's ESLint as one of its
 * files. One ESLint for all of them: building its typed program is what takes the time.
 */
const lint = (sources: string[]): string[][] => {
  const script = `
    const { ESLint } = require('eslint');
    const sources = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const eslint = new ESLint();
    const filePath = 'src/features/language/language-switcher.tsx';
    Promise.all(sources.map((code) => eslint.lintText(code, { filePath }))).then((results) =>
      process.stdout.write(JSON.stringify(results.map(([r]) => r.messages.map((m) => m.ruleId ?? 'parse error')))),
    );
  `;
  const run = spawnSync(process.execPath, ['-e', script], {
    input: JSON.stringify(sources),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return (JSON.parse(run.stdout) as string[][]).map((rules) =>
    rules.filter((rule) => !rule.startsWith('@typescript-eslint/')),
  );
};

describe('the rule against words outside the catalogues', () => {
  it('fails a literal a person would see or hear, and lets a catalogued one through', () => {
    const component = (body: string) =>
      [
        "import { t } from '@lingui/core/macro';",
        "import { toast } from '../../components/toast';",
        `export const Example = () => { ${body} };`,
      ].join('\n');
    expect(
      lint([
        component('return <p>Hello there</p>;'),
        component('return <button aria-label="Close menu" />;'),
        component("toast.error('The chat could not be saved'); return null;"),
        component('return <p>{t`Hello there`}</p>;'),
        // what nobody reads passes: keys, CSS, an id
        component('return <p id="intro" className="lead" style={{ margin: "0 auto" }} />;'),
      ]),
    ).toEqual([
      ['lingui/no-unlocalized-strings'],
      ['lingui/no-unlocalized-strings'],
      ['lingui/no-unlocalized-strings'],
      [],
      [],
    ]);
  }, 60_000);
});

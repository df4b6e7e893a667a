import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/** The i18n rules' findings in `code`, linted by the project's ESLint as one of its files. */
const lint = (code: string): string[] => {
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/eslint/bin/eslint.js',
      '--stdin',
      '--stdin-filename',
      'src/features/language/language-switcher.tsx',
      '--format',
      'json',
    ],
    { input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? 'parse error')
    .filter((rule) => !rule.startsWith('@typescript-eslint/'));
};

describe('the rule against words outside the catalogues', () => {
  it('fails a literal a person would see or hear, and lets a catalogued one through', () => {
    const component = (body: string) =>
      [
        "import { t } from '@lingui/core/macro';",
        "import { toast } from '../../components/toast';",
        `export const Example = () => { ${body} };`,
      ].join('\n');
    expect(lint(component('return <p>Hello there</p>;'))).toEqual([
      'lingui/no-unlocalized-strings',
    ]);
    expect(lint(component('return <button aria-label="Close menu" />;'))).toEqual([
      'lingui/no-unlocalized-strings',
    ]);
    expect(lint(component("toast.error('The chat could not be saved'); return null;"))).toEqual([
      'lingui/no-unlocalized-strings',
    ]);
    expect(lint(component('return <p>{t`Hello there`}</p>;'))).toEqual([]);
    // what nobody reads passes: keys, CSS, an id
    expect(
      lint(component('return <p id="intro" className="lead" style={{ margin: "0 auto" }} />;')),
    ).toEqual([]);
  }, 60_000);
});

import { describe, expect, it } from '@jest/globals';
import { makePromptsFile, parsePromptsFile } from './prompts-file';

const problemOf = (text: string) => {
  const read = parsePromptsFile(text);
  return 'problem' in read ? read.problem.message : null;
};

describe('a file of saved prompts', () => {
  it('reads back what was exported', () => {
    const file = makePromptsFile([{ name: 'Haiku', text: 'About {{x}}' }], new Date(0));
    expect(parsePromptsFile(JSON.stringify(file))).toEqual({
      prompts: [{ name: 'Haiku', text: 'About {{x}}' }],
    });
  });

  it('refuses what is not JSON, not ours, newer, or has one bad prompt, whole', () => {
    const good = { name: 'Ok', text: 'fine' };
    const file = (prompts: unknown, version = 1) =>
      JSON.stringify({ format: 'parley-prompts', version, prompts });
    expect(problemOf('{not json')).toMatch(/not JSON/);
    expect(problemOf(JSON.stringify({ format: 'parley-organisation', prompts: [] }))).toMatch(
      /not an export of Parley's saved prompts/,
    );
    expect(problemOf(file([good], 2))).toMatch(/newer Parley/);
    expect(problemOf(file([good, { name: '', text: 'x' }]))).toMatch(/damaged/);
    expect(problemOf(file([good, { name: 'x'.repeat(41), text: 'x' }]))).toMatch(/damaged/);
    expect(problemOf(file([good, { name: 'x', text: 7 }]))).toMatch(/damaged/);
    expect(problemOf(file({ 0: good }))).toMatch(/damaged/);
  });
});

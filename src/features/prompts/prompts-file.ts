import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PROMPT_NAME_MAX, PROMPT_TEXT_MAX } from './prompt-limits';
import type { Starter } from './prompts-store';

/** What names a file as an export of Parley's saved prompts. */
const FORMAT = 'parley-prompts';
const VERSION = 1;
/** A thousand prompts at their longest fit; a bigger file is not one of ours. */
export const MAX_PROMPTS_FILE_BYTES = 2 * 1024 * 1024;

export interface PromptsFile {
  format: typeof FORMAT;
  version: typeof VERSION;
  exportedAt: string;
  prompts: Starter[];
}

export const makePromptsFile = (prompts: Starter[], now = new Date()): PromptsFile => ({
  format: FORMAT,
  version: VERSION,
  exportedAt: now.toISOString(),
  prompts: prompts.map(({ name, text }) => ({ name, text })),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPrompt = (value: unknown): value is Starter =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.text === 'string' &&
  value.name.trim().length > 0 &&
  value.name.length <= PROMPT_NAME_MAX &&
  value.text.trim().length > 0 &&
  value.text.length <= PROMPT_TEXT_MAX;

/**
 * Reads a file a person chose, as untrusted: the prompts it holds, or what is wrong with it. A
 * file with one bad prompt is refused whole.
 */
export const parsePromptsFile = (
  text: string,
): { prompts: Starter[] } | { problem: MessageDescriptor } => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: msg`That file is not an export of saved prompts (it is not JSON).` };
  }
  if (!isRecord(data) || data.format !== FORMAT)
    return { problem: msg`That file is not an export of Parley's saved prompts.` };
  if (typeof data.version !== 'number' || data.version > VERSION)
    return { problem: msg`That file comes from a newer Parley. Update this one, then try again.` };
  if (!Array.isArray(data.prompts) || !data.prompts.every(isPrompt))
    return { problem: msg`That file is damaged, so nothing was imported.` };
  return {
    prompts: data.prompts.map(({ name, text }) => ({ name: name.trim(), text })),
  };
};

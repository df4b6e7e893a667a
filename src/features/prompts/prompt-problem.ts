import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PROMPT_NAME_MAX, PROMPT_TEXT_MAX } from './prompt-limits';
import type { PromptDraft } from './prompts-ui-slice';

/** What stops a prompt from being saved, or null: a name, unique among the others, and a text. */
export const promptProblem = (
  draft: PromptDraft,
  others: readonly { id: string; name: string }[],
): { name?: MessageDescriptor; text?: MessageDescriptor } | null => {
  const name = draft.name.trim();
  const taken = others.some(
    (other) =>
      other.id !== draft.id && other.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase(),
  );
  const problem = {
    name: !name
      ? msg`Give the prompt a name.`
      : name.length > PROMPT_NAME_MAX
        ? msg`A name is at most ${PROMPT_NAME_MAX} characters.`
        : taken
          ? msg`You already have a prompt with this name.`
          : undefined,
    text: !draft.text.trim()
      ? msg`The prompt has no text.`
      : draft.text.length > PROMPT_TEXT_MAX
        ? msg`A prompt is at most ${PROMPT_TEXT_MAX} characters.`
        : undefined,
  };
  return problem.name || problem.text ? problem : null;
};

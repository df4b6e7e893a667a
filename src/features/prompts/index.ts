// What other features may use of the saved prompts.
export { PromptSlash, SavedPromptsHost } from './lazy-prompts';
export { promptEditorOpened, savedPromptsOpened } from './prompts-ui-slice';

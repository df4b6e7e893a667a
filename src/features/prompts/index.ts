// What other features may use of the saved prompts.
export { PromptSlash } from './prompt-slash';
export { SavedPromptsHost } from './saved-prompts-host';
export { promptEditorOpened, savedPromptsOpened } from './prompts-ui-slice';

import { lazyDialog } from '../../components/lazy-dialog';

/** Saves a prompt or changes one. Downloaded when first opened. */
export const PromptEditor = lazyDialog(
  () => import(/* webpackChunkName: "prompts" */ './prompt-editor-view'),
  'onClose',
);

/** The account's saved prompts. Downloaded when first opened. */
export const SavedPromptsDialog = lazyDialog(
  () => import(/* webpackChunkName: "prompts" */ './saved-prompts-dialog-view'),
  'onClose',
);

/** Asks for a saved prompt's blanks. Downloaded when first opened. */
export const PlaceholderForm = lazyDialog(
  () => import(/* webpackChunkName: "prompts" */ './placeholder-form-view'),
  'onClose',
);

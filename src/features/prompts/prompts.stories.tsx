import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import PlaceholderFormView from './placeholder-form-view';
import PromptEditorView from './prompt-editor-view';
import type { SavedPrompt } from './prompts-store';
import SavedPromptsDialogView from './saved-prompts-dialog-view';
import { SlashListView } from './slash-list-view';

const PROMPTS: SavedPrompt[] = [
  {
    id: '1',
    name: 'Review code',
    text: 'Review this {{language}} code for bugs and unclear names:',
  },
  { id: '2', name: 'Translate', text: 'Translate the following into {{language}}:' },
  { id: '3', name: 'ترجمة', text: 'ترجم ما يلي إلى {{اللغة}}، وحافظ على النبرة والتنسيق:' },
];
const nothing = () => undefined;

/** Where the list shows: above the composer, here a box of its size at the foot of the story. */
const Composer = ({ children }: { children: ReactNode }) => (
  <Box sx={{ height: 320, maxWidth: 600, display: 'flex', alignItems: 'flex-end' }}>
    <Box sx={{ position: 'relative', width: 1, height: 48, border: 1, borderRadius: 4 }}>
      {children}
    </Box>
  </Box>
);

const meta = {
  title: 'Prompts/Saved prompts',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `/` list above the prompt, the arrows on its second option; a name in Arabic keeps its start. */
export const SlashList: Story = {
  render: () => (
    <Composer>
      <SlashListView
        listId="slash"
        matches={PROMPTS}
        active={1}
        onChoose={nothing}
        onHover={nothing}
      />
    </Composer>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('listbox', { name: 'Saved prompts' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
  },
};

/** What follows the slash names no saved prompt: Enter sends as always, and the list says so. */
export const SlashListNoMatch: Story = {
  render: () => (
    <Composer>
      <SlashListView listId="slash" matches={[]} active={0} onChoose={nothing} onHover={nothing} />
    </Composer>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No saved prompt has that name. Enter sends what you typed.'),
    ).toBeVisible();
  },
};

/** A saved prompt's blanks, asked for before its text goes into the prompt. */
export const PlaceholderForm: Story = {
  render: () => (
    <PlaceholderFormView
      open
      promptName="Translate"
      names={['language', 'tone']}
      onInsert={nothing}
      onClose={nothing}
    />
  ),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Translate' }));
    await expect(dialog.getByRole('textbox', { name: 'language' })).toHaveFocus();
    await userEvent.keyboard('German');
    await expect(dialog.getByRole('textbox', { name: 'tone' })).toBeVisible();
  },
};

const dialogProps = {
  open: true,
  onClose: nothing,
  prompts: PROMPTS,
  accountKnown: true,
  canSaveCurrent: true,
  onSaveCurrent: nothing,
  onNew: nothing,
  onEdit: nothing,
  onDelete: nothing,
  onMove: nothing,
  onExport: nothing,
  onImport: nothing,
};

/** The account's saved prompts, to change, order, delete, export and import. */
export const SavedPrompts: Story = {
  render: () => <SavedPromptsDialogView {...dialogProps} />,
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Saved prompts' }),
    );
    await expect(dialog.getByRole('button', { name: 'Move Review code up' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Move ترجمة down' })).toBeDisabled();
  },
};

/** None saved, and nothing typed to save. */
export const SavedPromptsEmpty: Story = {
  render: () => <SavedPromptsDialogView {...dialogProps} prompts={[]} canSaveCurrent={false} />,
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Saved prompts' }),
    );
    await expect(dialog.getByText('No saved prompts yet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/** A session begun before accounts were kept: it is told how to start keeping prompts. */
export const SavedPromptsAccountUnknown: Story = {
  render: () => <SavedPromptsDialogView {...dialogProps} prompts={[]} accountKnown={false} />,
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Saved prompts' }),
    );
    await expect(dialog.getByText(/Log out and in again once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** A prompt saved under a name another already has: said so, and kept open. */
export const EditorNameTaken: Story = {
  render: () => (
    <PromptEditorView
      open
      onClose={nothing}
      initial={{ name: 'translate', text: 'Into {{language}}, please:' }}
      others={PROMPTS}
      onSave={() => Promise.resolve(true)}
    />
  ),
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Save a prompt' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('You already have a prompt with this name.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedChats } from '../../../.storybook/seeds';
import { SearchDialog } from './search-dialog';

const meta = {
  title: 'Search/All chats',
  component: SearchDialog,
  args: { open: true, onClose: () => undefined },
  // it opens a chat by going to its route
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    backend: {
      user: 'Ada Lovelace',
      seed: seedChats([
        'Plan a trip to Lisbon in spring',
        'Explain TypeScript generics with examples',
        'Write a SQL query for monthly revenue',
        'Plan a birthday party',
      ]),
    },
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeInto = async (words: string) => {
  const dialog = within(document.body).getByRole('dialog', { name: 'Search all chats' });
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Words to find' }), words);
  return within(dialog);
};

/** Matches in two chats, newest chat first, each with the words around it. */
export const Results: Story = {
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'Search all chats' });
    // results come as the chats arrive from the offline backend
    const dialog = await typeInto('plan');
    await waitFor(() => expect(dialog.getAllByRole('group')).toHaveLength(2));
    await expect(dialog.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoResults: Story = {
  play: async () => {
    await within(document.body).findByRole('dialog', { name: 'Search all chats' });
    const dialog = await typeInto('zebra crossing');
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'No messages match “zebra crossing”.',
    );
  },
};

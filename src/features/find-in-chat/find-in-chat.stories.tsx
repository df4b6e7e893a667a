import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import type { Message } from '../../types/api';
import { useFindInChat } from './use-find-in-chat';
import { FindInChatField } from './find-in-chat-field';
import { FoldedFindInChat } from './folded-find-in-chat';

const message = (role: Message['role'], content: string): Message => ({
  role,
  content,
  timestamp: Date.UTC(2026, 0, 1),
  isImage: false,
});

const MESSAGES = [
  message('user', 'Which owls hunt by day?'),
  message('assistant', 'The **northern hawk owl** and the burrowing owl often do.'),
];

/** Search within a chat as a wide screen's bar holds it, or folded into a phone's top bar. */
const FindInChat = ({ folded }: { folded: boolean }) => {
  const search = useFindInChat(MESSAGES);
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        minHeight: 56,
        maxWidth: folded ? 360 : 640,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {folded ? <FoldedFindInChat search={search} /> : <FindInChatField search={search} />}
    </Box>
  );
};

const meta = {
  title: 'Chat/Search in the chat',
  component: FindInChat,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FindInChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide screen: the field in the chat's own bar, with its count and steps. */
export const InItsBar: Story = {
  args: { folded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search this chat' }), 'owl');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 2');
  },
};

/** A phone: an icon, which opens the field over the whole bar; Close search folds it again. */
export const FoldedOnAPhone: Story = {
  args: { folded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search this chat' }));
    const field = canvas.getByRole('searchbox', { name: 'Search this chat' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'hawk');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 1');
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedImageReply, seedLongChat, seedShowcase } from '../../../.storybook/seeds';
import { ChatScreen } from './chat-screen';

const meta = {
  title: 'Screens/Chat',
  component: ChatScreen,
  parameters: { route: '/', backend: { user: 'Sam Sender' } },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt, once a send would go somewhere: Enter before the first chat is made does nothing. */
const promptReady = async (canvas: ReturnType<typeof within>) => {
  const prompt = await canvas.findByRole('textbox', { name: 'Prompt' });
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled());
  return prompt;
};

export const EmptyAskMeAnything: Story = {};

export const LongConversation: Story = {
  parameters: { backend: { user: 'Sam Sender', seed: seedLongChat } },
};

/** Search within the chat: the count, and the match brought into view and outlined. */
export const SearchWithinTheChat: Story = {
  parameters: { backend: { user: 'Sam Sender', seed: seedLongChat } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Search this chat' }),
      'step 3 ',
    );
    const search = canvas.getByRole('search', { name: 'Search this chat' });
    await expect(within(search).getByRole('status')).toHaveTextContent(/^\d+ of \d+$/);
  },
};

export const MarkdownShowcase: Story = {
  parameters: { backend: { user: 'Sam Sender', seed: seedShowcase } },
};

export const ImageReply: Story = {
  parameters: { backend: { user: 'Sam Sender', seed: seedImageReply } },
};

/** The reply never comes: the message, the typing indicator and the disabled send button show. */
export const WaitingForAReply: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/api/message/:mode', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await promptReady(canvas), 'Tell me a story{Enter}');
    await expect(
      await canvas.findByRole('status', { name: 'Waiting for the reply' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const FailedSend: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/message/:mode', () =>
        HttpResponse.json(
          { success: false, message: "You don't have enough credits to use this feature" },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = await promptReady(canvas);
    await canvas.findByText('Ask me anything.');
    await userEvent.type(prompt, 'This prompt is kept{Enter}');
    await expect(
      await within(document.body).findByText("You don't have enough credits to use this feature"),
    ).toBeInTheDocument();
    await expect(prompt).toHaveValue('This prompt is kept');
  },
};

export const SendAMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = await promptReady(canvas);
    await canvas.findByText('Ask me anything.');
    await userEvent.type(prompt, 'Write a Python function{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'A Python function' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Credits : 19')).toBeInTheDocument();
  },
};

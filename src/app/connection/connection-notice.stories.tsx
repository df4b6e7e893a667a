import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { seedChats } from '../../../.storybook/seeds';
import { ConnectionBanner, UNREACHABLE } from './connection-notice';
import { i18n } from '@lingui/core';

const meta = {
  title: 'Layout/Connection',
  component: ConnectionBanner,
  parameters: { route: '/', backend: { user: 'Ada Lovelace', seed: seedChats(['Plan a trip']) } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const badGateway = () =>
  new HttpResponse('<h1>502 Bad Gateway</h1>', {
    status: 502,
    headers: { 'Content-Type': 'text/html' },
  });

/** Signed in, but the account cannot be loaded: the session stays, the page says so and keeps trying. */
export const ServerUnreachableAtStartUp: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/data', badGateway));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: i18n._(UNREACHABLE) }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/It keeps trying/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** The chats cannot be loaded: the banner above the page, the list not called empty. */
export const ChatsUnreachable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/chat/get', badGateway));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(i18n._(UNREACHABLE), {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('No chats yet.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  },
};

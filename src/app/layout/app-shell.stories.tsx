import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedChats } from '../../../.storybook/seeds';
import { AppShell } from './app-shell';

const meta = {
  title: 'Layout/Sidebar and shell',
  component: AppShell,
  parameters: { route: '/', backend: { user: 'Ada Lovelace' } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: the first chat is created at start-up. */
export const Empty: Story = {};

export const ManyChats: Story = {
  parameters: {
    backend: {
      user: 'Ada Lovelace',
      seed: seedChats([
        'Plan a trip to Lisbon in spring',
        'Explain TypeScript generics with examples',
        'Write a SQL query for monthly revenue',
        'Bash script to back up my photos',
        'Ideas for a birthday party',
        'Summarise the French revolution',
      ]),
    },
  },
};

/** Recent chats under headings by their last activity. */
export const ChatsByAge: Story = {
  parameters: {
    backend: {
      user: 'Ada Lovelace',
      seed: seedChats(
        ['Asked this morning', 'Asked yesterday', 'Asked on Monday', 'Asked last month', 'Old'],
        [0, 24, 24 * 3, 24 * 15, 24 * 60],
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const recent = within(
      await within(canvasElement).findByRole('navigation', { name: 'Recent Chats' }),
    );
    await expect(await recent.findAllByRole('group')).toHaveLength(5);
    const headings = recent.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Today',
      'Yesterday',
      'Previous 7 days',
      'Previous 30 days',
      'Older',
    ]);
    await expect(
      within(recent.getByRole('group', { name: 'Older' })).getByRole('button', { name: /^Old/ }),
    ).toBeInTheDocument();
  },
};

export const SearchWithNoMatch: Story = {
  parameters: ManyChats.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('searchbox', { name: 'Search conversations' }),
      'zebra',
    );
    await expect(await canvas.findByText('No chats match your search.')).toBeInTheDocument();
  },
};

/** Two chats pinned: 'Pinned' above 'Recent Chats', whose order is the server's. */
export const PinnedChats: Story = {
  parameters: ManyChats.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // one at a time: each pin is written to the browser's database before the lists move, and a
    // click during that move could land on a button that is leaving
    for (const title of ['Write a SQL query', 'Plan a trip to Lisbon']) {
      await userEvent.click(
        await canvas.findByRole('button', { name: new RegExp(`^Pin chat ${title}`) }),
      );
      await canvas.findByRole('button', { name: new RegExp(`^Unpin chat ${title}`) });
    }
    const pinned = within(await canvas.findByRole('navigation', { name: 'Pinned' }));
    await waitFor(() =>
      expect(pinned.getAllByRole('button', { name: /^Unpin chat/ })).toHaveLength(2),
    );
  },
};

/** The user call never answers: the account spinner shows. */
export const LoadingUser: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/data', () => delay('infinite')));
  },
};

/** On a phone-sized viewport (in the catalogue) the sidebar is a drawer; here it starts open. */
export const DrawerOpenOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { ...ManyChats.parameters, preloadedState: { ui: { drawerOpen: true } } },
};

export const ToggleTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // to the other theme and back: the catalogue shows the story in either
    const startsDark = document.documentElement.classList.contains('dark');
    for (const dark of [!startsDark, startsDark]) {
      const toggle = await canvas.findByRole('switch', { name: 'Dark Mode' });
      await userEvent.click(toggle);
      // the page's class follows the switch in an effect, after the click's render
      await waitFor(() => expect(toggle).toHaveProperty('checked', dark));
      await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(dark));
    }
  },
};

export const DeleteAChat: Story = {
  parameters: {
    backend: { user: 'Ada Lovelace', seed: seedChats(['Keep this chat', 'Delete this chat']) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete chat Keep this chat' }),
    );
    await expect(
      await page.findByText('Are you sure you want to delete this chat?'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await expect(await page.findByText('Chat Deleted')).toBeInTheDocument();
  },
};

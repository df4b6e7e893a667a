import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedChats, seedManyChats } from '../../../.storybook/seeds';
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

/** Hundreds of chats: only the entries in and near view are in the page. */
export const HundredsOfChats: Story = {
  parameters: { backend: { user: 'Ada Lovelace', seed: seedManyChats(300) } },
  play: async ({ canvasElement }) => {
    const recent = within(
      await within(canvasElement).findByRole(
        'navigation',
        { name: 'Recent Chats' },
        { timeout: 10_000 },
      ),
    );
    await recent.findAllByRole('button', { name: /^Chat 1: / });
    await expect(recent.getAllByRole('listitem').length).toBeLessThan(150);
  },
};

/** The language, installing and the shortcuts, behind one button below the chats. */
export const LanguageAndMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Language and more' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Language and more' }));
    await expect(dialog.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
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
    // a group below the view gets its entries right after the first paint
    await expect(
      await within(recent.getByRole('group', { name: 'Older' })).findByRole('button', {
        name: /^Old/,
      }),
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

/** Two chats archived, and the archived view open: each can be opened, restored or deleted. */
export const ArchivedChats: Story = {
  parameters: ManyChats.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Write a SQL query', 'Plan a trip to Lisbon']) {
      const more = new RegExp(`^More actions for chat ${title}`);
      await userEvent.click(await canvas.findByRole('button', { name: more }));
      await userEvent.click(
        await within(document.body).findByRole('menuitem', { name: 'Archive' }),
      );
      await waitFor(() => expect(canvas.queryByRole('button', { name: more })).toBeNull());
    }
    await userEvent.click(await canvas.findByRole('button', { name: 'Archived (2)' }));
    const view = within(
      await within(document.body).findByRole('dialog', { name: 'Archived chats' }),
    );
    await waitFor(() =>
      expect(view.getAllByRole('button', { name: /^Restore chat/ })).toHaveLength(2),
    );
  },
};

const body = () => within(document.body);

/** Makes a folder from the sidebar, and opens a chat's Move to… dialog. */
const folderAndMove = async (canvasElement: HTMLElement, name: string, title: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'New folder' }));
  const naming = await body().findByRole('dialog', { name: 'New folder' });
  await userEvent.type(within(naming).getByRole('textbox', { name: 'Folder name' }), name);
  await userEvent.click(within(naming).getByRole('button', { name: 'Create' }));
  await canvas.findByRole('group', { name: new RegExp(`^${name}`) });
  await userEvent.click(
    await canvas.findByRole('button', { name: new RegExp(`^More actions for chat ${title}`) }),
  );
  await userEvent.click(await body().findByRole('menuitem', { name: 'Move to…' }));
  return within(await body().findByRole('dialog', { name: new RegExp(`^Move “${title}`) }));
};

/** A chat's Move to… dialog, with a folder to move it to. */
export const MoveToFolder: Story = {
  parameters: ManyChats.parameters,
  play: async ({ canvasElement }) => {
    const dialog = await folderAndMove(canvasElement, 'Work', 'Write a SQL query');
    await expect(dialog.getByRole('button', { name: 'Work' })).toBeEnabled();
  },
};

/** A folder holding two chats, in the server's order, above Recent Chats. */
export const Folders: Story = {
  parameters: ManyChats.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await folderAndMove(canvasElement, 'Work', 'Write a SQL query');
    await userEvent.click(first.getByRole('button', { name: 'Work' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: /^More actions for chat Bash script/ }),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: 'Move to…' }));
    const second = within(await body().findByRole('dialog', { name: /^Move “Bash script/ }));
    await userEvent.click(second.getByRole('button', { name: 'Work' }));
    const folder = within(await canvas.findByRole('group', { name: /^Work/ }));
    await waitFor(() =>
      expect(folder.getAllByRole('button', { name: /^Delete chat/ })).toHaveLength(2),
    );
  },
};

/** Select mode with two chats chosen: the count, and what can be done with them. */
export const SelectMode: Story = {
  parameters: ManyChats.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Select' }));
    for (const title of ['Write a SQL query', 'Ideas for a birthday party'])
      await userEvent.click(await canvas.findByRole('checkbox', { name: new RegExp(`^${title}`) }));
    await expect(await canvas.findByText('2 chats selected')).toBeInTheDocument();
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

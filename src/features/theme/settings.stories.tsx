import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { NotifySwitch } from '../reply-ready';
import { TextSizeSwitcher } from './text-size-switcher';

/** The settings behind "Language and more" that this feature and the reply notice add. */
const Settings = () => (
  <Stack spacing={1} sx={{ maxWidth: 280 }}>
    <TextSizeSwitcher />
    <NotifySwitch />
  </Stack>
);

const meta = {
  title: 'Settings/Text size and notifications',
  component: Settings,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages' size, Large chosen: the page's messages follow at once. */
export const LargeText: Story = {
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement).getByRole('group', { name: 'Text size of messages' });
    await userEvent.click(within(sizes).getByRole('button', { name: 'Large' }));
    await expect(within(sizes).getByRole('button', { name: 'Large' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(document.documentElement.style.getPropertyValue('--message-size')).toBe(
      '1.1875rem',
    );
    await userEvent.click(within(sizes).getByRole('button', { name: 'Medium' }));
  },
};

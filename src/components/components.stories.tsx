import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import SearchIcon from '@mui/icons-material/Search';
import { ConfirmDialog } from './confirm-dialog';
import { Logo } from './logo';
import { PlainButton } from './plain-button';
import { PlainField } from './plain-field';
import { RelativeTime } from './relative-time';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Shared',
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logos: Story = {
  render: () => (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Logo size={40} />
      <Stack sx={{ bgcolor: '#14121a', p: 2, borderRadius: 2 }}>
        <Logo size={40} />
      </Stack>
    </Stack>
  ),
};

/** the controls of a new visitor's first load (the login card, the failed start) */
export const PlainControls: Story = {
  render: () => (
    <Stack spacing={2} sx={{ p: 3, width: 360 }}>
      <PlainField label="Email" name="email" type="email" required />
      <PlainField
        label="Password"
        name="password"
        type="password"
        end={
          <PlainButton type="button" look="icon" edge="end" aria-label="Show password">
            👁
          </PlainButton>
        }
      />
      <PlainField
        label="Search conversations"
        hiddenLabel
        compact
        type="search"
        placeholder="Search conversations"
        start={<SearchIcon fontSize="small" />}
      />
      <PlainButton type="button" look="contained">
        Login
      </PlainButton>
      <PlainButton type="button" look="contained" disabled>
        Busy
      </PlainButton>
      <p>
        Create an account?{' '}
        <PlainButton type="button" look="text">
          click here
        </PlainButton>
      </p>
    </Stack>
  ),
};

export const LoadingSpinner: Story = { render: () => <Spinner label="Loading" /> };

export const RelativeTimes: Story = {
  render: () => (
    <Stack spacing={1}>
      <RelativeTime time={Date.now() - 5_000} />
      <RelativeTime time={Date.now() - 3 * 60_000} />
      <RelativeTime time={Date.now() - 26 * 3600_000} />
    </Stack>
  ),
};

export const DeleteConfirmation: Story = {
  render: () => (
    <ConfirmDialog
      open
      question="Are you sure you want to delete this chat?"
      confirmLabel="Delete"
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
};

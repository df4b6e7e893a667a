import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setInstalledApp } from './use-installed-app';
import { UPDATE_READY, UpdateNotice } from './update-notice';
import { i18n } from '@lingui/core';

const update = fn();

const meta = {
  title: 'Layout/Update notice',
  component: UpdateNotice,
  beforeEach: () => {
    setInstalledApp({ update });
    return () => setInstalledApp({ update: null });
  },
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new release is deployed: offered above the page, reloaded only when asked. */
export const NewVersionReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n._(UPDATE_READY));
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(update).toHaveBeenCalledTimes(1);
  },
};

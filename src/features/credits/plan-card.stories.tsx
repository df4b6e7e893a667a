import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { PLANS } from '../../../mocks/plans';
import { PlanCard } from './plan-card';

const meta = {
  title: 'Components/Plan card',
  component: PlanCard,
  args: { plan: PLANS[0] ?? PLANS[1], onBuy: fn(), buying: false },
  decorators: [(Story) => <Box sx={{ p: 4, maxWidth: 360 }}>{Story()}</Box>],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const ProHighlighted: Story = { args: { plan: PLANS.find((p) => p._id === 'pro') } };
export const Buying: Story = { args: { buying: true } };

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { StoryBackend } from '../../../.storybook/story-backend';
import { MockCheckoutScreen } from './mock-checkout-screen';

const SESSION_ID = '5e55105e55105e55105e5510';

const pendingPremium: StoryBackend['seed'] = async (db, user) => {
  if (user)
    await db.createTransaction(
      { userId: user._id, planId: 'premium', amount: 30, credits: 1000 },
      SESSION_ID,
    );
};

const meta = {
  title: 'Screens/Mock checkout (offline mode)',
  component: MockCheckoutScreen,
  parameters: {
    route: `/mock-checkout/${SESSION_ID}`,
    backend: { user: 'Penny Payer', seed: pendingPremium },
  },
} satisfies Meta<typeof MockCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Premium, $30, 1,000 credits, waiting for 'Pay $30' or 'Cancel'. */
export const Pending: Story = {};

export const UnknownSession: Story = {
  parameters: { route: '/mock-checkout/000000000000000000000000' },
};

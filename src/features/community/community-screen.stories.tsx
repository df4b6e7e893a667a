import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http } from 'msw';
import { seedGallery } from '../../../.storybook/seeds';
import { CommunityScreen } from './community-screen';

const meta = {
  title: 'Screens/Community',
  component: CommunityScreen,
  parameters: { route: '/community', backend: { user: 'Viewer Vic' } },
} satisfies Meta<typeof CommunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { parameters: { backend: { user: 'Viewer Vic', seed: seedGallery } } };

export const Empty: Story = {};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/user/published-images', () => delay('infinite')));
  },
};

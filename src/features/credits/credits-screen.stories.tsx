import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { browserLocation } from '../../components/browser-location';
import { CreditsScreen } from './credits-screen';

const meta = {
  title: 'Screens/Credits',
  component: CreditsScreen,
  parameters: { route: '/credits', backend: { user: 'Penny Payer' } },
} satisfies Meta<typeof CreditsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pro is highlighted and marked "Most popular". */
export const Loaded: Story = {};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/credit/plan', () => delay('infinite')));
  },
};

export const FailedToLoad: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/credit/plan', () => HttpResponse.json({ success: false }, { status: 400 })),
    );
  },
  play: async ({ canvasElement }) => {
    // on the page, and in the toast
    const shown = await within(canvasElement).findAllByText('Failed to fetch plans.');
    await expect(shown.length).toBeGreaterThan(0);
  },
};

/** Buy Now shows 'Processing...' and sends the browser to the payment page (held here). */
export const BuyAPlan: Story = {
  beforeEach: ({ msw }) => {
    // the purchase takes a moment, as over a network: the offline backend answers before the
    // toasts' chunk arrives, and a toast dismissed before then is never shown
    msw.use(
      http.post('*/api/credit/purchase', async () => {
        await delay(500);
      }),
    );
    const assign = spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    return () => assign.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Now: Pro, $20' }));
    await expect(await within(document.body).findByText('Processing...')).toBeInTheDocument();
    // the button stays disabled until the purchase answers, then the browser is sent on
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith(
        expect.stringMatching(/\/mock-checkout\/[0-9a-f]{24}$/),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Buy Now: Pro, $20' })).toBeEnabled(),
    );
  },
};

export const AfterPayment: Story = {
  name: '/loading (after payment)',
  parameters: { route: '/loading' },
};

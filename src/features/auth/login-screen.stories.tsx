import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Screens/Login and sign-up',
  // the real app at '/', signed out: the card with its real sign-in
  parameters: { route: '/' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'click here' }));
    await expect(await canvas.findByRole('heading', { name: 'User Sign Up' })).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'nobody@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(
      await within(document.body).findByText('Invalid email or password'),
    ).toBeInTheDocument();
  },
};

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the login card in its login mode and presses Login, as a visitor would. */
export const logInOnCard = async (user: UserEvent, email: string, password: string) => {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

/** Switches the card to sign-up, fills it and presses Create Account. */
export const signUpOnCard = async (
  user: UserEvent,
  { name, email, password }: { name: string; email: string; password: string },
) => {
  await user.click(screen.getByRole('button', { name: 'click here' }));
  await user.type(screen.getByLabelText(/^Name/), name);
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
};

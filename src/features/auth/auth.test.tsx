import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { createChat, registerUser } from '../../testing/backend';
import { recordBodies, recordRequests, renderApp } from '../../testing/render-app';
import { logInOnCard, signUpOnCard } from '../../testing/login-card';

describe('login and sign-up screen', () => {
  it('shows the login card with its fields and toggles to sign-up', async () => {
    const { user } = renderApp('/');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(/Create an account\?/)).toHaveTextContent(
      'Create an account? click here',
    );

    await user.click(screen.getByRole('button', { name: 'click here' }));
    expect(screen.getByRole('heading', { name: 'User Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText(/Already have account\?/)).toHaveTextContent(
      'Already have account? click here',
    );
  });

  it.each(['/', '/credits', '/community', '/loading', '/no-such-page'])(
    'replaces %s while signed out',
    (path) => {
      renderApp(path);
      expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    },
  );

  it('signs up, stores the token and opens the app', async () => {
    const { user } = renderApp('/');
    await signUpOnCard(user, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(await screen.findByText('Credits : 20')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('shows the server’s message for a wrong password and keeps what was typed', async () => {
    await registerUser('Ada', 'ada@example.com', 'analytical-engine');
    const { user } = renderApp('/');
    await logInOnCard(user, 'ada@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs in with an empty name in the body, then logs out', async () => {
    await registerUser('Ada', 'ada@example.com', 'analytical-engine');
    const requests = recordRequests();
    const bodies = recordBodies('/user/login');
    const { user } = renderApp('/');
    await logInOnCard(user, 'ada@example.com', 'analytical-engine');
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: '', email: 'ada@example.com', password: 'analytical-engine' }]);

    // every authenticated call carries the raw token, with no Bearer prefix
    const token = localStorage.getItem('token');
    const authed = requests.filter((r) => /\/(user\/data|chat\/)/.test(r.url));
    expect(authed.length).toBeGreaterThan(0);
    for (const r of authed) expect(r.authorization).toBe(token);

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves no chat in the address when logging out', async () => {
    const token = await registerUser('Ada');
    const chatId = await createChat(token);
    const app = renderApp('/', { token });
    await waitFor(() => expect(app.address()).toBe(`/?chat=${chatId}`));
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(app.address()).toBe('/');
  });

  it('stays signed in across a reload (a new store reading the stored token)', async () => {
    const token = await registerUser('Returning User');
    renderApp('/', { token });
    expect(await screen.findByText('Returning User')).toBeInTheDocument();
  });

  it('drops a token the server no longer knows and shows the login card', async () => {
    renderApp('/', { token: 'stale-token' });
    expect(await screen.findByText('Not authorized, token failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('shows a page-not-found screen for unknown routes when signed in', async () => {
    const token = await registerUser();
    renderApp('/no-such-page', { token });
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the chat' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { makeStore } from '../../app/store';
import { themeToggled } from './theme-slice';

describe('theme', () => {
  it('defaults to light', () => {
    expect(makeStore().getState().theme.mode).toBe('light');
  });

  it('writes the theme to localStorage on every change and sets the dark class on the root', () => {
    const store = makeStore();
    store.dispatch(themeToggled());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    store.dispatch(themeToggled());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('colours the browser frame (an installed app title bar) as the signed-in page', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'theme-color' });
    meta.content = '#6d28d9';
    document.head.append(meta);
    try {
      localStorage.setItem('theme', 'dark');
      const token = await registerUser();
      const { user } = renderApp('/', { token });
      await waitFor(() => expect(meta.content).toBe('#14121a'));
      await user.click(await screen.findByRole('switch', { name: 'Dark Mode' }));
      await waitFor(() => expect(meta.content).toBe('#6d28d9'));
    } finally {
      meta.remove();
    }
  });

  it('reads the saved theme at start-up and ignores anything unknown', () => {
    localStorage.setItem('theme', 'dark');
    expect(makeStore().getState().theme.mode).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(makeStore().getState().theme.mode).toBe('light');
  });

  it('toggles from the sidebar switch and survives a reload', async () => {
    const token = await registerUser();
    const { user, unmount } = renderApp('/', { token });
    const toggle = await screen.findByRole('switch', { name: 'Dark Mode' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    unmount();
    renderApp('/', { token });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeChecked());
  });
});

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';

const setup = async () => {
  const token = await registerUser();
  const view = renderApp('/', { token });
  await screen.findByText('Ask me anything.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  return view;
};

describe('keyboard shortcuts', () => {
  it('lists them in a dialog opened with Ctrl + / or from the sidebar', async () => {
    const { user } = await setup();
    await user.keyboard('{Control>}/{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const [what, keys] of [
      ['New chat', 'Ctrl + Shift + O'],
      ['Search conversations', 'Ctrl + K'],
      ['Focus the prompt', 'Shift + Esc'],
      ['Switch light and dark theme', 'Ctrl + Shift + L'],
      ['Open or close the sidebar (phone)', 'Ctrl + Shift + S'],
    ]) {
      expect(within(dialog).getByRole('row', { name: `${what} ${keys}` })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // its fade-out takes a moment, longer on a busy machine
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Language and more' }));
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it.each([
    [true, "This browser keeps Parley's data for good: 2.5 MB stored."],
    [false, "This browser may clear Parley's data when space runs short: 2.5 MB stored."],
  ])('say whether the browser keeps the data (%s), and how much there is', async (kept, said) => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persisted: async () => kept, estimate: async () => ({ usage: 2_460_000 }) },
    });
    try {
      const { user } = await setup();
      await user.keyboard('{Control>}/{/Control}');
      const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
      expect(await within(dialog).findByText(said)).toBeVisible();
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });

  it('search, prompt, new chat and theme, each from the keyboard', async () => {
    const { user } = await setup();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search conversations' })).toHaveFocus(),
    );
    await user.keyboard('{Shift>}{Escape}{/Shift}');
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveFocus();

    const list = within(screen.getByRole('navigation', { name: 'Recent Chats' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    await user.keyboard('{Control>}{Shift>}o{/Shift}{/Control}');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));

    expect(document.documentElement).not.toHaveClass('dark');
    await user.keyboard('{Control>}{Shift>}l{/Shift}{/Control}');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('never acts while an input method composes', async () => {
    await setup();
    const prompt = screen.getByRole('textbox', { name: 'Prompt' });
    fireEvent.keyDown(prompt, { key: '/', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(prompt, { key: 'k', ctrlKey: true, keyCode: 229 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search conversations' })).not.toHaveFocus();
  });
});

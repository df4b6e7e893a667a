import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { answerStrictly, call, createChat, registerUser } from '../../../testing/backend';
import { holdCalls, recordBodies, renderApp } from '../../../testing/render-app';
import { readMarked } from '../marks/marks-store';

const recent = () => within(screen.getByRole('navigation', { name: 'Recent Chats' }));
// in select mode as out of it
const titles = () =>
  [...screen.getByRole('navigation', { name: 'Recent Chats' }).querySelectorAll('li bdi')].map(
    (title) => title.textContent,
  );
const box = (title: string) => recent().getByRole('checkbox', { name: new RegExp(`^${title}`) });

/** A user with chats named by their first message, newest first on screen; a strict server. */
const start = async (names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) => {
  const token = await registerUser();
  const ids: Record<string, string> = {};
  for (const first of [...names].reverse()) {
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: first, isPublished: false } });
    ids[first] = chatId;
  }
  answerStrictly();
  const view = renderApp('/', { token });
  await screen.findByRole('button', { name: `Pin chat ${names[0]}` });
  return { ...view, ids };
};

describe('select mode', () => {
  it('deletes the chosen chats one call each, after one question naming the count', async () => {
    const { user, ids } = await start();
    const deletes = recordBodies('/chat/delete');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    for (const title of ['Two', 'Four', 'Five']) await user.click(box(title));
    expect(box('Four')).toHaveAttribute('aria-checked', 'true');
    expect(box('One')).toHaveAttribute('aria-checked', 'false');
    const bar = within(screen.getByRole('toolbar', { name: 'Selected chats' }));
    expect(bar.getByText('3 chats selected')).toBeInTheDocument();
    // the entries' own actions give way to the bulk ones
    expect(screen.queryByRole('button', { name: /^Delete chat/ })).toBeNull();
    await user.click(bar.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete 3 chats? This cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3 chats deleted')).toBeInTheDocument();
    expect(deletes).toEqual([{ chatId: ids.Two }, { chatId: ids.Four }, { chatId: ids.Five }]);
    await waitFor(() => expect(titles()).toEqual(['One', 'Three', 'Six']));
    // done: the mode ends, and the entries are buttons again
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete chat One' })).toBeInTheDocument();
  });

  it('says which deletes the server refused, and keeps just those selected', async () => {
    const { user, ids } = await start();
    server.use(
      http.post('*/api/chat/delete', async ({ request }) => {
        const { chatId } = (await request.clone().json()) as { chatId: string };
        if (chatId === ids.Three)
          return HttpResponse.json({ success: false, message: 'Chat is locked' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Select' }));
    for (const title of ['Two', 'Three']) await user.click(box(title));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // one toast, with the server's reason: not one more for each refusal
    expect(
      await screen.findByText(
        '1 chat deleted. These could not be, and stay selected: “Three” (Chat is locked)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Chat is locked')).toBeNull();
    await waitFor(() => expect(titles()).toEqual(['One', 'Three', 'Four', 'Five', 'Six']));
    expect(box('Three')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('1 chat selected')).toBeInTheDocument();
  });

  it('can be stopped part way: what is not deleted stays selected', async () => {
    const { user } = await start();
    const deletes = recordBodies('/chat/delete');
    const release = holdCalls('/chat/delete');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    for (const title of ['One', 'Two', 'Three']) await user.click(box(title));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleting 0 of 3…')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    release();
    expect(
      await screen.findByText('Stopped: 1 chat deleted, the rest still selected.'),
    ).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(titles()).toEqual(['Two', 'Three', 'Four', 'Five', 'Six']));
    expect(screen.getByText('2 chats selected')).toBeInTheDocument();
  });

  it('starts with Ctrl-click, takes a range with Shift-click, and selects all shown', async () => {
    const { user } = await start();
    await user.keyboard('{Control>}');
    await user.click(recent().getByRole('button', { name: /^Two/ }));
    await user.keyboard('{/Control}');
    expect(await screen.findByText('1 chat selected')).toBeInTheDocument();
    await user.keyboard('{Shift>}');
    await user.click(box('Five'));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('4 chats selected')).toBeInTheDocument();
    expect(box('One')).toHaveAttribute('aria-checked', 'false');
    expect(box('Six')).toHaveAttribute('aria-checked', 'false');
    // the title filter narrows what "all shown" means
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'S');
    // the list follows once typing pauses
    await waitFor(() => expect(recent().queryByRole('checkbox', { name: /^Five/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('1 chat selected')).toBeInTheDocument();
    expect(box('Six')).toHaveAttribute('aria-checked', 'true');
  });

  it('archives the chosen chats together', async () => {
    const { user, ids } = await start();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    for (const title of ['One', 'Six']) await user.click(box(title));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('2 chats archived')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Two', 'Three', 'Four', 'Five']));
    expect(screen.getByRole('button', { name: 'Archived (2)' })).toBeInTheDocument();
    expect(await readMarked('archived')).toEqual(expect.arrayContaining([ids.One, ids.Six]));
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { call, createChat, registerUser } from '../../../testing/backend';
import { renderApp } from '../../../testing/render-app';
import { database } from '../../../app/storage';
import { readMarked } from '../marks/marks-store';
import { readFolders } from './folders-store';
import { parseOrganisationFile } from './organisation-file';

const mockSaved: { blob: Blob; name: string }[] = [];
jest.mock('file-saver', () => ({
  saveAs: (blob: Blob, name: string) => mockSaved.push({ blob, name }),
}));

const start = async (names = ['Trip to Rome', 'Tax return', 'Soup recipe']) => {
  const token = await registerUser();
  const ids: Record<string, string> = {};
  for (const first of [...names].reverse()) {
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: first, isPublished: false } });
    ids[first] = chatId;
  }
  const view = renderApp('/', { token });
  await screen.findByRole('button', { name: `Pin chat ${names[0]}` });
  return { ...view, token, ids };
};

/** This browser's folders, pins and archive, all gone: another browser, as far as they go. */
const emptyAppDatabase = async () => {
  const db = await database();
  const tx = db.transaction(['pins', 'archived', 'folders', 'filed'], 'readwrite');
  await Promise.all([...tx.objectStoreNames].map((name) => tx.objectStore(name).clear()));
  await tx.done;
};

const menu = async (user: ReturnType<typeof renderApp>['user'], item: string) => {
  await user.click(screen.getByRole('button', { name: 'Export or import folders' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
};

const upload = async (user: ReturnType<typeof renderApp>['user'], text: string) =>
  user.upload(
    screen.getByLabelText('Import folders, pins and archive'),
    new File([text], 'parley-folders.json', { type: 'application/json' }),
  );

describe('the export of folders, pins and archive', () => {
  it('brings them back whole in a browser that has none, skipping chats the account lacks', async () => {
    const { user, token, ids, unmount } = await start();
    // made as a person would: a folder with a chat, a pin, an archived chat
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.type(await screen.findByRole('textbox', { name: 'Folder name' }), 'Travel{Enter}');
    await screen.findByRole('group', { name: /^Travel/ });
    await user.click(screen.getByRole('button', { name: 'More actions for chat Trip to Rome' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Travel' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pin chat Tax return' }));
    await screen.findByRole('navigation', { name: 'Pinned' });
    await user.click(screen.getByRole('button', { name: 'More actions for chat Soup recipe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await screen.findByRole('button', { name: 'Archived (1)' });

    await menu(user, 'Export folders, pins and archive');
    const [saved] = mockSaved;
    expect(mockSaved).toHaveLength(1);
    expect(saved?.name).toMatch(/^parley-folders-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse((await saved?.blob.text()) ?? '') as Record<string, unknown>;
    expect(exported).toMatchObject({
      format: 'parley-organisation',
      folders: [{ name: 'Travel', open: true }],
      pins: [ids['Tax return']],
      archived: [ids['Soup recipe']],
    });
    unmount();

    await emptyAppDatabase();
    const again = renderApp('/', { token });
    await screen.findByRole('button', { name: 'Pin chat Tax return' });
    expect(screen.queryByRole('group', { name: /^Travel/ })).toBeNull();
    // a chat of another account named in the file is skipped, and said so
    const withForeign = { ...exported, pins: [...(exported.pins as string[]), 'not-this-account'] };
    await upload(again.user, JSON.stringify(withForeign));
    expect(
      await screen.findByText('Imported. Skipped 1 chat this account does not have.'),
    ).toBeInTheDocument();
    const travel = await screen.findByRole('group', { name: /^Travel/ });
    expect(within(travel).getByText('Trip to Rome')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pinned' })).getByText('Tax return'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archived (1)' })).toBeInTheDocument();
    expect(await readMarked('pins')).not.toContain('not-this-account');

    // the same file again adds nothing: its folder is the one already here
    await upload(again.user, JSON.stringify(exported));
    await screen.findByText('Your folders, pins and archive were imported.');
    await waitFor(async () =>
      expect((await readFolders()).folders.filter((f) => f.name === 'Travel')).toHaveLength(1),
    );
  });

  it.each([
    ['not JSON', '{ nope', "That file is not an export of Parley's folders (it is not JSON)."],
    [
      'another kind of file',
      JSON.stringify({ format: 'something-else' }),
      "That file is not an export of Parley's folders, pins and archive.",
    ],
    [
      'a newer version',
      JSON.stringify({ format: 'parley-organisation', version: 2 }),
      'That file comes from a newer Parley. Update this one, then try again.',
    ],
    [
      'a chat filed into a folder it does not have',
      JSON.stringify({
        format: 'parley-organisation',
        version: 1,
        folders: [{ id: 'f', name: 'Work' }],
        filed: { chat: 'elsewhere' },
        pins: [],
        archived: [],
      }),
      'That file is damaged, so nothing was imported.',
    ],
  ])('refuses %s with a clear message, and changes nothing', async (_what, text, message) => {
    const { user } = await start(['Only chat']);
    const before = await readFolders();
    await upload(user, text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await readFolders()).toEqual(before);
  });

  it('reads a name too long or a pin that is not an id as damage', () => {
    const base = { format: 'parley-organisation', version: 1, filed: {}, archived: [] };
    for (const bad of [
      { ...base, folders: [{ id: 'f', name: 'x'.repeat(41) }], pins: [] },
      { ...base, folders: [], pins: [42] },
      { ...base, folders: [{ id: 'f', name: '   ' }], pins: [] },
    ])
      expect(parseOrganisationFile(JSON.stringify(bad))).toHaveProperty('problem');
  });
});

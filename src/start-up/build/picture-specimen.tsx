import createCache, { type EmotionCache } from '@emotion/cache';
import { i18n } from '@lingui/core';
import FormControl from '@mui/material/FormControl';
import TouchRipple from '@mui/material/ButtonBase/TouchRipple';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { BaseProviders } from '../../app/base-providers';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { AppShell } from '../../app/layout/app-shell';
import { Sidebar } from '../../app/layout/sidebar';
import { tokenReceived } from '../../features/auth/auth-slice';
import { authApi } from '../../features/auth/auth-api';
import { SignedInGate } from '../../features/auth/signed-in-gate';
import { chatSelected } from '../../features/chats/chat-ui-slice';
import { chatsApi } from '../../features/chats/chats-api';
import { foldersApi } from '../../features/chats/folders/folders-api';
import { marksApi } from '../../features/chats/marks/marks-api';
import { mirrorPlugins } from '../../features/language/mirror';
import type { Direction } from '../../features/language/languages';
import { ChatScreen } from '../../features/messages/chat-screen';
import type { Chat, Message } from '../../types/api';
import { messages as englishStart } from '../../features/language/catalogues/en/start.po';
import { messages as englishPage } from '../../features/language/catalogues/en/page.po';
import { messages as englishApp } from '../../features/language/catalogues/en/app.po';
import { messages as arabicStart } from '../../features/language/catalogues/ar/start.po';
import { messages as arabicPage } from '../../features/language/catalogues/ar/page.po';
import { messages as arabicApp } from '../../features/language/catalogues/ar/app.po';

// Build time only (build/picture-styles.ts): the signed-in screens rendered with every part a
// picture of them can show, so that the build knows every style the picture needs.

const REPLY = [
  '# A heading',
  '## Second',
  '### Third',
  '#### Fourth',
  '',
  'Words in **bold**, *emphasis*, ~~struck~~, `code` and a [link](https://example.com).',
  '',
  '- one',
  '- two',
  '  - nested',
  '',
  '1. first',
  '2. second',
  '',
  '- [x] done',
  '- [ ] to do',
  '',
  '> quoted',
  '',
  '---',
  '',
  '| left | centre | right |',
  '|:---|:-:|--:|',
  '| 1 | 2 | 3 |',
  '',
  '```python',
  'print("hello")',
  '```',
  '',
  '```ts',
  'const a = 1;',
  '```',
  '',
  '```',
  'plain',
  '```',
  '',
  '![elsewhere](https://elsewhere.example/a.png) ![here](/a.png)',
].join('\n');

// a button's ripple, which a tap puts into it (its types name its render function)
const Ripple = TouchRipple as unknown as ComponentType;

const message = (role: Message['role'], content: string, isImage = false): Message => ({
  role,
  content,
  timestamp: Date.UTC(2026, 0, 1),
  isImage,
});

const CHATS: Chat[] = [
  {
    _id: 'specimen',
    name: 'Specimen',
    updatedAt: '2026-01-01T00:00:00.000Z',
    messages: [
      message('user', 'Show me everything'),
      message('assistant', REPLY),
      message('user', 'Draw a lake'),
      // past the Markdown budget: shown as plain text
      message('assistant', `${'- '.repeat(40)}deep`),
      message('assistant', '/a.png', true),
      message('assistant', 'Published', true),
    ],
  },
  { _id: 'pinned', name: 'Pinned', updatedAt: '2026-01-01T00:00:00.000Z', messages: [] },
];
CHATS[0]?.messages.push({ ...message('assistant', '/b.png', true), isPublished: true });

const readAll = async (stream: ReadableStream<Uint8Array>) => {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
};

/** Every field within as if it had the focus (the prompt usually has when a picture is taken). */
const Focused = ({ when, children }: { when: boolean; children: ReactNode }) =>
  when ? <FormControl focused>{children}</FormControl> : children;

/** The signed-in page as a start-up shows it, all of it rendered (lazy parts included). */
const renderPage = async (cache: EmotionCache, wide: boolean, focused: boolean) => {
  const store = makeStore();
  store.dispatch(tokenReceived('specimen'));
  store.dispatch(chatSelected('specimen'));
  await store.dispatch(chatsApi.util.upsertQueryData('getChats', undefined, CHATS));
  await store.dispatch(
    authApi.util.upsertQueryData('getUser', undefined, {
      _id: 'user',
      name: 'Specimen',
      email: 'specimen@example.com',
      credits: 10,
    }),
  );
  await store.dispatch(marksApi.util.upsertQueryData('getMarked', 'pins', ['pinned']));
  await store.dispatch(marksApi.util.upsertQueryData('getMarked', 'archived', []));
  await store.dispatch(
    foldersApi.util.upsertQueryData('getFolders', undefined, { folders: [], filed: {} }),
  );
  const before = (globalThis as { window?: unknown }).window;
  // a page at an address (another host's image is a placeholder), on a wide screen or a phone's,
  // where the shell has a header bar instead of the sidebar (the closed drawer shows nothing)
  Object.assign(globalThis, {
    window: {
      location: new URL('https://parley.example/'),
      matchMedia: () => ({
        matches: wide,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    },
  });
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <BaseProviders emotionCacheFor={() => cache}>
          <AppProviders store={store}>
            <StaticRouter location="/">
              {wide && <Sidebar onShowShortcuts={() => {}} onSearchAll={() => {}} />}
              <Ripple />
              <Focused when={focused}>
                <Routes>
                  <Route element={<SignedInGate />}>
                    <Route element={<AppShell />}>
                      <Route index element={<ChatScreen />} />
                    </Route>
                  </Route>
                </Routes>
              </Focused>
            </StaticRouter>
          </AppProviders>
        </BaseProviders>
      </StrictMode>,
    );
    return await readAll(prelude);
  } finally {
    Object.assign(globalThis, { window: before });
    // the store's timers (kept data, subscriptions) must not keep the build running
    store.dispatch(chatsApi.util.resetApiState());
  }
};

/**
 * The markup of the signed-in page in each layout, with Emotion's style elements in it, for each
 * direction: every class and keyframes its screens write, as the browser will write them.
 */
export const renderPictureSpecimen = async (): Promise<Record<Direction, string[]>> => {
  const pages: Record<Direction, string[]> = { ltr: [], rtl: [] };
  for (const [direction, language, messages, key] of [
    ['ltr', 'en', { ...englishStart, ...englishPage, ...englishApp }, 'css'],
    ['rtl', 'ar', { ...arabicStart, ...arabicPage, ...arabicApp }, 'rtl'],
  ] as const) {
    i18n.loadAndActivate({ locale: language, messages });
    const cache = createCache({
      key,
      ...(key === 'rtl' && { stylisPlugins: mirrorPlugins }),
    });
    for (const [wide, focused] of [
      [true, false],
      [true, true],
      [false, false],
      [false, true],
    ] as const)
      pages[direction].push(await renderPage(cache, wide, focused));
  }
  return pages;
};

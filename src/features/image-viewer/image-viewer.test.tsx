import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { call, createChat, registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';
import { imageFileName } from './download-image';
import { DOWNLOAD_FAILED, LINK_COPIED } from './image-viewer-view';
import { i18n } from '@lingui/core';

/**
 * The files the page asks the browser to save: a link with `download` clicked, whose address is
 * a Blob's (jsdom has neither object URLs nor downloads).
 */
const watchDownloads = () => {
  const saved: { name: string; file: Blob | undefined }[] = [];
  const files = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (file: Blob) => {
      const url = `blob:http://localhost/${files.size}`;
      files.set(url, file);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'dispatchEvent')
    .mockImplementation(function (this: HTMLAnchorElement, event: Event) {
      if (event.type === 'click' && this.download)
        saved.push({ name: this.download, file: files.get(this.href) });
      return true;
    });
  return { saved, stop: () => click.mockRestore() };
};

/** A signed-in user whose chat holds three images with a text exchange among them, on screen. */
const start = async () => {
  const token = await registerUser();
  const chatId = await createChat(token);
  for (const [mode, prompt] of [
    ['image', 'A red kite'],
    ['text', 'What is a kite?'],
    ['image', 'A blue heron'],
    ['image', 'A grey owl'],
  ] as const)
    await call(`/message/${mode}`, { token, body: { chatId, prompt, isPublished: false } });
  const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
  const urls = (json.chats[0]?.messages ?? []).filter((m) => m.isImage).map((m) => m.content);
  const view = renderApp('/', { token });
  await screen.findByRole('img', { name: 'Generated image: A grey owl' });
  return { ...view, urls };
};

const viewer = () => screen.getByRole('dialog');

describe('the image viewer', () => {
  it('opens on an image, steps with the arrows, and gives focus back to it on Esc', async () => {
    const { user } = await start();
    const heron = screen.getByRole('link', { name: 'Generated image: A blue heron' });
    expect(heron).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(heron);
    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 3' });
    expect(dialog).toHaveAccessibleDescription('A blue heron');
    expect(
      within(dialog).getByRole('img', { name: 'Generated image: A blue heron' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Image 2 of 3: A blue heron');

    await user.keyboard('{ArrowRight}');
    expect(viewer()).toHaveAccessibleName('Image 3 of 3');
    expect(within(viewer()).getByRole('img')).toHaveAccessibleName('Generated image: A grey owl');
    // the last one: nothing further, and no button that does nothing
    await user.keyboard('{ArrowRight}');
    expect(viewer()).toHaveAccessibleName('Image 3 of 3');
    expect(within(viewer()).queryByRole('button', { name: 'Next image' })).toBeNull();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewer()).toHaveAccessibleName('Image 1 of 3');
    await user.click(within(viewer()).getByRole('button', { name: 'Next image' }));
    expect(viewer()).toHaveAccessibleName('Image 2 of 3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(heron).toHaveFocus();
  });

  it('opens with Enter on the image, and offers its link to open and to copy', async () => {
    const { user, urls } = await start();
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    screen.getByRole('link', { name: 'Generated image: A red kite' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Image 1 of 3' });
    const [first = ''] = urls;
    const open = within(dialog).getByRole('link', { name: 'Open in new tab' });
    expect(open).toHaveAttribute('href', first);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await screen.findByText(i18n._(LINK_COPIED))).toBeInTheDocument();
  });

  it('downloads the image as a file named after its prompt, of the type the server sent', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('link', { name: 'Generated image: A grey owl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 3 of 3' });
    const downloads = watchDownloads();
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
    } finally {
      downloads.stop();
    }
    const [{ name, file } = { name: '', file: undefined }] = downloads.saved;
    expect(name).toBe('A grey owl.svg');
    expect(file?.type).toBe('image/svg+xml');
    expect(await file?.text()).toMatch(/^<svg/);
  });

  it('says so when an image cannot be downloaded, and stays open', async () => {
    const { user, urls } = await start();
    server.use(http.get(urls[2] ?? '', () => new HttpResponse(null, { status: 503 })));
    await user.click(screen.getByRole('link', { name: 'Generated image: A grey owl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 3 of 3' });
    const downloads = watchDownloads();
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Download' }));
      expect(await screen.findByText(i18n._(DOWNLOAD_FAILED))).toBeInTheDocument();
    } finally {
      downloads.stop();
    }
    expect(viewer()).toBeVisible();
    expect(downloads.saved).toEqual([]);
  });
});

describe('a downloaded image', () => {
  it('is named after its prompt, with the extension of what the server sent', () => {
    const url = 'https://img.example/a/b';
    expect(imageFileName('A red kite', 'image/png', url)).toBe('A red kite.png');
    expect(imageFileName('A red kite', 'image/jpeg', url)).toBe('A red kite.jpg');
    expect(imageFileName('A red kite', 'image/svg+xml; charset=utf-8', url)).toBe('A red kite.svg');
    // no type said: its address's, if that names an image, else png
    expect(imageFileName('Owl', '', 'https://img.example/owl.WEBP')).toBe('Owl.webp');
    expect(imageFileName('Owl', '', 'https://img.example/owl.exe')).toBe('Owl.png');
  });

  it('has nothing a file system refuses nor invisible controls, and a name when none is left', () => {
    const url = 'https://img.example/x.png';
    expect(imageFileName('../../etc/passwd: a "cat"?', 'image/png', url)).toBe(
      'etc-passwd- a -cat.png',
    );
    expect(imageFileName('photo\u202Egnp.exe', 'image/png', url)).toBe('photognp.exe.png');
    expect(imageFileName('///', 'image/png', url)).toBe('Parley image.png');
    expect(imageFileName('x'.repeat(300), 'image/png', url)).toBe(`${'x'.repeat(100)}.png`);
  });
});

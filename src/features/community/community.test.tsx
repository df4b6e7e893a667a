import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { call, createChat, registerUser } from '../../testing/backend';
import { recordRequests, renderApp } from '../../testing/render-app';

describe('/community', () => {
  it('says "No images Available." on a fresh install', async () => {
    const token = await registerUser();
    renderApp('/community', { token });
    expect(await screen.findByRole('heading', { name: 'Community Images' })).toBeInTheDocument();
    expect(screen.getByText('No images Available.')).toBeInTheDocument();
  });

  it('shows published images, newest first, linking to the full image in a new tab, without sending a token', async () => {
    const painter = await registerUser('Painter Pat');
    const chatId = await createChat(painter);
    await call('/message/image', {
      token: painter,
      body: { chatId, prompt: 'first image', isPublished: true },
    });
    await call('/message/image', {
      token: painter,
      body: { chatId, prompt: 'private image', isPublished: false },
    });
    await call('/message/image', {
      token: painter,
      body: { chatId, prompt: 'second image', isPublished: true },
    });
    const viewer = await registerUser('Viewer');
    const requests = recordRequests();
    renderApp('/community', { token: viewer });
    const grid = await screen.findByRole('list', { name: 'Published images' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(
        'Image by Painter Pat Created by Painter Pat (opens in a new tab)',
      );
      expect(link.getAttribute('href')).toMatch(/\/mock-images\/[0-9a-f]{24}\.svg$/);
      expect(within(link).getByRole('img')).toHaveAttribute('alt', 'Image by Painter Pat');
      expect(within(link).getByRole('img')).toHaveAttribute('loading', 'lazy');
      expect(within(link).getByText('Created by')).toBeInTheDocument();
      expect(within(link).getByText('Painter Pat')).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(requests.some((r) => r.url.endsWith('/user/published-images'))).toBe(true),
    );
    const gallery = requests.filter((r) => r.url.endsWith('/user/published-images'));
    expect(gallery.every((r) => r.authorization === null)).toBe(true);
  });
});

describe('addresses from the server', () => {
  it('never links or shows an image whose address is not http(s)', async () => {
    const { server } = await import('../../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/user/published-images', () =>
        HttpResponse.json({
          success: true,
          images: [
            { imageUrl: 'javascript:alert(1)', userName: 'Mallory' },
            { imageUrl: 'data:text/html;base64,PHNjcmlwdD4=', userName: 'Mallory' },
            { imageUrl: 'https://cdn.example.com/ok.png', userName: 'Alice' },
          ],
        }),
      ),
    );
    const token = await registerUser();
    renderApp('/community', { token });
    const grid = await screen.findByRole('list', { name: 'Published images' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://cdn.example.com/ok.png']);
    expect(screen.queryByText('Mallory')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { call, registerUser } from '../../testing/backend';
import { recordRequests, renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';

/** The server fails the next send once, then answers normally. */
const failNextSendOnce = () =>
  server.use(
    http.post(
      '*/api/message/:mode',
      () => HttpResponse.json({ success: false, message: 'The model is busy' }, { status: 503 }),
      { once: true },
    ),
  );

const setup = async () => {
  const token = await registerUser();
  const view = renderApp('/', { token });
  const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  return { ...view, token, prompt };
};

describe('retrying a failed send', () => {
  it('sends the same prompt to the same chat once, however often Retry is clicked', async () => {
    const { prompt, user, token } = await setup();
    const requests = recordRequests();
    failNextSendOnce();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Image');
    await user.type(prompt, 'A harbour at dawn{Enter}');
    const toast = (await screen.findByText('The model is busy')).closest('.notistack-MuiContent');
    await waitFor(() => expect(prompt).toHaveValue('A harbour at dawn'));
    const retry = within(toast as HTMLElement).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await user.click(retry).catch(() => undefined);
    await user.click(retry).catch(() => undefined);

    expect(
      await screen.findByRole('img', { name: 'Generated image: A harbour at dawn' }),
    ).toBeInTheDocument();
    // the input held just the retried prompt: it is emptied
    await waitFor(() => expect(prompt).toHaveValue(''));
    const sends = requests.filter((r) => r.url.endsWith('/api/message/image'));
    expect(sends).toHaveLength(2);
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats.map((c) => c.messages.map((m) => m.isImage))).toEqual([[false, true]]);
    expect(await screen.findByText('Credits : 18')).toBeInTheDocument();
  });

  it('leaves what was typed since in the input', async () => {
    const { prompt, user } = await setup();
    failNextSendOnce();
    await user.type(prompt, 'Explain recursion{Enter}');
    await screen.findByText('The model is busy');
    await waitFor(() => expect(prompt).toHaveValue('Explain recursion'));
    await user.type(prompt, ' with an example');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Credits : 19')).toBeInTheDocument();
    expect(prompt).toHaveValue('Explain recursion with an example');
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallButton } from './install-button';
import { setInstalledApp } from './use-installed-app';
import { offerInstall } from './install-prompt';
import { UPDATE_READY, UpdateNotice } from './update-notice';
import { UPDATE_CHECK_MS, watchUpdates, type UpdatingWorkbox } from './watch-updates';
import { i18n } from '@lingui/core';
import { LanguageProvider } from '../../features/language';

/** A worker as the page sees it: its state changes with an event. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** What workbox-window tells the page, and what the page asks of it. */
const fakeWorkbox = () => {
  const listeners: ((event: { sw?: FakeWorker }) => void)[] = [];
  const workbox = {
    addEventListener: (type: string, listener: (event: { sw?: FakeWorker }) => void) => {
      if (type === 'waiting') listeners.push(listener);
    },
    messageSkipWaiting: jest.fn(),
    update: jest.fn(() => Promise.resolve(undefined)),
  };
  const waiting = (sw: FakeWorker) => act(() => listeners.forEach((listener) => listener({ sw })));
  return { workbox, waiting, asWorkbox: workbox as unknown as UpdatingWorkbox };
};

const setUp = () => {
  const { workbox, waiting, asWorkbox } = fakeWorkbox();
  const container = new EventTarget();
  const reload = jest.fn();
  watchUpdates(asWorkbox, container, reload);
  render(<UpdateNotice />, { wrapper: LanguageProvider });
  return { workbox, waiting, container, reload };
};

// inside each describe: before the shared clean-up, which needs real timers
const cleanUp = () => {
  jest.useRealTimers();
  act(() => setInstalledApp({ update: null, install: null }));
};

describe('a new release', () => {
  afterEach(cleanUp);

  it('is offered, and nothing reloads until a person asks', () => {
    jest.useFakeTimers();
    const { waiting, workbox, reload } = setUp();
    expect(screen.queryByText(i18n._(UPDATE_READY))).not.toBeInTheDocument();
    const worker = new FakeWorker();
    waiting(worker);
    expect(screen.getByRole('status')).toHaveTextContent(i18n._(UPDATE_READY));
    act(() => jest.advanceTimersByTime(24 * UPDATE_CHECK_MS));
    expect(reload).not.toHaveBeenCalled();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('takes over on Reload, and the page reloads once when its worker changes', async () => {
    const { waiting, workbox, container, reload } = setUp();
    const worker = new FakeWorker();
    waiting(worker);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    // a page the old worker controlled, and one that had none, both follow the new one
    container.dispatchEvent(new Event('controllerchange'));
    worker.become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a tab that only offered it, when another tab took it', () => {
    const { waiting, reload } = setUp();
    const worker = new FakeWorker();
    waiting(worker);
    worker.become('activating');
    expect(reload).not.toHaveBeenCalled();
    worker.become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is looked for each hour, and when the tab is shown again', () => {
    jest.useFakeTimers();
    const { workbox } = setUp();
    act(() => jest.advanceTimersByTime(UPDATE_CHECK_MS - 1));
    expect(workbox.update).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(workbox.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });
});

describe('installing', () => {
  afterEach(cleanUp);

  it('is offered only once the browser has a prompt, and each prompt is used once', async () => {
    offerInstall('/manifest.webmanifest');
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    render(<InstallButton />, { wrapper: LanguageProvider });
    expect(screen.queryByRole('button', { name: 'Install Parley' })).not.toBeInTheDocument();

    const prompt = jest.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => {
      window.dispatchEvent(event);
    });
    // the browser's own mini bar is held back: the sidebar offers it instead
    expect(event.defaultPrevented).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Install Parley' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install Parley' })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt }));
    });
    expect(screen.getByRole('button', { name: 'Install Parley' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install Parley' })).not.toBeInTheDocument();
  });
});

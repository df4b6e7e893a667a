import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { inlineFunctionScript } from './build/inline-function-script';
import { failedStartTexts } from './build/failed-start-texts';
import { FAILED_START_ID, reportFailedStart } from './inline/report-failed-start';

const FAILED_START_MESSAGE = 'Parley could not load. Check your connection, then reload.';
// what the build writes into index.html: the message in every language, from the catalogues
const texts = failedStartTexts(process.cwd());

/** A script of the page that the network drops: its load error, as the browser fires it. */
const failToLoad = (script: HTMLScriptElement) => {
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
};

describe('a page whose scripts cannot be downloaded', () => {
  it('says so over the page, with a way to reload, for the page’s own scripts only', () => {
    // index.html's own inline script, in its head
    new Function(
      inlineFunctionScript(reportFailedStart, {
        id: FAILED_START_ID,
        texts,
        pictureIds: ['start-picture', 'start-picture-style', 'start-picture-classes'],
      }),
    )();

    // a returning visitor's picture of their last screen, on show
    const picture = document.createElement('div');
    picture.id = 'start-picture';
    picture.innerHTML = '<main><h1>Yesterday’s chat</h1></main>';
    const pictureStyles = ['start-picture-style', 'start-picture-classes'].map((id) =>
      Object.assign(document.createElement('style'), { id }),
    );
    document.body.append(picture);
    document.head.append(...pictureStyles);

    // a lazy chunk is the app's to report (it is running)
    const chunk = document.createElement('script');
    chunk.src = '/assets/credits.0123456789.js';
    failToLoad(chunk);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(picture).toBeInTheDocument();

    const entry = document.createElement('script');
    entry.defer = true;
    entry.src = '/assets/main.0123456789.js';
    failToLoad(entry);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FAILED_START_MESSAGE);
    // the old screen never stays under the message: the picture and its styles are gone
    expect(picture).not.toBeInTheDocument();
    for (const style of pictureStyles) expect(style).not.toBeInTheDocument();
    // nothing else shows on this page: the message is the page, its landmark and heading
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(FAILED_START_MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeVisible();

    // the other entry script failing too says it once
    const vendors = document.createElement('script');
    vendors.defer = true;
    vendors.src = '/assets/791.0123456789.js';
    failToLoad(vendors);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    document.getElementById(FAILED_START_ID)?.remove();
    [chunk, entry, vendors].forEach((script) => script.remove());
  });

  it('says it in the page’s language, which index.html set before', () => {
    document.documentElement.lang = 'ar';
    new Function(
      inlineFunctionScript(reportFailedStart, { id: FAILED_START_ID, texts, pictureIds: [] }),
    )();
    const entry = Object.assign(document.createElement('script'), {
      defer: true,
      src: '/assets/main.0123456789.js',
    });
    failToLoad(entry);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('تعذّر تحميل Parley. تحقّق من اتصالك، ثم أعد التحميل.');
    expect(within(alert).getByRole('button', { name: 'إعادة التحميل' })).toBeVisible();
    document.getElementById(FAILED_START_ID)?.remove();
    entry.remove();
    document.documentElement.lang = '';
  });
});

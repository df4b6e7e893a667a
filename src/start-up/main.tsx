import { lendChunkPolicy } from './trusted-chunks';
import { appStarter, opensSignedIn } from './app-loader';
import { releaseHeldActions, watchTypedFields } from './typed-before-start';
import { afterNextPaint, nextTask, timerTask, whenSettled } from '../components/when-idle';
import { activeLanguage, startLanguage } from '../features/language';

// The page's modules are evaluated when needed, not with the entry (webpack's eager mode: in the
// entry's own files, no download), a group per task instead of in one long task: a new visitor's
// card comes alive without blocking a tap for long, and a returning visitor's start runs them
// while the app's chunk is on its way, after the picture of their last screen is painted.
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
const loadTheme = () => import(/* webpackMode: "eager" */ '../app/theme');
const loadLoginCard = () => import(/* webpackMode: "eager" */ '../features/auth/login-screen');
const loadPage = () => import(/* webpackMode: "eager" */ './page');

/** The page's modules and theme, a group per task: every visitor's start runs short tasks. */
const preparePage = async () => {
  // not in the task that evaluates the entry; a timer, so that with whenSettled's that task starts
  // two: Lighthouse's simulation then keeps it, and sees the entry run after the card's paint
  await timerTask();
  await loadReactDom();
  await nextTask();
  const { appTheme } = await loadTheme();
  await nextTask();
  appTheme();
  await nextTask();
  // most of the page's own modules are the card's MUI components
  await loadLoginCard();
  await nextTask();
  return loadPage();
};

const start = async () => {
  // in production only: the development server's hot updates load from outside /assets/
  if (process.env.NODE_ENV === 'production') lendChunkPolicy();
  // the offline build's worker is its backend; the real build's keeps its files (or, in
  // development, it has none), and any other worker is foreign
  if (!__MOCK__)
    whenSettled(() => {
      import(/* webpackChunkName: "app-worker" */ '../app/installed-app/start-app-worker')
        .then((m) => m.startAppWorker())
        .catch(() => undefined);
    }, 5000);
  // the DefinePlugin literal itself guards the import, so the real-backend bundle has no msw;
  // the login card comes alive meanwhile, and the app waits for the backend before its calls
  const backend: Promise<unknown> = __MOCK__
    ? import(/* webpackChunkName: "mock-backend" */ '../../mocks/browser').then((mocks) =>
        mocks.startMockBackend(),
      )
    : Promise.resolve();
  const startApp = appStarter(backend);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // English is in the entry; another language's messages come first (index.html shows nothing
  // in English meanwhile: it hid the card, and shows no picture of another language's screen)
  const language = startLanguage();
  // a new visitor's prerendered login card, which is English: hydrated at once
  if (!opensSignedIn(window.location.pathname) && container.hasChildNodes()) {
    const card = watchTypedFields(container);
    await language;
    if (activeLanguage() === 'en') {
      (await preparePage()).hydrateLoginCard(container, startApp, card);
      return;
    }
    // replaced by the card in the page's language: nothing of this one is to be sent
    card.handOver();
  } else releaseHeldActions();
  const starting = opensSignedIn(window.location.pathname)
    ? startApp().catch(() => 'failed' as const)
    : Promise.resolve(null);
  await afterNextPaint();
  await language;
  const { renderStartUp } = await preparePage();
  renderStartUp(container, await starting, startApp);
};

void start();

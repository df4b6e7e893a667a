// The sidebar with many chats, for `npm run bench`: reloads with 3, 19 (more than a screenful,
// the longest list that is not windowed), 300 and 5,000 chats and times the live list's first
// painted entry (from navigation, after the chat list's answer, and after that answer was read;
// then the entries' buttons, which with a mouse come right after) and the answer itself, counts
// the entries in the page while the list is scrolled top to bottom, times each key typed into the
// title filter, and times folding and unfolding a folder holding every chat. CPU throttled like
// the rest.
import { percentile } from './stats.mjs';

const ENTRIES = '#root nav li';
const RECENT = '#root nav[aria-labelledby="recent-chats-heading"]';

/** Reloads `tab` and times the live list's first painted entry and the chat list's answer. */
const reloadTimes = async (tab) => {
  // a page with thousands of entries can take long to leave (its picture is taken on the way)
  await tab.reload({ timeout: 120_000 });
  await tab.waitForSelector(`${RECENT} li`, { timeout: 120_000 });
  // the entries' buttons come a little after the list: read once they have
  await tab.waitForFunction(() => !Number.isNaN(window.__actionsPainted), null, {
    timeout: 10_000,
  });
  return tab.evaluate(() => {
    const answer = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/chat/get'))
      .at(-1);
    return {
      list: window.__listPainted,
      actions: window.__actionsPainted,
      asked: answer?.requestStart ?? NaN,
      answer: answer?.responseEnd ?? NaN,
      read: window.__answerRead,
    };
  });
};

/** The most entries in the page while the sidebar's list is scrolled from top to bottom. */
const entriesWhileScrolling = (tab) =>
  tab.evaluate(async (selector) => {
    let scroller = document.querySelector('#root nav');
    while (getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let most = 0;
    for (let top = 0; top <= scroller.scrollHeight; top += scroller.clientHeight) {
      scroller.scrollTop = top;
      await frame();
      most = Math.max(most, document.querySelectorAll(selector).length);
    }
    const last = [...document.querySelectorAll(selector)].at(-1)?.textContent ?? '';
    scroller.scrollTop = 0;
    return { most, last };
  }, ENTRIES);

/** Each key typed into the title filter: to the next painted frame, and to the list's change. */
const filterKeys = async (tab) => {
  await tab.evaluate((recent) => {
    window.__filterKeys = [];
    const input = document.querySelector('input[name="chat-search"]');
    input.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      const record = { paint: NaN, results: NaN };
      window.__filterKeys.push(record);
      requestAnimationFrame(() => setTimeout(() => (record.paint = performance.now() - start), 0));
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => (record.results = performance.now() - start), 0),
        );
      });
      observer.observe(document.querySelector(recent), {
        subtree: true,
        childList: true,
        characterData: true,
      });
      setTimeout(() => observer.disconnect(), 1000);
    });
  }, RECENT);
  const field = tab.getByRole('searchbox', { name: 'Search conversations' });
  // twice over: with 38 keys a p95 would be the second-slowest key alone
  for (const query of ['trip to lisbon', 'chat 4321', 'cover letter'].flatMap((q) => [q, q])) {
    await field.click();
    await field.pressSequentially(query, { delay: 120 });
    await tab.waitForTimeout(500);
    await field.fill('');
    await tab.waitForTimeout(500);
  }
  return tab.evaluate(() => window.__filterKeys);
};

/**
 * Files every chat into one folder, straight into the app's database as the Move to… menu would,
 * reloads, then folds and unfolds it: each click to the next painted frame.
 */
const foldTimes = async (tab, turns) => {
  await tab.evaluate(async () => {
    const token = localStorage.getItem('token');
    const { chats } = await (
      await fetch('/api/chat/get', { headers: { Authorization: token } })
    ).json();
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('parley-app');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['folders', 'filed'], 'readwrite');
    const anchors = chats.slice(0, 3).map((chat) => chat._id);
    tx.objectStore('folders').put({
      id: 'bench',
      name: 'Everything',
      open: true,
      createdAt: 0,
      anchors,
    });
    for (const chat of chats) tx.objectStore('filed').put({ chatId: chat._id, folderId: 'bench' });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });
  await tab.reload({ timeout: 120_000 });
  const toggle = tab.getByRole('button', { name: /^Everything/, expanded: true });
  await toggle.waitFor({ timeout: 120_000 });
  const times = [];
  for (let turn = 0; turn < turns * 2; turn += 1) {
    const button = tab.getByRole('button', { name: /^Everything/ });
    const started = button.evaluate(
      (element) =>
        new Promise((resolve) => {
          element.addEventListener(
            'click',
            (event) =>
              requestAnimationFrame(() =>
                setTimeout(() => resolve(performance.now() - event.timeStamp), 0),
              ),
            { once: true },
          );
        }),
    );
    await button.click();
    times.push({ open: turn % 2 === 1, ms: await started });
    await tab.getByRole('button', { name: /^Everything/, expanded: turn % 2 === 1 }).waitFor();
    await tab.waitForTimeout(500);
  }
  return times;
};

/** Prints one count's figures. */
const report = ({ chats, times, scrolled, keys, folds }, { ms, range }) => {
  const list = times.map((t) => t.list);
  const answer = times.map((t) => t.answer - t.asked);
  const afterAnswer = times.map((t) => t.list - t.answer);
  const afterRead = times.map((t) => t.list - t.read);
  const actionsAfterRead = times.map((t) => t.actions - t.read);
  const paint = keys.map((k) => k.paint).filter(Number.isFinite);
  const shown = keys.map((k) => k.results).filter(Number.isFinite);
  console.log(
    `  ${String(chats).padStart(5)} chats: list painted ${range(list)} from navigation; the chat list's answer took ${range(answer)}; list painted ${range(afterAnswer)} after it; ${range(afterRead)} after it was read (its actions ${range(actionsAfterRead)}); entries in the page at most ${scrolled.most} (scrolled to the end: "${scrolled.last.slice(0, 24)}…")`,
  );
  console.log(
    `        title filter: key to painted frame p50 ${ms(percentile(paint, 50))}  p95 ${ms(percentile(paint, 95))}; key to the list changed p50 ${ms(percentile(shown, 50))}  p95 ${ms(percentile(shown, 95))}  (${paint.length} keys, ${shown.length} changed the list)`,
  );
  const fold = (open) => folds.filter((f) => f.open === open).map((f) => f.ms);
  console.log(
    `        a folder of all ${chats}, click to painted frame: folding ${range(fold(false))}; unfolding ${range(fold(true))}`,
  );
};

export const benchSidebar = async ({ seededReloads, throttle, runs, ms, range }) => {
  console.log(
    `sidebar with many chats, CPU throttled ${throttle}×, viewport 1280×800, ${runs} reloads each`,
  );
  const counts = (process.env.BENCH_SIDEBAR_CHATS ?? '3,19,300,5000').split(',').map(Number);
  for (const chats of counts) {
    const { tab, figures: times } = await seededReloads({
      name: 'Many',
      seed: { kind: 'many', chats },
      // the first entry of the live list (not the start-up picture's) when it is painted
      init: (selector) => {
        window.__listPainted = NaN;
        // with a mouse, an entry's buttons come right after its list's first paint
        window.__actionsPainted = NaN;
        // when the chat list's answer has been read as text: past its transfer and decoding,
        // whose cost is the answer's size, and before the app parses and shows it
        window.__answerRead = NaN;
        const text = Response.prototype.text;
        Response.prototype.text = async function read() {
          const body = await text.call(this);
          if (this.url.includes('/api/chat/get')) window.__answerRead = performance.now();
          return body;
        };
        const whenPainted = (found, done) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector(found)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => done(performance.now())));
          });
          observer.observe(document, { subtree: true, childList: true });
        };
        whenPainted(selector, (at) => (window.__listPainted = at));
        whenPainted(
          `${selector} button[aria-label^="Delete chat"]`,
          (at) => (window.__actionsPainted = at),
        );
      },
      arg: `${RECENT} li`,
      measure: reloadTimes,
      runs,
    });
    const scrolled = await entriesWhileScrolling(tab);
    const keys = await filterKeys(tab);
    const folds = await foldTimes(tab, runs);
    await tab.context().close();
    report({ chats, times, scrolled, keys, folds }, { ms, range });
  }
};

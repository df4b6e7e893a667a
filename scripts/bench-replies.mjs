// Replies no assistant should send, for `npm run bench`: a chat whose newest reply is each of
// scripts/heavy-replies.mjs (and, to compare, an ordinary one) is reloaded with the CPU throttled,
// and the longest main-thread task from navigation until a second after the reply shows is
// reported, with the time it showed.
import { heavyReplies } from './heavy-replies.mjs';

const REPLY_SELECTOR = 'ol[aria-label="Messages"] > li[aria-label="Assistant"]';

/** Reloads `tab`, waits for the reply and a quiet second; the longest task and when the reply showed. */
const reloadTasks = async (tab) => {
  await tab.reload({ timeout: 120_000 });
  await tab.waitForSelector(`#root ${REPLY_SELECTOR}`, { timeout: 120_000 });
  const shown = await tab.evaluate(() => performance.now());
  await tab.waitForTimeout(1000);
  const longest = await tab.evaluate(() => Math.max(0, ...window.__longTasks));
  return { shown, longest };
};

export const benchReplies = async ({ browser, signUp, throttle, runs, range }) => {
  console.log(`heavy replies as the newest chat, CPU throttled ${throttle}×, ${runs} reloads each`);
  // an ordinary reply first: what a reload costs anyway
  const replies = { 'an ordinary reply': 'A short answer, in plain words.', ...heavyReplies };
  for (const [name, reply] of Object.entries(replies)) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const tab = await context.newPage();
    await signUp(tab, 'Heavy', { kind: 'reply', reply });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await reloadTasks(tab); // warm up: the service worker and the app's chunks
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await reloadTasks(tab));
    await context.close();
    const longest = results.map((r) => r.longest);
    console.log(
      `  ${name.padEnd(26)} (${(reply.length / 1000).toFixed(0)} KB): longest task ${range(longest)}; reply shown ${range(results.map((r) => r.shown))} from navigation`,
    );
  }
};

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

export const benchReplies = async ({ seededReloads, throttle, runs, range }) => {
  console.log(`heavy replies as the newest chat, CPU throttled ${throttle}×, ${runs} reloads each`);
  // an ordinary reply first: what a reload costs anyway
  const replies = { 'an ordinary reply': 'A short answer, in plain words.', ...heavyReplies };
  for (const [name, reply] of Object.entries(replies)) {
    const { tab, figures } = await seededReloads({
      name: 'Heavy',
      seed: { kind: 'reply', reply },
      init: () => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      },
      measure: reloadTasks,
      runs,
    });
    await tab.context().close();
    console.log(
      `  ${name.padEnd(26)} (${(reply.length / 1000).toFixed(0)} KB): longest task ${range(figures.map((f) => f.longest))}; reply shown ${range(figures.map((f) => f.shown))} from navigation`,
    );
  }
};

// A returning visitor, as the measuring scripts (lighthouse.mjs, executed-js.mjs) make one against
// the offline handlers served over HTTP (`npm run api`).

/** Lighthouse's mobile screen, where a previous visit takes its picture of the chat. */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true };

/** A returning visitor's account: `messages` seeded messages, then a question whose reply holds code. */
export const seedReturningVisitor = async (apiBase, messages) => {
  const call = async (path, { body, token } = {}) => {
    const response = await fetch(`${apiBase}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: token }) },
      body: body && JSON.stringify(body),
    });
    return response.json();
  };
  const { token } = await call('/user/register', {
    body: {
      name: 'Returning Rita',
      email: `rita-${Date.now()}@example.com`,
      password: 'rita-pw-1',
    },
  });
  const { chatId } = await call('/mock/seed', { token, body: { kind: 'history', messages } });
  const sent = await call('/message/text', {
    token,
    body: { chatId, prompt: 'Write a TypeScript function', isPublished: false },
  });
  if (!sent.success) throw new Error(`seeding failed: ${sent.message}`);
  return token;
};

/** Stores the session's token for `app`, on a page of it that loads no script. */
export const storeToken = async (page, app, token) => {
  await page.goto(`${app}/no-such-file.txt`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
};

/**
 * Opens the newest chat and reads a while: it settles (its code coloured) before the visitor
 * leaves, which pictures it for the next start-up.
 */
export const readTheChat = async (page, app, readingMs) => {
  await page.goto(`${app}/`);
  await page.locator('pre').wait();
  await new Promise((resolve) => setTimeout(resolve, readingMs));
};

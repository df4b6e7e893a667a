import { expect, test } from './pages/test';
import { signUpNewUser } from './pages/app';

test('the page is served with a policy no site can frame and that only trusts its own types', async ({
  page,
}) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
  ])
    expect(policy).toContain(directive);
  const trusted = /trusted-types ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(trusted).toContain('parley-chunks');
  expect(trusted).toContain('parley-picture');
  expect(trusted).toContain('parley-entities');
  expect(trusted.every((name) => name.startsWith('parley-'))).toBe(true);
});

test('a string written as HTML or as a script address anywhere in the app is refused', async ({
  page,
  cspViolations,
}) => {
  await signUpNewUser(page);
  const attempts = await page.evaluate(() => {
    const tried = (write: () => void) => {
      try {
        write();
        return 'written';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const reply = document.querySelector('main') ?? document.body;
    return {
      innerHTML: tried(() => {
        reply.innerHTML = '<img src=x onerror="window.hacked = true">';
      }),
      insertAdjacentHTML: tried(() => reply.insertAdjacentHTML('beforeend', '<b>x</b>')),
      handler: tried(() =>
        document.createElement('img').setAttribute('onerror', 'window.hacked = true'),
      ),
      scriptSrc: tried(() => {
        document.createElement('script').src = '/assets/evil.js';
      }),
      policyOfItsOwn: tried(() => {
        window.trustedTypes?.createPolicy('evil', { createHTML: (html: string) => html });
      }),
      hacked: (window as unknown as { hacked?: boolean }).hacked ?? false,
    };
  });
  expect(attempts).toEqual({
    innerHTML: 'TypeError',
    insertAdjacentHTML: 'TypeError',
    handler: 'TypeError',
    scriptSrc: 'TypeError',
    policyOfItsOwn: 'TypeError',
    hacked: false,
  });
  // each refusal was reported (as they come, a moment later); they were the point here
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(5);
  await page.waitForTimeout(500);
  for (const violation of cspViolations) expect(violation).toMatch(/^(require-)?trusted-types/);
  cspViolations.length = 0;
});

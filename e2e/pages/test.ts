import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };

/** Records every Content Security Policy violation in the context's pages. */
export const watchCspViolations = async (context: BrowserContext) => {
  const violations: string[] = [];
  await context.exposeBinding('parleyCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { parleyCspViolation: (v: string) => void })
        .parleyCspViolation;
      void report(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
};

/**
 * Playwright's test, with every page of every spec watched for Content Security Policy
 * violations (a script, a frame, or a string refused by Trusted Types): a spec ends with none.
 * A spec that provokes one on purpose empties `cspViolations` once it has checked it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

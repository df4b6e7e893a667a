import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { WORKER_POLICY } from '../src/types/trusted-types';
import { contentSecurityPolicy, headersFile, nginxSnippet } from './content-security-policy';

const PAGE = '<html><head><script>first()</script></head><body><script>second()</script></body>';
const OPTIONS = { apiOrigin: 'https://api.example.com', trustedTypes: ['parley-a', 'parley-b'] };
const directives = (policy: string) => policy.split('; ');

describe("the page's Content Security Policy", () => {
  it('lets scripts run only from the app and its own inline scripts, by hash', () => {
    const policy = directives(contentSecurityPolicy(PAGE, OPTIONS, 'meta'));
    const scripts = policy.find((d) => d.startsWith('script-src'));
    expect(scripts?.split(' ')).toEqual([
      'script-src',
      "'self'",
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    ]);
    expect(policy).toContain("connect-src 'self' https://api.example.com");
  });

  it('enforces Trusted Types with the named policies only, as a header and as a meta tag', () => {
    for (const delivery of ['meta', 'header'] as const) {
      const policy = directives(contentSecurityPolicy(PAGE, OPTIONS, delivery));
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).toContain('trusted-types parley-a parley-b');
      for (const kept of ["object-src 'none'", "base-uri 'none'", "form-action 'none'"])
        expect(policy).toContain(kept);
    }
  });

  it('forbids framing where only a header can (a meta tag would only be warned about)', () => {
    expect(directives(contentSecurityPolicy(PAGE, OPTIONS, 'header'))).toContain(
      "frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy(PAGE, OPTIONS, 'meta')).not.toContain('frame-ancestors');
  });

  it('is written for static hosts: a _headers file and an nginx snippet', () => {
    const policy = contentSecurityPolicy(PAGE, OPTIONS, 'header');
    expect(headersFile(policy)).toBe(
      `/*\n  Content-Security-Policy: ${policy}\n  X-Content-Type-Options: nosniff\n`,
    );
    expect(nginxSnippet(policy)).toContain(
      `add_header Content-Security-Policy "${policy}" always;\n`,
    );
    expect(policy).not.toContain('"');
  });

  it("names the offline worker's policy as the worker script creates it", () => {
    const worker = readFileSync(`${__dirname}/../public/parley-mock-sw.js`, 'utf8');
    expect(worker).toContain(`createPolicy('${WORKER_POLICY}'`);
  });
});

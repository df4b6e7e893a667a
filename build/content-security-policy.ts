import { createHash } from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

/** The `<script>` elements with no src: their text is what a hash in script-src allows. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PolicyOptions {
  /** the real backend's origin ('' offline) */
  apiOrigin: string;
  /** the names of the Trusted Types policies the build creates */
  trustedTypes: readonly string[];
}

/**
 * The page's Content Security Policy, for index.html as it is emitted. Scripts run only from the
 * app's own files and index.html's own inline scripts (by hash): markup that reaches the page
 * some other way (a reply, a name, a stored picture) cannot run anything, not even an inline
 * handler, and no string becomes HTML or a script address but through the named Trusted Types
 * policies. No form is ever sent by the browser itself (the app sends them; typed-before-start.ts).
 * Styles are inline (Emotion); images may come from any https host (spec §7: an image message's
 * content is its URL; a reply's Markdown image loads only when the reader asks).
 * `frame-ancestors` works only as a header: no other site may frame Parley.
 */
export const contentSecurityPolicy = (
  html: string,
  { apiOrigin, trustedTypes }: PolicyOptions,
  delivery: 'meta' | 'header',
): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...html.matchAll(INLINE_SCRIPT)].map(([, code = '']) => sha256(code)).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${apiOrigin}`.trim(),
    `connect-src 'self' ${apiOrigin}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
    "require-trusted-types-for 'script'",
    `trusted-types ${trustedTypes.join(' ')}`,
  ].join('; ');

/** The headers a static host sends with every file of the build. */
const securityHeaders = (policy: string): [string, string][] => [
  ['Content-Security-Policy', policy],
  ['X-Content-Type-Options', 'nosniff'],
];

/** Netlify's and Cloudflare Pages' `_headers` file. */
export const headersFile = (policy: string): string =>
  `/*\n${securityHeaders(policy)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;

/** An nginx snippet, to include in the server block that serves the build. */
export const nginxSnippet = (policy: string): string =>
  `# Parley's security headers: include this file in the server block that serves the build.\n${securityHeaders(
    policy,
  )
    .map(([name, value]) => `add_header ${name} "${value}" always;\n`)
    .join('')}`;

/**
 * Writes the policy into index.html as its first `<meta>` after the charset, once the page is
 * final: after webpack has written the real content hashes into it (the returning visitor's
 * preload script names the chunks), before it is compressed. The same policy, with what only a
 * header can carry, goes into `_headers` and `nginx-security-headers.conf` for the static host.
 * Production builds only: the development server's modules use eval.
 */
export class ContentSecurityPolicy {
  constructor(private readonly options: PolicyOptions) {}

  apply(compiler: Compiler) {
    const { Compilation: Stages, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicy', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContentSecurityPolicy', stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('ContentSecurityPolicy: no index.html');
          const html = page.source.source().toString();
          const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html)?.[0];
          if (!charset) throw new Error('ContentSecurityPolicy: no <meta charset> in index.html');
          const policy = contentSecurityPolicy(html, this.options, 'meta');
          const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(html.replace(charset, () => `${charset}${meta}`)),
          );
          const header = contentSecurityPolicy(html, this.options, 'header');
          compilation.emitAsset('_headers', new sources.RawSource(headersFile(header)));
          compilation.emitAsset(
            'nginx-security-headers.conf',
            new sources.RawSource(nginxSnippet(header)),
          );
        },
      );
    });
  }
}

import { createHash } from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

/** The `<script>` elements with no src: their text is what a hash in script-src allows. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's Content Security Policy, for index.html as it is emitted. Scripts run only from the
 * app's own files and index.html's own inline scripts (by hash): markup that reaches the page
 * some other way (a reply, a name, a stored picture) cannot run anything, not even an inline
 * handler. No form is ever sent by the browser itself (the app sends them; typed-before-start.ts).
 * Styles are inline (Emotion), images come from anywhere the server says (spec §7: an image
 * message's content is its URL).
 */
export const contentSecurityPolicy = (html: string, apiOrigin: string): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${[...html.matchAll(INLINE_SCRIPT)].map(([, code = '']) => sha256(code)).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${apiOrigin}`.trim(),
    `connect-src 'self' ${apiOrigin}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/**
 * Writes the policy into index.html as its first `<meta>` after the charset, once the page is
 * final: after webpack has written the real content hashes into it (the returning visitor's
 * preload script names the chunks), before it is compressed. Production builds only: the
 * development server's modules use eval.
 */
export class ContentSecurityPolicy {
  constructor(private readonly options: { apiOrigin: string }) {}

  apply(compiler: Compiler) {
    const { Compilation: Stages, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicy', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContentSecurityPolicy', stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) throw new Error('ContentSecurityPolicy: no index.html');
          const html = page.source.source().toString();
          const charset = '<meta charset="utf-8" />';
          if (!html.includes(charset))
            throw new Error(`ContentSecurityPolicy: no ${charset} in index.html`);
          const policy = contentSecurityPolicy(html, this.options.apiOrigin);
          const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(html.replace(charset, () => `${charset}\n    ${meta}`)),
          );
        },
      );
    });
  }
}

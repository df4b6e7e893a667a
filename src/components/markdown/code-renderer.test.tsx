import { describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import SyntaxHighlighter from 'react-syntax-highlighter/dist/esm/prism-light';
import a11yDark from 'react-syntax-highlighter/dist/esm/styles/prism/a11y-dark';
import a11yOneLight from 'react-syntax-highlighter/dist/esm/styles/prism/a11y-one-light';
import CodeHighlighter from './code-highlighter';
import { codeRenderer } from './code-renderer';

const HTML_WITH_SCRIPT =
  '<p style="color: red">Hi</p>\n<script>const a = 1;</script>\n<style>p { margin: 0 }</style>';

const SAMPLES: [string, string][] = [
  [
    'typescript',
    'interface Item { id: string }\nconst f = <T,>(x: T): T => x; // why\n`a ${b} c`;',
  ],
  ['python', 'def f(x: int) -> str:\n    """doc"""\n    return f"{x!r}"  # note'],
  ['css', '.a > b:hover { color: rgb(1 2 3); background: url("x.png") !important; }'],
  ['json', '{ "a": [1, 2.5, true, null], "b": { "c": "d" } }'],
  ['jsx', '<Button onClick={() => go(1)} label="Send">{children}</Button>'],
  ['diff', '- old line\n+ new line\n  same'],
  ['text', 'no grammar at all'],
];

describe('the code renderer', () => {
  it.each(SAMPLES)(
    'renders %s element for element as the library does, in both themes',
    (language, code) => {
      // the chat's highlighter registers a language's grammar when it first colours one
      const chat = renderToStaticMarkup(
        <CodeHighlighter code={code} language={language} mode="light" />,
      );
      if (language !== 'text') expect(chat).toContain('class="token');
      for (const style of [a11yOneLight, a11yDark]) {
        const theirs = renderToStaticMarkup(
          <SyntaxHighlighter language={language} style={style}>
            {code}
          </SyntaxHighlighter>,
        );
        const ours = renderToStaticMarkup(
          <SyntaxHighlighter
            language={language}
            style={style}
            renderer={codeRenderer}
            wrapLines={false}
          >
            {code}
          </SyntaxHighlighter>,
        );
        expect(ours).toBe(theirs);
      }
    },
  );

  it("colours the tokens of the chat's code blocks", () => {
    const [language, code] = SAMPLES[0] ?? ['', ''];
    const chat = renderToStaticMarkup(
      <CodeHighlighter code={code} language={language} mode="light" />,
    );
    expect(chat).toMatch(/<span class="token" style="color:#[0-9a-f]{6}">interface<\/span>/);
  });

  it('colours a block the same whatever was coloured before it', () => {
    // a page of its own each (a fresh module registry: no grammar registered yet)
    const colour = (languages: string[]): string => {
      let markup = '';
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports -- modules of this registry */
        const { createElement } = require('react') as typeof import('react');
        const server = require('react-dom/server') as typeof import('react-dom/server');
        const { default: Highlighter } =
          require('./code-highlighter') as typeof import('./code-highlighter');
        /* eslint-enable @typescript-eslint/no-require-imports */
        for (const language of languages)
          markup = server.renderToStaticMarkup(
            createElement(Highlighter, { code: HTML_WITH_SCRIPT, language, mode: 'light' }),
          );
      });
      return markup;
    };
    const htmlFirst = colour(['html']);
    expect(htmlFirst).toContain('class="token');
    expect(colour(['javascript', 'css', 'html'])).toBe(htmlFirst);
    expect(colour(['html', 'javascript', 'css', 'html'])).toBe(htmlFirst);
    expect(colour(['tsx', 'css', 'html'])).toBe(htmlFirst);
  });
});

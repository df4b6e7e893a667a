import SyntaxHighlighter from 'react-syntax-highlighter/dist/esm/prism-light';
import bash from 'react-syntax-highlighter/dist/esm/languages/prism/bash';
import c from 'react-syntax-highlighter/dist/esm/languages/prism/c';
import cpp from 'react-syntax-highlighter/dist/esm/languages/prism/cpp';
import csharp from 'react-syntax-highlighter/dist/esm/languages/prism/csharp';
import css from 'react-syntax-highlighter/dist/esm/languages/prism/css';
import diff from 'react-syntax-highlighter/dist/esm/languages/prism/diff';
import go from 'react-syntax-highlighter/dist/esm/languages/prism/go';
import java from 'react-syntax-highlighter/dist/esm/languages/prism/java';
import javascript from 'react-syntax-highlighter/dist/esm/languages/prism/javascript';
import json from 'react-syntax-highlighter/dist/esm/languages/prism/json';
import jsx from 'react-syntax-highlighter/dist/esm/languages/prism/jsx';
import markup from 'react-syntax-highlighter/dist/esm/languages/prism/markup';
import python from 'react-syntax-highlighter/dist/esm/languages/prism/python';
import rust from 'react-syntax-highlighter/dist/esm/languages/prism/rust';
import sql from 'react-syntax-highlighter/dist/esm/languages/prism/sql';
import tsx from 'react-syntax-highlighter/dist/esm/languages/prism/tsx';
import typescript from 'react-syntax-highlighter/dist/esm/languages/prism/typescript';
import yaml from 'react-syntax-highlighter/dist/esm/languages/prism/yaml';
import a11yDark from 'react-syntax-highlighter/dist/esm/styles/prism/a11y-dark';
import a11yOneLight from 'react-syntax-highlighter/dist/esm/styles/prism/a11y-one-light';
import type { ThemeMode } from '../../types/api';
import { CODE_TEXT } from './code-font';
import { codeRenderer } from './code-renderer';
import { canonicalLanguage } from './languages';

// Only the languages people ask for most are known; others show as plain code.
const GRAMMARS = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  jsx,
  markup,
  python,
  rust,
  sql,
  tsx,
  typescript,
  yaml,
};
type Known = keyof typeof GRAMMARS;
const isKnown = (language: string): language is Known => language in GRAMMARS;

/**
 * A grammar is registered when a block of its language is first coloured: registering all of
 * them at once is one long task. Registering twice does nothing.
 */
const registered = (language: string): string => {
  if (!isKnown(language)) return 'text';
  // css and javascript extend markup's grammar if it is already there: they register first, so
  // a block is coloured the same whatever was coloured before it
  if (language === 'markup' || language === 'jsx' || language === 'tsx')
    for (const first of ['css', 'javascript'] as const)
      SyntaxHighlighter.registerLanguage(first, GRAMMARS[first]);
  SyntaxHighlighter.registerLanguage(language, GRAMMARS[language]);
  return language;
};

interface CodeHighlighterProps {
  code: string;
  language: string;
  mode: ThemeMode;
}

/** Loaded lazily, in its own chunk, the first time a code block comes into view. */
const CodeHighlighter = ({ code, language, mode }: CodeHighlighterProps) => {
  const canonical = canonicalLanguage(language);
  return (
    <SyntaxHighlighter
      language={registered(canonical)}
      style={mode === 'dark' ? a11yDark : a11yOneLight}
      customStyle={{ ...CODE_TEXT, margin: 0, borderRadius: 0, background: 'transparent' }}
      // its <pre>, as the plain code's: scrolled sideways by the keyboard too
      tabIndex={0}
      codeTagProps={{ style: CODE_TEXT }}
      renderer={codeRenderer}
      wrapLines={false}
    >
      {code}
    </SyntaxHighlighter>
  );
};

export default CodeHighlighter;

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Children, isValidElement, memo, type ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { remarkGfmParse } from './remark-gfm-parse';
import { rehypeOwnDirection } from './rehype-own-direction';
import { CodeBlock } from './code-block';
import { ImageOnRequest } from './image-on-request';
import { fitsMarkdownBudget } from './markdown-budget';
import { PlainReply } from './plain-reply';
import { MESSAGE_FONT_SIZE } from '../message-size';
import { useLingui } from '@lingui/react/macro';

const textOf = (node: ReactNode): string =>
  Children.toArray(node)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('');

/** Scrolled by keyboard too; a group, not a landmark: a chat may hold many tables. */
const ScrolledTable = ({ children }: { children?: ReactNode }) => {
  const { t } = useLingui();
  return (
    <Box sx={{ overflowX: 'auto', my: 1.5 }} tabIndex={0} role="group" aria-label={t`Table`}>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '60%' }}>
        {children}
      </Box>
    </Box>
  );
};

const components: Components = {
  // a fenced block arrives as <pre><code class="language-x">; the whole block becomes a CodeBlock
  pre: ({ children }) => {
    const code = Children.toArray(children)[0];
    const className = isValidElement<{ className?: string }>(code)
      ? (code.props.className ?? '')
      : '';
    const language = /language-([\w+#-]+)/.exec(className)?.[1] ?? '';
    return <CodeBlock code={textOf(children).replace(/\n$/, '')} language={language} />;
  },
  // code reads left to right inside a right-to-left reply too
  code: ({ className, children }) => (
    <code className={className} dir="ltr">
      {children}
    </code>
  ),
  a: ({ href, children }) =>
    href ? (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? <ImageOnRequest src={src} alt={alt ?? ''} /> : null,
  table: ({ children }) => <ScrolledTable>{children}</ScrolledTable>,
};

const REMARK_PLUGINS = [remarkGfmParse];
const REHYPE_PLUGINS = [rehypeOwnDirection];

/**
 * An assistant reply as Markdown. Raw HTML is never rendered, and link and image addresses
 * keep only relative URLs and the schemes http, https, irc, ircs, mailto and xmpp (react-markdown's
 * default transform); anything else, javascript: included, is blanked. An image from another
 * host loads only when the reader asks (ImageOnRequest). A reply past the budget that keeps
 * the page responsive is shown as plain text.
 */
const Markdown = memo(({ children }: { children: string }) => (
  <Box
    className="markdown"
    // the reply's own direction (an English answer in an Arabic page, and the reverse)
    dir="auto"
    sx={{
      overflowWrap: 'anywhere',
      fontSize: MESSAGE_FONT_SIZE,
      '& > :first-of-type': { mt: 0 },
      '& > :last-child': { mb: 0 },
      '& p, & ul, & ol': { my: 1 },
      // each paragraph in its own direction: an English answer to an Arabic prompt reads left
      // to right below its Arabic heading (the reply's own dir="auto" follows its first words)
      '& p, & li, & h1, & h2, & h3, & h4, & th, & td, & blockquote': { unicodeBidi: 'plaintext' },
      '& h1, & h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
      '& h2': { fontSize: '1.25em' },
      '& h3': { fontSize: '1.1em' },
      '& :not(pre) > code': {
        px: 0.5,
        py: 0.125,
        borderRadius: 1,
        bgcolor: 'action.selected',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.9em',
      },
      '& th, & td': {
        border: 1,
        borderColor: 'divider',
        px: 1.5,
        py: 0.75,
        // the start of the table's own direction (a mirrored theme would turn 'left' into 'right')
        textAlign: 'start',
        // words stay whole in a cell: a table too wide scrolls instead (ScrolledTable)
        overflowWrap: 'break-word',
      },
      '& th': { bgcolor: 'action.hover' },
      '& blockquote': {
        m: 0,
        pl: 2,
        borderLeft: 4,
        borderColor: 'divider',
        color: 'text.secondary',
      },
    }}
  >
    {fitsMarkdownBudget(children) ? (
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={REHYPE_PLUGINS}
        components={components}
        urlTransform={defaultUrlTransform}
        skipHtml
      >
        {children}
      </ReactMarkdown>
    ) : (
      <PlainReply text={children} />
    )}
  </Box>
));
Markdown.displayName = 'Markdown';

export default Markdown;

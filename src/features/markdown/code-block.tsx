import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useRef } from 'react';
import { CopyButton } from '../../components/copy-button';
import { preloadedLazy } from '../../components/preloaded-lazy';
import { useVisibleOnce } from '../../components/use-visible';
import { languageLabel } from './languages';

// The highlighter is fetched as soon as Markdown is, so code arrives coloured; the colouring
// itself still runs only for blocks that come near the screen.
const CodeHighlighter = preloadedLazy(
  () => import(/* webpackChunkName: "highlighter" */ './code-highlighter'),
);

const PlainCode = ({ code }: { code: string }) => (
  <Box
    component="pre"
    sx={{
      m: 0,
      p: '1em',
      overflowX: 'auto',
      fontSize: '0.875rem',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    }}
  >
    <code>{code}</code>
  </Box>
);

/**
 * A fenced code block: language label, copy button, and highlighting that is loaded and
 * run only once the block comes near the screen; until then it shows as plain code.
 */
export const CodeBlock = ({ code, language }: { code: string; language: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useVisibleOnce(ref);
  const { mode, systemMode } = useColorScheme();
  const resolvedMode = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  const label = languageLabel(language);

  return (
    <Box
      ref={ref}
      sx={{
        my: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: resolvedMode === 'dark' ? '#2b2b2b' : '#fafafa',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1.5,
          py: 0.25,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ fontWeight: 600 }}
        >
          {label}
        </Typography>
        <CopyButton text={code} label={`Copy ${label} code`} hint="Copy code" />
      </Box>
      {visible ? (
        <CodeHighlighter
          code={code}
          language={language}
          mode={resolvedMode}
          fallback={<PlainCode code={code} />}
        />
      ) : (
        <PlainCode code={code} />
      )}
    </Box>
  );
};

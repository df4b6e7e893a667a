import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CopyButton } from '../../components/copy-button';
import { preloadedLazy } from '../../components/preloaded-lazy';
import { useVisibleOnce } from '../../components/use-visible';
import { whenSettled } from '../../components/when-idle';
import { CODE_TEXT } from './code-font';
import { languageLabel } from './languages';
import { useLingui } from '@lingui/react/macro';

// A code block paints as plain code first, at the size the coloured one will have; the
// highlighter is fetched once the screen has settled and a block is near it (so a start-up's
// largest paint never waits for it, nor shares the bandwidth with it), or earlier by
// preloadHighlighter(), after which blocks near the screen colour as soon as it arrives.
const CodeHighlighter = preloadedLazy(
  () => import(/* webpackChunkName: "highlighter" */ './code-highlighter'),
);

/** Fetches the highlighter now, so the next code block to land is coloured at once. */
export const preloadHighlighter = CodeHighlighter.prefetch;

/** Whether a block near the screen is coloured: once the highlighter is asked for, or settled. */
const useColouring = (visible: boolean) => {
  const [idle, setIdle] = useState(false);
  const requested = useSyncExternalStore(
    CodeHighlighter.subscribe,
    CodeHighlighter.isRequested,
    CodeHighlighter.isRequested,
  );
  useEffect(() => {
    if (!visible || idle || requested) return;
    // colouring is never urgent: React renders it in short slices, with the browser let in between
    return whenSettled(() => startTransition(() => setIdle(true)), 1000);
  }, [visible, idle, requested]);
  return visible && (idle || requested);
};

// a line too long scrolls sideways: the keyboard can scroll it too
const PlainCode = ({ code }: { code: string }) => (
  <Box component="pre" tabIndex={0} sx={{ ...CODE_TEXT, m: 0, p: '1em', overflow: 'auto' }}>
    <code style={CODE_TEXT}>{code}</code>
  </Box>
);

/**
 * A fenced code block: language label, copy button, and highlighting that is loaded and
 * run only once the block comes near the screen; until then it shows as plain code.
 */
export const CodeBlock = ({ code, language }: { code: string; language: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  const colouring = useColouring(useVisibleOnce(ref));
  const { mode, systemMode } = useColorScheme();
  const resolvedMode = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  const { t } = useLingui();
  const label = languageLabel(language) ?? t`Code`;

  return (
    <Box
      ref={ref}
      dir="ltr"
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
        <CopyButton text={code} label={t`Copy ${label} code`} hint={t`Copy code`} />
      </Box>
      {colouring ? (
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

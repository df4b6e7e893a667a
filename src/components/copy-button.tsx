import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useEffect, useState } from 'react';
import { Hint } from './hint';
import { copyToClipboard } from './copy-to-clipboard';
import { useLingui } from '@lingui/react/macro';

interface CopyButtonProps {
  /** what is copied */
  text: string;
  /** the button's accessible name, e.g. 'Copy Python code' */
  label: string;
  /** the tooltip, e.g. 'Copy code' */
  hint: string;
}

/** A copy icon button that says 'Copied' for two seconds, in secure contexts or not. */
export const CopyButton = ({ text, label, hint }: CopyButtonProps) => {
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Hint title={copied ? t`Copied` : hint}>
      <IconButton
        size="small"
        onClick={() => void copyToClipboard(text).then(setCopied)}
        aria-label={copied ? t`Copied` : label}
      >
        {copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Hint>
  );
};

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useId, useRef, useState } from 'react';
import { ownOrigins } from '../browser-location';
import { Trans, useLingui } from '@lingui/react/macro';

/** The host an address would load from, as a person reads it; null if it is not an address. */
const hostOf = (src: string): { own: boolean; host: string } | null => {
  try {
    const url = new URL(src, window.location.href);
    return { own: ownOrigins().includes(url.origin), host: url.host || url.protocol };
  } catch {
    return null;
  }
};

const image = (src: string, alt: string) => (
  <Box
    component="img"
    src={src}
    alt={alt}
    loading="lazy"
    sx={{ maxWidth: '100%', height: 'auto' }}
  />
);

/**
 * An image a reply's Markdown asks for. Parley's own load as they are; any other host learns of
 * the reader (and of what the address carries, a chat's text perhaps) only if the reader asks:
 * until then it is a placeholder with its description, its host and "Load image".
 */
export const ImageOnRequest = ({ src, alt }: { src: string; alt: string }) => {
  const [asked, setAsked] = useState(false);
  const shown = useRef<HTMLSpanElement>(null);
  const describedBy = useId();
  const { t } = useLingui();
  const where = hostOf(src);
  if (!where) return null;
  if (where.own) return image(src, alt);
  const { host } = where;
  if (asked)
    // the button is gone: the focus goes to what it loaded, not to the page
    return (
      <Box component="span" ref={shown} tabIndex={-1} sx={{ outline: 'none' }}>
        {image(src, alt)}
      </Box>
    );
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        maxWidth: '100%',
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        verticalAlign: 'middle',
      }}
    >
      <ImageOutlinedIcon fontSize="small" color="action" aria-hidden />
      <Box component="span" id={describedBy} sx={{ display: 'grid', minWidth: 0 }}>
        <span>{alt || t`An image`}</span>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
          <Trans>
            not loaded, from <bdi>{host}</bdi>
          </Trans>
        </Box>
      </Box>
      <Button
        size="small"
        variant="outlined"
        aria-describedby={describedBy}
        onClick={(event) => {
          // inside a link, the click loads the image only: it never follows the link too
          event.preventDefault();
          setAsked(true);
          requestAnimationFrame(() => shown.current?.focus());
        }}
      >
        <Trans>Load image</Trans>
      </Button>
    </Box>
  );
};

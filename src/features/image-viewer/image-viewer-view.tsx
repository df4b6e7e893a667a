import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useId, useRef, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { Hint } from '../../components/hint';
import { copyToClipboard } from '../../components/copy-to-clipboard';
import { toast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden';
import type { ChatImage } from './chat-images';
import { generatedImageName } from '../chats';
import { downloadImage } from './download-image';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDirection } from '../language';
import { mirroredIn } from '../../components/mirrored';

export const DOWNLOAD_FAILED = msg`The image could not be downloaded. Open it in a new tab to save it from there.`;
export const LINK_COPIED = msg`Link copied`;
const LINK_NOT_COPIED = msg`The link could not be copied`;
/** How far a finger moves sideways for a swipe to step. */
const SWIPE_PX = 50;

export interface ImageViewerProps {
  open: boolean;
  /** the chat's images, oldest first */
  images: ChatImage[];
  /** the place in `images` of the one shown */
  at: number;
  onStep: (at: number) => void;
  onClose: () => void;
}

const Action = ({ title, children }: { title: string; children: ReactElement }) => (
  <Hint title={title}>{children}</Hint>
);

/**
 * A chat's generated images, one at a time, as large as the screen allows: its prompt, Download,
 * Open in new tab and Copy link; ←/→, the side buttons or a swipe step through the chat's images.
 * Closing returns focus to the image it was opened from (the dialog's own restore).
 */
const ImageViewerView = ({ open, images, at, onStep, onClose }: ImageViewerProps) => {
  const id = useId();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const { t, i18n } = useLingui();
  const direction = useDirection();
  // right to left, the next image is the one to the left
  const forward = direction === 'rtl' ? -1 : 1;
  const image = images[at];
  const step = (by: number) => {
    const next = at + by;
    if (next >= 0 && next < images.length) onStep(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') step(-forward);
    else if (event.key === 'ArrowRight') step(forward);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
      step(dx < 0 ? forward : -forward);
  };
  const number = i18n.number(at + 1);
  const count = i18n.number(images.length);
  const where = t`Image ${number} of ${count}`;

  return (
    <Dialog
      open={open && image !== undefined}
      onClose={onClose}
      fullScreen
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-prompt`}
      onKeyDown={onKeyDown}
    >
      {image && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              px: { xs: 1, sm: 2 },
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ flex: 1 }}>
              {where}
            </Typography>
            <Action title={t`Download`}>
              <IconButton
                aria-label={t`Download`}
                onClick={() =>
                  void downloadImage(image).catch(() => toast.error(i18n._(DOWNLOAD_FAILED)))
                }
              >
                <DownloadIcon />
              </IconButton>
            </Action>
            <Action title={t`Open in new tab`}>
              <IconButton
                aria-label={t`Open in new tab`}
                component="a"
                href={image.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <OpenInNewIcon sx={mirroredIn(direction)} />
              </IconButton>
            </Action>
            <Action title={t`Copy link`}>
              <IconButton
                aria-label={t`Copy link`}
                onClick={() =>
                  void copyToClipboard(image.url).then((copied) =>
                    copied
                      ? toast.success(i18n._(LINK_COPIED))
                      : toast.error(i18n._(LINK_NOT_COPIED)),
                  )
                }
              >
                <LinkIcon />
              </IconButton>
            </Action>
            <Action title={t`Close (Esc)`}>
              <IconButton aria-label={t`Close`} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </Action>
          </Box>
          <Box
            component="figure"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
            sx={{
              flex: 1,
              minHeight: 0,
              m: 0,
              p: { xs: 1, sm: 2 },
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1.5,
              position: 'relative',
              touchAction: 'pan-y pinch-zoom',
            }}
          >
            <Box
              component="img"
              key={image.url}
              src={image.url}
              alt={generatedImageName(image.prompt)}
              sx={{ flex: 1, minHeight: 0, maxWidth: '100%', objectFit: 'contain' }}
            />
            <Typography
              id={`${id}-prompt`}
              dir="auto"
              component="figcaption"
              variant="body2"
              color="text.secondary"
              sx={{ maxWidth: '48rem', textAlign: 'center', overflowWrap: 'anywhere' }}
            >
              {image.prompt}
            </Typography>
            {[
              // at the start and the end of the line, pointing outwards: mirrored right to left
              {
                by: -1,
                label: t`Previous image`,
                side: { left: 8 },
                icon: forward === 1 ? <ChevronLeftIcon /> : <ChevronRightIcon />,
              },
              {
                by: 1,
                label: t`Next image`,
                side: { right: 8 },
                icon: forward === 1 ? <ChevronRightIcon /> : <ChevronLeftIcon />,
              },
            ].map(({ by, label, side, icon }) => (
              <IconButton
                key={label}
                aria-label={label}
                disabled={at + by < 0 || at + by >= images.length}
                onClick={() => step(by)}
                sx={{
                  position: 'absolute',
                  top: '50%',
                  transform: 'translateY(-50%)',
                  ...side,
                  bgcolor: 'background.paper',
                  boxShadow: 2,
                  '&:hover': { bgcolor: 'background.paper' },
                  '&.Mui-disabled': { display: 'none' },
                }}
              >
                {icon}
              </IconButton>
            ))}
          </Box>
          {/* heard as the image changes: the title alone is not announced again */}
          <Box role="status" sx={visuallyHidden}>
            {`${where}${image.prompt ? `: ${image.prompt}` : ''}`}
          </Box>
        </Box>
      )}
    </Dialog>
  );
};

export default ImageViewerView;

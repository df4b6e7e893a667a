import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BulkProgress } from './use-bulk-delete';
import { chatCount } from './chat-count';
import { useLingui } from '@lingui/react/macro';

interface SelectionBarProps {
  /** how many of the listed chats are chosen */
  count: number;
  /** a bulk delete on its way */
  progress: BulkProgress | null;
  onSelectAll: () => void;
  onArchive: () => void;
  onMove: () => void;
  onDelete: () => void;
  onStopDeleting: () => void;
  onDone: () => void;
}

/** Above the chats in select mode: how many are chosen, and what to do with them. */
export const SelectionBar = ({
  count,
  progress,
  onSelectAll,
  onArchive,
  onMove,
  onDelete,
  onStopDeleting,
  onDone,
}: SelectionBarProps) => {
  const { t, i18n } = useLingui();
  const chosen = chatCount(count);
  const done = i18n.number(progress?.done ?? 0);
  const total = i18n.number(progress?.total ?? 0);
  return (
    <Box
      role="toolbar"
      aria-label={t`Selected chats`}
      sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', pb: 1 }}
    >
      {progress ? (
        <>
          <Typography variant="body2" role="status" sx={{ px: 1, py: 0.5 }}>
            {t`Deleting ${done} of ${total}…`}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(100 * progress.done) / progress.total}
            aria-label={t`Deleting chats`}
          />
          <Button size="small" color="error" onClick={onStopDeleting} sx={{ mt: 0.5 }}>
            {t`Stop`}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" role="status" sx={{ px: 1, py: 0.5, fontWeight: 600 }}>
            {t`${chosen} selected`}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Button size="small" onClick={onSelectAll}>{t`Select all shown`}</Button>
            <Button size="small" onClick={onMove} disabled={count === 0}>
              {t`Move to…`}
            </Button>
            <Button size="small" onClick={onArchive} disabled={count === 0}>
              {t`Archive`}
            </Button>
            <Button size="small" color="error" onClick={onDelete} disabled={count === 0}>
              {t`Delete`}
            </Button>
            <Button size="small" color="inherit" onClick={onDone}>{t`Done`}</Button>
          </Box>
        </>
      )}
    </Box>
  );
};

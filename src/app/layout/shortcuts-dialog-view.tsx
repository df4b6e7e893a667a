import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useStorageState } from '../../components/use-storage-state';
import { PRODUCT_NAME } from '../../types/business';
import { chordLabel, SHORTCUTS } from './shortcuts';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/** The list of shortcuts, opened with Ctrl/⌘ + / or from the sidebar. */
const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const titleId = useId();
  const { _, i18n } = useLingui();
  const storage = useStorageState(open);
  const stored =
    storage && `${i18n.number(storage.used / 1_000_000, { maximumFractionDigits: 1 })} MB`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        <Trans>Keyboard shortcuts</Trans>
      </DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.action}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                  {_(s.what)}
                </TableCell>
                <TableCell align="right">
                  <kbd>{chordLabel(s)}</kbd>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {/* which release this tab runs: what support asks first, and what an update changes */}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {PRODUCT_NAME} {__RELEASE__}
        </Typography>
        {/* whether pins and offline chats survive the browser running short of space */}
        {storage && (
          <Typography variant="caption" color="text.secondary" component="p">
            {storage.kept ? (
              <Trans>This browser keeps Parley's data for good: {stored} stored.</Trans>
            ) : (
              <Trans>
                This browser may clear Parley's data when space runs short: {stored} stored.
              </Trans>
            )}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ShortcutsDialog;

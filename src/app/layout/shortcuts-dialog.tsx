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
import { PRODUCT_NAME } from '../../types/business';
import { chordLabel, SHORTCUTS } from './shortcuts';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/** The list of shortcuts, opened with Ctrl/⌘ + / or from the sidebar. */
const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const titleId = useId();
  const { _ } = useLingui();
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

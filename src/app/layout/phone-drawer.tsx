import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * The sidebar's frame on a small screen: a drawer over the page, closed by Esc or a tap outside.
 * It comes from the start of the line: the right, in a right-to-left language (MUI's theme).
 */
const PhoneDrawer = ({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useLingui();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t`Menu` } }}>
      {children}
    </Drawer>
  );
};

export default PhoneDrawer;

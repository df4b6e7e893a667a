import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/** The sidebar's frame on a small screen: a drawer over the page, closed by Esc or a tap outside. */
const PhoneDrawer = ({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) => (
  <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
    {children}
  </Drawer>
);

export default PhoneDrawer;

import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

// iOS has its own edge swipe (Back); MUI's advice: leave it that, and keep its discovery swipe off
const iOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

/**
 * The sidebar's frame on a small screen: a drawer over the page, opened by the menu button or a
 * swipe from the edge, closed by Esc, a tap outside or a swipe back. It comes from the start of
 * the line: the right, in a right-to-left language (MUI's theme).
 */
const PhoneDrawer = ({
  open,
  onOpen,
  onClose,
  children,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useLingui();
  // kept mounted for the swipe, the drawer renders its sidebar only once opened or touched at the
  // edge: a phone's start-up does not lay out a hidden list of chats
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return (
    <SwipeableDrawer
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      disableBackdropTransition={!iOS}
      disableDiscovery={iOS}
      slotProps={{
        paper: { 'aria-label': t`Menu` },
        swipeArea: { onTouchStart: () => setUsed(true) },
      }}
    >
      {used && children}
    </SwipeableDrawer>
  );
};

export default PhoneDrawer;

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface MenuAction {
  label: string;
  onClick: () => void;
}

interface ActionsMenuProps {
  open: boolean;
  anchorEl: HTMLElement | null;
  /** names the menu for a screen reader */
  label: string;
  actions: MenuAction[];
  onClose: () => void;
}

/** A menu of actions on one thing, opened from its button; choosing one closes it first. */
const ActionsMenuView = ({ open, anchorEl, label, actions, onClose }: ActionsMenuProps) => (
  <Menu
    // rendered where it is opened, so it stays inside that part's landmark
    disablePortal
    open={open && anchorEl !== null}
    anchorEl={anchorEl}
    onClose={onClose}
    slotProps={{ list: { 'aria-label': label } }}
  >
    {actions.map((action) => (
      <MenuItem
        key={action.label}
        onClick={() => {
          onClose();
          action.onClick();
        }}
      >
        {action.label}
      </MenuItem>
    ))}
  </Menu>
);

export default ActionsMenuView;

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { Logo } from '../../components/logo';
import { Spinner } from '../../components/spinner';
import { useChatBootstrap } from '../../features/chats/use-chat-bootstrap';
import { useAppDispatch, useAppSelector } from '../hooks';
import { drawerClosed, drawerOpened, selectDrawerOpen } from '../ui-slice';
import { ErrorScreen } from './error-screen';
import { ShortcutsDialog, useKeyboardShortcuts } from './keyboard-shortcuts';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar (a permanent panel on wide screens, a drawer on small ones) and the page. */
export const AppShell = () => {
  useChatBootstrap();
  const dispatch = useAppDispatch();
  const theme = useTheme();
  // where media queries are unknown (tests), assume a wide screen
  const wide = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true, noSsr: true });
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const close = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  const { pathname } = useLocation();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showShortcuts = useCallback(() => {
    dispatch(drawerClosed());
    setShortcutsOpen(true);
  }, [dispatch]);
  useKeyboardShortcuts({ wide, showHelp: showShortcuts });

  return (
    <Box
      sx={{
        display: 'flex',
        height: '100dvh',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {wide ? (
        <Box
          component="aside"
          aria-label="Sidebar"
          sx={{
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            flexShrink: 0,
          }}
        >
          <Sidebar onShowShortcuts={showShortcuts} />
        </Box>
      ) : (
        <Drawer open={drawerOpen} onClose={close} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
          <Box component="aside" aria-label="Sidebar" sx={{ height: '100%' }}>
            <Sidebar onClose={close} onShowShortcuts={showShortcuts} />
          </Box>
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!wide && (
          <AppBar
            position="static"
            color="transparent"
            elevation={0}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Toolbar variant="dense" sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label="Open menu"
                onClick={() => dispatch(drawerOpened())}
              >
                <MenuIcon />
              </IconButton>
              <Logo size={24} />
            </Toolbar>
          </AppBar>
        )}
        <Box
          component="main"
          sx={{
            flex: 1,
            minHeight: 0,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {/* a broken page keeps the sidebar */}
          <ErrorBoundary fallback={<ErrorScreen />} resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </Box>
  );
};

export default AppShell;

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useEffect, useState, type ComponentProps } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBoundary } from '../../components/error-boundary';
import { lazyDialog } from '../../components/lazy-dialog';
import { preloadedLazy } from '../../components/preloaded-lazy';
import { Logo } from '../../components/logo';
import { TopBarSlotProvider } from '../../components/top-bar-slot';
import { Spinner } from '../../components/spinner';
import { whenSettled } from '../../components/when-idle';
import { NewChatIconButton } from '../../features/chats';
import { useChatAddress } from '../../features/chats/use-chat-address';
import { useChatBootstrap } from '../../features/chats/use-chat-bootstrap';
import { useThemeColour } from '../../features/theme/use-theme-colour';
import { useReplyReady } from '../../features/reply-ready';
import { SearchAllChatsDialog } from '../../features/search';
import { ConnectionBanner } from '../connection/connection-notice';
import { UpdateNotice } from '../installed-app/update-notice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { drawerClosed, drawerOpened, selectDrawerOpen } from '../ui-slice';
import { ErrorScreen } from './error-screen';
import { ShortcutsDialog } from './shortcuts-dialog';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { KEYBOARD_INSET, useKeyboardInset } from './use-keyboard-inset';
import { WIDE_SCREEN_MEDIA } from './wide-screen';
import { useLingui } from '@lingui/react/macro';

// a phone's drawer is closed at start-up: its code (MUI's modal stack) comes when the start-up
// has settled, with the other dialogs', or when it is first opened
const PhoneDrawer = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './phone-drawer'),
  'onClose',
);

// the sidebar is needed at once only on a wide screen, where the start-up script preloads it; a
// phone's closed drawer gets it once the start-up has settled
const Sidebar = preloadedLazy(() => import(/* webpackChunkName: "sidebar" */ './sidebar'));

/** The sidebar; if its code cannot be downloaded, the reload prompt in its place. */
const SidebarSlot = (props: ComponentProps<typeof Sidebar>) => (
  <ErrorBoundary fallback={<ErrorScreen />}>
    <Sidebar {...props} />
  </ErrorBoundary>
);

/**
 * What follows the chats, the address and the keyboard, drawing nothing: their many updates (the
 * chats arriving, the address they set) re-render this alone, not the whole frame.
 */
const ShellFollowers = (shortcuts: Parameters<typeof useKeyboardShortcuts>[0]) => {
  useChatBootstrap();
  useChatAddress();
  useThemeColour();
  useReplyReady();
  useKeyboardShortcuts(shortcuts);
  useKeyboardInset();
  return null;
};

/** The route's page; a broken one keeps the sidebar, and another address tries again. */
const PageSlot = () => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorScreen />} resetKey={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
};

/** The signed-in frame: sidebar (a permanent panel on wide screens, a drawer on small ones) and the page. */
export const AppShell = () => {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  // where media queries are unknown (tests), assume a wide screen
  const wide = useMediaQuery(WIDE_SCREEN_MEDIA, { defaultMatches: true, noSsr: true });
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const close = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showShortcuts = useCallback(() => {
    dispatch(drawerClosed());
    setShortcutsOpen(true);
  }, [dispatch]);
  const [searchAllOpen, setSearchAllOpen] = useState(false);
  // a phone's one top bar, where the page puts its own controls
  const [topBar, setTopBar] = useState<HTMLElement | null>(null);
  const searchAll = useCallback(() => {
    dispatch(drawerClosed());
    setSearchAllOpen(true);
  }, [dispatch]);
  // a closed drawer is there to be swiped open once its code has come: the shell renders it then
  const [, setDrawerHere] = useState(false);
  useEffect(
    () =>
      whenSettled(() => {
        Sidebar.prefetch();
        PhoneDrawer.preload().then(
          () => setDrawerHere(true),
          () => undefined,
        );
        ShortcutsDialog.prefetch();
        ConfirmDialog.prefetch();
      }, 5000),
    [],
  );

  return (
    <Box
      sx={{
        display: 'flex',
        // above an on-screen keyboard the page does not shrink for, and clear of a notch and a
        // home bar in the installed app (index.html's viewport-fit=cover)
        height: `calc(100dvh - var(${KEYBOARD_INSET}, 0px))`,
        boxSizing: 'border-box',
        pt: 'env(safe-area-inset-top)',
        pb: 'env(safe-area-inset-bottom)',
        pl: 'env(safe-area-inset-left)',
        pr: 'env(safe-area-inset-right)',
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <ShellFollowers wide={wide} showHelp={showShortcuts} searchAll={searchAll} />
      {wide ? (
        <Box
          component="aside"
          aria-label={t`Sidebar`}
          sx={{
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            flexShrink: 0,
          }}
        >
          <SidebarSlot
            onShowShortcuts={showShortcuts}
            onSearchAll={searchAll}
            fallback={<Box sx={{ width: 300 }} />}
          />
        </Box>
      ) : (
        <PhoneDrawer open={drawerOpen} onOpen={() => dispatch(drawerOpened())} onClose={close}>
          <Box component="aside" aria-label={t`Sidebar`} sx={{ height: '100%' }}>
            <SidebarSlot
              onClose={close}
              onShowShortcuts={showShortcuts}
              onSearchAll={searchAll}
              fallback={<Spinner />}
            />
          </Box>
        </PhoneDrawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {!wide && (
          <AppBar
            position="static"
            color="transparent"
            elevation={0}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Toolbar variant="dense" sx={{ gap: 0.5, px: 1 }}>
              <IconButton aria-label={t`Open menu`} onClick={() => dispatch(drawerOpened())}>
                <MenuIcon />
              </IconButton>
              <Logo size={24} />
              <Box ref={setTopBar} sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }} />
              <NewChatIconButton />
            </Toolbar>
          </AppBar>
        )}
        <UpdateNotice />
        <ConnectionBanner />
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
          <TopBarSlotProvider value={wide ? null : topBar}>
            <PageSlot />
          </TopBarSlotProvider>
        </Box>
      </Box>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <SearchAllChatsDialog open={searchAllOpen} onClose={() => setSearchAllOpen(false)} />
    </Box>
  );
};

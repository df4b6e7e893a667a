import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { memo, use, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Hint } from '../../components/hint';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActionsMenu } from '../../components/actions-menu';
import type { MenuAction } from '../../components/actions-menu-view';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { ArchivedChats } from './archive/archived-chats';
import type { Chat } from '../../types/api';
import { ChatEntryStyles, type ClickHow } from './chat-entry';
import { ChatItems, ChatScrollerContext, ENTRY_PX, useScrollerView } from './chat-rows';
import { ChatAgeStyles, ChatsByAge, Empty, Section, SECTION_HEADING_PX } from './chat-sections';
import { chatTitle } from './chat-title';
import { arrangeSidebar } from './sidebar-arrangement';
import { FolderNameDialog, MoveDialog } from './folders/folder-dialogs';
import { FolderGroup } from './folders/folder-group';
import { useChatDrop } from './folders/use-chat-drop';
import type { Folder } from './folders/folders-store';
import { useFolders } from './folders/use-folders';
import { useOrganisationFile } from './folders/use-organisation-file';
import { useGoToChosenChat } from './use-chat-address';
import { chatSelected, selectSearch, selectSelectedChatId } from './chat-ui-slice';
import { useArchive, usePins } from './marks/use-marks';
import { useChatRemoval } from './use-chat-removal';
import { chatCount } from './selection/chat-count';
import { SelectionBar } from './selection/selection-bar';
import { useBulkDelete } from './selection/use-bulk-delete';
import { useChatSelection } from './selection/use-chat-selection';
import { useChats } from './use-chats';
import { useWindowsKeepUpWithTab } from './use-windows-keep-up-with-tab';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export const CHATS_NOT_LOADED = msg`Your chats could not be loaded yet.`;
const NO_CHATS: Chat[] = [];
/** The height of the bar of small buttons above the chats (Select, New folder, ⋯) */
const TOOLBAR_PX = 30;

interface ChatListProps {
  onChatSelected?: () => void;
}

/** The chats, filtered by the title filter: a long list follows it when there is time. */
export const ChatList = (props: ChatListProps) => {
  const scroller = use(ChatScrollerContext);
  useWindowsKeepUpWithTab(scroller);
  useScrollerView(scroller);
  return (
    <>
      <ChatEntryStyles />
      <ChatAgeStyles />
      <FilteredChatList search={useDeferredValue(useAppSelector(selectSearch))} {...props} />
    </>
  );
};

/**
 * 'Pinned' (when any is), the folders, then 'Recent Chats' in the server's order, then the way to
 * the archived chats. A chat shows once: pinned, else in its folder, else in Recent Chats.
 */
const FilteredChatList = memo(function FilteredChatList({
  search,
  onChatSelected,
}: ChatListProps & { search: string }) {
  const dispatch = useAppDispatch();
  const goToChat = useGoToChosenChat();
  const { chats, isLoading, failed } = useChats();
  const selectedId = useAppSelector(selectSelectedChatId);
  const remove = useChatRemoval();
  const { pinned, setPinned, known: pinsKnown } = usePins();
  const { archived, setArchived, known: archiveKnown } = useArchive();
  const folders = useFolders(chats);
  const organisation = useOrganisationFile({
    chats: chats ?? NO_CHATS,
    folders: folders.folders,
    filed: folders.filed,
    pinned,
    archived,
  });
  const importInput = useRef<HTMLInputElement>(null);
  const selection = useChatSelection();
  const bulkDelete = useBulkDelete();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);
  const [menu, setMenu] = useState<{
    anchor: HTMLElement;
    label: string;
    actions: MenuAction[];
  } | null>(null);
  const [moving, setMoving] = useState<{ chatIds: string[]; title: string } | null>(null);
  const [naming, setNaming] = useState<{
    folder: Folder | null;
    then?: (id: string) => void;
  } | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<Folder | null>(null);
  const { t, i18n } = useLingui();

  const open = useCallback(
    (id: string) => {
      dispatch(chatSelected(id));
      goToChat(id);
      onChatSelected?.();
    },
    [dispatch, goToChat, onChatSelected],
  );
  const archive = useCallback(
    async (id: string) => {
      if (await setArchived(id, true)) toast.success(t`Chat archived`);
    },
    [setArchived, t],
  );
  const { fileChats, folders: folderList } = folders;
  const move = useCallback(
    async (chatIds: string[], folderId: string | null) => {
      if (!(await fileChats(chatIds, folderId))) return false;
      const name = folderList.find((folder) => folder.id === folderId)?.name;
      const moved = chatCount(chatIds.length);
      toast.success(name ? t`${moved} moved to ${name}` : t`${moved} moved to Recent Chats`);
      return true;
    },
    [fileChats, folderList, t],
  );
  const chatsRef = useRef(chats);
  chatsRef.current = chats;
  const pinnedRef = useRef(pinned);
  pinnedRef.current = pinned;
  // the ⋯ button's menu; a long press or a right click adds what the entry's other buttons do
  const menuFor = useCallback(
    (id: string, anchor: HTMLElement, whole: boolean) => {
      const chat = chatsRef.current?.find((each) => each._id === id);
      const title = chat ? chatTitle(chat) : '';
      const isPinned = pinnedRef.current.has(id);
      const pin = {
        label: isPinned ? t`Unpin` : t`Pin`,
        onClick: () => void setPinned(id, !isPinned),
      };
      const remove = { label: t`Delete`, onClick: () => setConfirming(id) };
      const actions = [
        {
          label: t`Move to…`,
          onClick: () => setMoving({ chatIds: [id], title: t`Move “${title}” to` }),
        },
        { label: t`Archive`, onClick: () => void archive(id) },
      ];
      setMenu({
        anchor,
        label: t`Actions for chat ${title}`,
        actions: whole ? [pin, ...actions, remove] : actions,
      });
    },
    [archive, setPinned, t],
  );
  const more = useCallback(
    (id: string, anchor: HTMLElement) => menuFor(id, anchor, false),
    [menuFor],
  );
  const press = useCallback(
    (id: string, anchor: HTMLElement) => menuFor(id, anchor, true),
    [menuFor],
  );
  // the order on screen, for a Shift-click's range; read when clicked, not when made
  const order = useRef<string[]>([]);
  const { selecting, chosen, pick } = selection;
  const choose = useCallback(
    (id: string, { toggle, range }: ClickHow) => {
      if (selecting || toggle || range) pick({ id, range, order: order.current });
      else open(id);
    },
    [selecting, pick, open],
  );
  const dropOnRecent = useChatDrop((chatId) => void move([chatId], null));
  // worked out again only when one of these changes, not for a menu or a dialog
  const arranged = useMemo(
    () =>
      arrangeSidebar({
        chats: chats ?? NO_CHATS,
        archivedIds: archived,
        pinnedIds: pinned,
        folders: folders.folders,
        filed: folders.filed,
        search,
      }),
    [chats, archived, pinned, folders.folders, folders.filed, search],
  );

  // read with the chats: a pinned, archived or filed chat never jumps about on screen
  if (isLoading || (chats && !(pinsKnown && archiveKnown && folders.known)))
    return <Spinner label={t`Loading chats`} />;
  const { kept, shown, searching, unpinned, recent: recentShown } = arranged;
  const { pinned: pinnedShown, folders: foldersShown } = arranged;
  order.current = arranged.order;
  // chosen and still listed: one deleted or archived meanwhile is no longer counted
  const chosenChats = chosen.size > 0 ? kept.filter((chat) => chosen.has(chat._id)) : NO_CHATS;
  const chosenCount = chatCount(chosenChats.length);

  const archiveChosen = async () => {
    let done = 0;
    for (const chat of chosenChats) if (await setArchived(chat._id, true)) done++;
    const archivedCount = chatCount(done);
    if (done > 0) toast.success(t`${archivedCount} archived`);
    selection.stop();
  };
  const deleteChosen = async () => {
    setConfirmingBulk(false);
    const left = await bulkDelete.run(chosenChats);
    if (left.length === 0) selection.stop();
    else selection.chooseOnly(left);
  };
  const folderActions = (folder: Folder, anchor: HTMLElement) => {
    const { name } = folder;
    setMenu({
      anchor,
      label: t`Actions for folder ${name}`,
      actions: [
        { label: t`Rename`, onClick: () => setNaming({ folder }) },
        { label: t`Delete`, onClick: () => setDeletingFolder(folder) },
      ],
    });
  };
  const name = deletingFolder?.name ?? '';
  const movingFrom = moving
    ? new Set(moving.chatIds.map((id) => folders.filed.get(id) ?? null))
    : new Set();

  // where the lists start at least (a folder's own rows are not counted), so that a reload first
  // renders only the entries in view
  const toolbarShown = chats !== undefined && chats.length > 0 && !selecting;
  const toolbarPx = toolbarShown ? TOOLBAR_PX : 0;
  const pinnedPx = pinnedShown.length > 0 ? SECTION_HEADING_PX + pinnedShown.length * ENTRY_PX : 0;
  const foldersPx = foldersShown.length > 0 ? SECTION_HEADING_PX : 0;
  const items = {
    selectedId,
    pinned,
    chosen: selecting ? chosen : null,
    onSelect: choose,
    onPin: setPinned,
    onMore: more,
    onPress: press,
    onDelete: setConfirming,
  };

  return (
    <>
      {toolbarShown && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          {/* on hover only: focus coming back from a dialog would float a tip over the page */}
          <Hint title={t`Select chats`} disableFocusListener>
            <IconButton size="small" aria-label={t`Select`} onClick={selection.start}>
              <ChecklistIcon fontSize="small" />
            </IconButton>
          </Hint>
          <Hint title={t`New folder`} disableFocusListener>
            <IconButton
              size="small"
              aria-label={t`New folder`}
              onClick={() => setNaming({ folder: null })}
            >
              <CreateNewFolderOutlinedIcon fontSize="small" />
            </IconButton>
          </Hint>
          <IconButton
            size="small"
            aria-label={t`Export or import folders`}
            aria-haspopup="menu"
            onClick={(event) =>
              setMenu({
                anchor: event.currentTarget,
                label: t`Export or import folders`,
                actions: [
                  { label: t`Export folders, pins and archive`, onClick: organisation.exportFile },
                  {
                    label: t`Import folders, pins and archive…`,
                    onClick: () => importInput.current?.click(),
                  },
                ],
              })
            }
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <input
        ref={importInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t`Import folders, pins and archive`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // the same file again is a new choice
          event.target.value = '';
          if (chosen) void organisation.importFile(chosen);
        }}
      />
      {selecting && (
        <SelectionBar
          count={chosenChats.length}
          progress={bulkDelete.progress}
          onSelectAll={() => selection.chooseOnly(order.current)}
          onArchive={() => void archiveChosen()}
          onMove={() =>
            setMoving({
              chatIds: chosenChats.map((chat) => chat._id),
              title: t`Move ${chosenCount} to`,
            })
          }
          onDelete={() => setConfirmingBulk(true)}
          onStopDeleting={bulkDelete.stop}
          onDone={selection.stop}
        />
      )}
      {pinnedShown.length > 0 && (
        <Section id="pinned" heading={t`Pinned`}>
          <ChatItems chats={pinnedShown} {...items} startsAt={toolbarPx + SECTION_HEADING_PX} />
        </Section>
      )}
      {foldersShown.length > 0 && (
        <Section id="folders" heading={t`Folders`}>
          {foldersShown.map(({ folder, chats: held }) => (
            <FolderGroup
              key={folder.id}
              folder={folder}
              count={held.length}
              forcedOpen={searching}
              onFold={(id, isOpen) => void folders.foldFolder(id, isOpen)}
              onActions={folderActions}
              onDropChat={(chatId, folderId) => void move([chatId], folderId)}
            >
              <ChatItems
                chats={held}
                {...items}
                startsAt={toolbarPx + pinnedPx + SECTION_HEADING_PX}
              />
            </FolderGroup>
          ))}
        </Section>
      )}
      <Section
        id="recent-chats"
        heading={t`Recent Chats`}
        {...dropOnRecent.handlers}
        sx={{
          minHeight: 0,
          borderRadius: 2,
          outline: dropOnRecent.over ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
        }}
      >
        {recentShown.length === 0 ? (
          <Empty>
            {
              // empty only when the server said so: a list that failed to load is not empty
              failed
                ? i18n._(CHATS_NOT_LOADED)
                : searching
                  ? shown.length > 0
                    ? t`No other chats match your search.`
                    : t`No chats match your search.`
                  : unpinned.length > 0
                    ? t`Every other chat is in a folder.`
                    : pinnedShown.length > 0
                      ? t`Every chat is pinned.`
                      : kept.length === 0 && chats?.length
                        ? t`Every chat is archived.`
                        : t`No chats yet.`
            }
          </Empty>
        ) : (
          <ChatsByAge
            chats={recentShown}
            {...items}
            startsAt={toolbarPx + pinnedPx + foldersPx + SECTION_HEADING_PX}
          />
        )}
      </Section>
      <ArchivedChats chats={arranged.archived} onOpenChat={open} />
      <ActionsMenu
        open={menu !== null}
        anchorEl={menu?.anchor ?? null}
        label={menu?.label ?? ''}
        actions={menu?.actions ?? []}
        onClose={() => setMenu(null)}
      />
      <MoveDialog
        open={moving !== null}
        onClose={() => setMoving(null)}
        title={moving?.title ?? ''}
        folders={folders.folders}
        current={movingFrom.size === 1 ? ([...movingFrom][0] as string | null) : undefined}
        onMove={async (folderId) => {
          if (!moving) return;
          if ((await move(moving.chatIds, folderId)) && selecting) selection.stop();
        }}
        onNewFolder={() => {
          const chatIds = moving?.chatIds ?? [];
          setMoving(null);
          setNaming({
            folder: null,
            then: (id) => {
              void move(chatIds, id).then((moved) => moved && selecting && selection.stop());
            },
          });
        }}
      />
      <FolderNameDialog
        // a fresh form for each folder named
        key={naming ? (naming.folder?.id ?? 'new') : 'none'}
        open={naming !== null}
        onClose={() => setNaming(null)}
        title={naming?.folder ? t`Rename folder` : t`New folder`}
        confirmLabel={naming?.folder ? t`Rename` : t`Create`}
        initial={naming?.folder?.name ?? ''}
        others={folders.folders.filter((folder) => folder.id !== naming?.folder?.id)}
        onSubmit={async (name) => {
          if (naming?.folder) return folders.renameFolder(naming.folder.id, name);
          const id = await folders.createFolder(name);
          if (id) naming?.then?.(id);
          return id !== null;
        }}
      />
      <ConfirmDialog
        open={deletingFolder !== null}
        question={t`Delete the folder “${name}”? Its chats go back to Recent Chats.`}
        confirmLabel={t`Delete`}
        onCancel={() => setDeletingFolder(null)}
        onConfirm={() => {
          const folder = deletingFolder;
          setDeletingFolder(null);
          if (folder)
            void folders
              .deleteFolder(folder.id)
              .then((gone) => gone && toast.success(t`Folder deleted`));
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        question={t`Are you sure you want to delete this chat?`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          if (confirming) void remove(confirming);
        }}
      />
      <ConfirmDialog
        open={confirmingBulk}
        question={t`Delete ${chosenCount}? This cannot be undone.`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirmingBulk(false)}
        onConfirm={() => void deleteChosen()}
      />
    </>
  );
});

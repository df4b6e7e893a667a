import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useNow } from '../../components/use-now';
import { CHAT_AGE_HEADINGS, groupByAge } from './chat-age';
import { ChatItems, type ChatItemsProps } from './chat-rows';
import { useLingui } from '@lingui/react/macro';

/** The chats under Today, Yesterday, Previous 7 days, Previous 30 days and Older. */
export const ChatsByAge = ({ chats, ...items }: ChatItemsProps) => {
  const now = useNow();
  const { i18n } = useLingui();
  const groups = useMemo(() => groupByAge(chats, now), [chats, now]);
  // the entries above each group: where it starts, for a long one to know if it is in view
  const before = groups.map((_, i) =>
    groups.slice(0, i).reduce((sum, group) => sum + group.chats.length, items.entriesBefore ?? 0),
  );
  return groups.map((group, i) => (
    <Box key={group.age} role="group" aria-labelledby={`chats-${group.age}`}>
      <Typography
        id={`chats-${group.age}`}
        variant="caption"
        component="h3"
        color="text.secondary"
        sx={{ display: 'block', px: 1, pt: 1, fontWeight: 600 }}
      >
        {i18n._(CHAT_AGE_HEADINGS[group.age])}
      </Typography>
      <ChatItems chats={group.chats} {...items} entriesBefore={before[i]} />
    </Box>
  ));
};

/** A titled part of the sidebar: 'Pinned', 'Folders' or 'Recent Chats'. */
export const Section = ({
  id,
  heading,
  action,
  children,
  ...rest
}: {
  id: string;
  heading: string;
  /** a button beside the heading */
  action?: ReactNode;
  children: ReactNode;
} & ComponentProps<typeof Box>) => (
  <Box component="nav" aria-labelledby={`${id}-heading`} sx={{ minHeight: 0 }} {...rest}>
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography
        id={`${id}-heading`}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ px: 1 }}
      >
        {heading}
      </Typography>
      {action}
    </Box>
    {children}
  </Box>
);

export const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
    {children}
  </Typography>
);

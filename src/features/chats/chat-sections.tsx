import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useNow } from '../../components/use-now';
import { CHAT_AGE_HEADINGS, groupByAge } from './chat-age';
import { ChatItems, type ChatItemsProps } from './chat-rows';
import { useLingui } from '@lingui/react/macro';

const AGE_HEADING = 'chat-age-heading';

/**
 * The age groups' headings, styled once by class like the entries (ChatEntryStyles): with many
 * chats every group is in the page from the start, most of them out of view.
 */
export const ChatAgeStyles = memo(function ChatAgeStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`.${AGE_HEADING}`]: {
          ...theme.typography.caption,
          display: 'block',
          margin: 0,
          padding: theme.spacing(1, 1, 0),
          fontWeight: 600,
          color: (theme.vars ?? theme).palette.text.secondary,
        },
      })}
    />
  );
});

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
    <div key={group.age} role="group" aria-labelledby={`chats-${group.age}`}>
      <h3 id={`chats-${group.age}`} className={AGE_HEADING}>
        {i18n._(CHAT_AGE_HEADINGS[group.age])}
      </h3>
      <ChatItems chats={group.chats} {...items} entriesBefore={before[i]} />
    </div>
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

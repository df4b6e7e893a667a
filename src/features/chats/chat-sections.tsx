import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useNow } from '../../components/use-now';
import { CHAT_AGE_HEADINGS, groupByAge } from './chat-age';
import { ChatItems, ENTRY_PX, type ChatItemsProps } from './chat-rows';
import { useLingui } from '@lingui/react/macro';

const AGE_HEADING = 'chat-age-heading';
/** An age group's heading's height (a caption's line and the padding above it) */
const AGE_HEADING_PX = 28;

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
  // where each group's entries start: for a list to render at first only the rows in view
  const starts: number[] = [];
  let above = items.startsAt ?? 0;
  for (const group of groups) {
    starts.push(above + AGE_HEADING_PX);
    above += AGE_HEADING_PX + group.chats.length * ENTRY_PX;
  }
  return groups.map((group, i) => (
    <div key={group.age} role="group" aria-labelledby={`chats-${group.age}`}>
      <h3 id={`chats-${group.age}`} className={AGE_HEADING}>
        {i18n._(CHAT_AGE_HEADINGS[group.age])}
      </h3>
      <ChatItems chats={group.chats} {...items} startsAt={starts[i]} />
    </div>
  ));
};

/** A section's heading's height (an overline's line) */
export const SECTION_HEADING_PX = 32;

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

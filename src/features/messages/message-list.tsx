import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from '../../types/api';
import type { PendingSend } from './composer-slice';
import { MessageRow } from './message-row';
import { TypingIndicator } from './typing-indicator';

/** How many of the newest messages a chat opens with, and how many more each step adds. */
export const INITIAL_WINDOW = 20;
export const WINDOW_STEP = 30;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface MessageListProps {
  messages: Message[];
  pending: PendingSend | undefined;
  userName: string;
}

/**
 * The conversation, windowed: a chat opens with its newest messages only, and older ones are
 * added above as the reader scrolls up (or asks for them), keeping the view where it was.
 * So a 2,000-message chat opens about as fast as a 20-message one. Mount it with key={chatId}.
 */
export const MessageList = memo(({ messages, pending, userName }: MessageListProps) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState(() => Math.max(0, messages.length - INITIAL_WINDOW));
  const listRef = useRef<HTMLOListElement>(null);
  const distanceFromBottom = useRef<number | null>(null);
  const opened = useRef(false);
  // whether the reader is at the bottom; content that grows later (lazy Markdown, highlighting,
  // images) keeps them there instead of pushing the newest lines out of view
  const pinned = useRef(true);

  useEffect(() => {
    const root = scrollRef.current;
    const list = listRef.current;
    if (!root || !list) return;
    let lastTop = root.scrollTop;
    // only the reader scrolling up unpins; a smooth scroll on its way down does not
    const onScroll = () => {
      if (root.scrollHeight - root.scrollTop - root.clientHeight < 80) pinned.current = true;
      else if (root.scrollTop < lastTop) pinned.current = false;
      lastTop = root.scrollTop;
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined')
      return () => root.removeEventListener('scroll', onScroll);
    const observer = new ResizeObserver(() => {
      if (pinned.current && distanceFromBottom.current === null) root.scrollTop = root.scrollHeight;
    });
    observer.observe(list);
    return () => {
      root.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

  const showEarlier = useCallback(() => {
    const root = scrollRef.current;
    if (root) distanceFromBottom.current = root.scrollHeight - root.scrollTop;
    setStart((s) => Math.max(0, s - WINDOW_STEP));
  }, []);

  useEffect(() => {
    const root = scrollRef.current;
    const target = topRef.current;
    if (start === 0 || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (opened.current && entries.some((e) => e.isIntersecting)) showEarlier();
      },
      { root, rootMargin: '600px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [start, showEarlier]);

  // older messages went in above: keep the reader's place
  useLayoutEffect(() => {
    const root = scrollRef.current;
    if (root && distanceFromBottom.current !== null) {
      root.scrollTop = root.scrollHeight - distanceFromBottom.current;
      distanceFromBottom.current = null;
    }
  }, [start]);

  // the newest content changed: scroll to the bottom (at once when the chat opens, smoothly after)
  const last = messages[messages.length - 1];
  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    pinned.current = true;
    const behavior = !opened.current || prefersReducedMotion() ? 'auto' : 'smooth';
    if (typeof root.scrollTo === 'function') root.scrollTo({ top: root.scrollHeight, behavior });
    else root.scrollTop = root.scrollHeight;
    opened.current = true;
  }, [last, pending]);

  const visible = start > 0 ? messages.slice(start) : messages;
  return (
    <Box
      ref={scrollRef}
      sx={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', px: { xs: 1.5, sm: 3 } }}
    >
      <Box ref={topRef} sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
        {start > 0 && (
          <Button size="small" onClick={showEarlier}>
            Show earlier messages ({start})
          </Button>
        )}
      </Box>
      <Box
        ref={listRef}
        component="ol"
        aria-label="Messages"
        sx={{ maxWidth: 900, mx: 'auto', p: 0, my: 0, pb: 2 }}
      >
        {visible.map((message, i) => {
          const index = start + i;
          const previous = messages[index - 1];
          return (
            <MessageRow
              key={`${message.timestamp}-${index}`}
              message={message}
              userName={userName}
              prompt={message.isImage && previous?.role === 'user' ? previous.content : undefined}
            />
          );
        })}
        {pending && (
          <>
            <MessageRow
              message={{
                role: 'user',
                content: pending.prompt,
                timestamp: pending.timestamp,
                isImage: false,
              }}
              userName={userName}
              sending
            />
            <TypingIndicator />
          </>
        )}
      </Box>
    </Box>
  );
});
MessageList.displayName = 'MessageList';

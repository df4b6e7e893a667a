import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../components/visually-hidden';
import { fillPlaceholders, placeholdersOf } from './placeholders';
import { promptCount } from './prompt-count';
import { PlaceholderForm } from './prompts-dialogs';
import type { SavedPrompt } from './prompts-store';
import { optionId, SlashListView } from './slash-list-view';
import { slashMatches, slashQuery } from './slash-matches';
import { useSavedPrompts } from './use-saved-prompts';

export interface PromptSlashProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** puts a text into the prompt in place of what is there, without sending it */
  onInsert: (text: string) => void;
}

/**
 * The saved prompts' list, opened by a `/` at the start of the prompt and filtered by what
 * follows it. Arrows choose, Enter puts the prompt in (its blanks asked for first), Esc closes it
 * and leaves the text as typed. It listens on the field itself, so while it is open its keys never
 * reach the composer's (Enter does not send). Nothing renders while the prompt holds no `/`.
 */
const PromptSlash = ({ inputRef, onInsert }: PromptSlashProps) => {
  const { t } = useLingui();
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // the prompt whose blanks are asked for; kept while its form closes, for the transition
  const [form, setForm] = useState<{ prompt: SavedPrompt; open: boolean; opening: number }>();
  // Esc keeps the list shut until the slash has gone
  const dismissed = useRef(false);
  const saved = useSavedPrompts({ skip: query === null });
  const matches = useMemo(
    () => (query === null ? [] : slashMatches(saved.prompts, query)),
    [saved.prompts, query],
  );
  const open = query !== null && saved.known;

  const follow = useEffectEvent(() => {
    const field = inputRef.current;
    const next = field ? slashQuery(field.value) : null;
    if (next === null) dismissed.current = false;
    const shown = next !== null && !dismissed.current && document.activeElement === field;
    if (shown && next !== query) setActive(0);
    setQuery(shown ? next : null);
  });

  const insert = (text: string) => {
    onInsert(text);
    setQuery(null);
    const field = inputRef.current;
    field?.focus();
    field?.setSelectionRange(text.length, text.length);
  };
  const choose = (prompt: SavedPrompt) => {
    if (placeholdersOf(prompt.text).length > 0) {
      setQuery(null);
      setForm({ prompt, open: true, opening: (form?.opening ?? 0) + 1 });
    } else insert(prompt.text);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!open || event.isComposing) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (event.key === 'Escape') {
      handled();
      dismissed.current = true;
      setQuery(null);
    }
    if (matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      handled();
      const by = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + by + matches.length) % matches.length);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      const chosen = matches[Math.min(active, matches.length - 1)];
      handled();
      if (chosen) choose(chosen);
    }
  });

  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    // a slash typed before this code came opens the list now
    follow();
    const onInput = () => follow();
    const onBlur = () => setQuery(null);
    const onKeyDown = (event: KeyboardEvent) => onKey(event);
    field.addEventListener('input', onInput);
    field.addEventListener('focus', onInput);
    field.addEventListener('blur', onBlur);
    field.addEventListener('keydown', onKeyDown);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('focus', onInput);
      field.removeEventListener('blur', onBlur);
      field.removeEventListener('keydown', onKeyDown);
    };
  }, [inputRef]);

  // the field tells assistive technology which option the arrows are on
  const listed = open && matches.length > 0;
  // counted only when said: a page's first number formatter is dear, and the list is mostly shut
  const count = listed ? promptCount(matches.length) : '';
  const activeId = listed ? optionId(listId, Math.min(active, matches.length - 1)) : null;
  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    if (activeId) {
      field.setAttribute('aria-autocomplete', 'list');
      field.setAttribute('aria-controls', listId);
      field.setAttribute('aria-activedescendant', activeId);
    } else
      for (const name of ['aria-autocomplete', 'aria-controls', 'aria-activedescendant'])
        field.removeAttribute(name);
  }, [inputRef, activeId, listId]);

  return (
    <>
      {open && (
        <SlashListView
          listId={listId}
          matches={matches}
          active={Math.min(active, Math.max(0, matches.length - 1))}
          onChoose={choose}
          onHover={setActive}
        />
      )}
      <Box role="status" sx={visuallyHidden}>
        {listed ? t`${count}. Up and down arrows choose, Enter puts one in the message box.` : ''}
      </Box>
      {form && (
        <PlaceholderForm
          key={form.opening}
          open={form.open}
          promptName={form.prompt.name}
          names={placeholdersOf(form.prompt.text)}
          onClose={() => setForm({ ...form, open: false })}
          onInsert={(values) => {
            setForm({ ...form, open: false });
            insert(fillPlaceholders(form.prompt.text, values));
          }}
        />
      )}
    </>
  );
};

export default PromptSlash;

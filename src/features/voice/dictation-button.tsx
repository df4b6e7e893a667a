import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MicIcon from '@mui/icons-material/Mic';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Hint } from '../../components/hint';
import { toast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden';
import { useLanguage } from '../language';
import { heardWords, recognitionClass, withWords, type Recognition } from './dictation';
import { speechTag } from './speech-language';

const PROBLEMS: Partial<Record<SpeechRecognitionErrorCode, MessageDescriptor>> = {
  'not-allowed': msg`The microphone is blocked for Parley. Allow it in the browser's site settings, then try again.`,
  'service-not-allowed': msg`This browser does not allow dictation here.`,
  'audio-capture': msg`No microphone was found.`,
  network: msg`Dictation needs a connection to the browser's speech service. Check your connection.`,
  'no-speech': msg`Nothing was heard. Press the microphone and speak again.`,
  'language-not-supported': msg`This browser cannot take dictation in this language.`,
};
const FAILED = msg`Dictation stopped. What was heard is in the prompt.`;

interface DictationButtonProps {
  /** the prompt's text now */
  readDraft: () => string;
  /** puts the prompt's text, with the words heard, in the prompt without sending it */
  writeDraft: (text: string) => void;
  /** where the words go: focused again when dictation ends */
  inputRef: { current: HTMLTextAreaElement | null };
}

/**
 * Dictation into the prompt, in the app's language, through the browser's speech recognition;
 * not shown where the browser has none. Pressed again, Stop, or Esc ends it. The words go after
 * what was typed; nothing is sent, and a failure keeps what was typed and heard.
 */
export const DictationButton = ({ readDraft, writeDraft, inputRef }: DictationButtonProps) => {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const Recognizer = recognitionClass();

  const stop = () => recognition.current?.stop();
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    stop();
  });
  useEffect(() => {
    if (!listening) return;
    const listener = (event: KeyboardEvent) => onEscape(event);
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, [listening]);
  // a chat left, or the composer gone, ends it
  useEffect(() => () => recognition.current?.abort(), []);

  if (!Recognizer) return null;

  const start = () => {
    const heard = new Recognizer();
    const before = readDraft();
    heard.lang = speechTag(language);
    heard.continuous = true;
    heard.interimResults = true;
    heard.onresult = (event) => writeDraft(withWords(before, heardWords(event.results)));
    heard.onerror = (event) => {
      if (event.error === 'aborted') return;
      toast.error(i18n._(PROBLEMS[event.error] ?? FAILED));
    };
    heard.onend = () => {
      recognition.current = null;
      setListening(false);
      inputRef.current?.focus();
    };
    recognition.current = heard;
    try {
      heard.start();
      setListening(true);
    } catch {
      recognition.current = null;
      toast.error(i18n._(FAILED));
    }
  };

  const label = listening ? t`Stop dictation` : t`Dictate`;
  const hint = t`Listening… Press again or Esc to stop`;
  return (
    <>
      <Hint title={listening ? hint : label}>
        <IconButton
          aria-label={label}
          aria-pressed={listening}
          color={listening ? 'error' : 'default'}
          onClick={() => (listening ? stop() : start())}
        >
          {listening ? <MicIcon /> : <MicNoneOutlinedIcon />}
        </IconButton>
      </Hint>
      <Box role="status" sx={visuallyHidden}>
        {listening ? hint : ''}
      </Box>
    </>
  );
};

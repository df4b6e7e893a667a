import IconButton from '@mui/material/IconButton';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import VolumeUpOutlinedIcon from '@mui/icons-material/VolumeUpOutlined';
import { useSyncExternalStore, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Hint } from '../../components/hint';
import { useLanguage } from '../language';
import { canSpeak, speak, speakingNow, stopSpeaking, subscribeSpeaking } from './speaking';
import { replyLanguage, speechTag } from './speech-language';
import { spokenText } from './spoken-text';

interface ReadAloudButtonProps {
  /** which reply: one speaks at a time */
  id: string;
  /** where the reply is shown: its rendered Markdown (`.markdown`) is what is read */
  reply: RefObject<Element | null>;
}

/**
 * Reads a reply aloud with the browser's speech synthesis, in the reply's language: the words a
 * person sees, code blocks said as such. Pressed again, it stops; another reply's press stops
 * this one. Not shown where the browser cannot speak.
 */
export const ReadAloudButton = ({ id, reply }: ReadAloudButtonProps) => {
  const { t } = useLingui();
  const language = useLanguage();
  const speaking = useSyncExternalStore(subscribeSpeaking, speakingNow, () => null) === id;
  if (!canSpeak()) return null;
  const press = () => {
    if (speaking) {
      stopSpeaking();
      return;
    }
    const shown = reply.current?.querySelector('.markdown');
    const text = shown ? spokenText(shown, t`code block`) : '';
    speak(id, text, speechTag(replyLanguage(text, language)));
  };
  const label = speaking ? t`Stop reading` : t`Read aloud`;
  return (
    <Hint title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={speaking} onClick={press}>
        {speaking ? (
          <StopCircleOutlinedIcon fontSize="small" />
        ) : (
          <VolumeUpOutlinedIcon fontSize="small" />
        )}
      </IconButton>
    </Hint>
  );
};

import { speechChunks } from './spoken-text';

/** Which reply is being read aloud, for every Read aloud button to follow. */
let speaking: string | null = null;
const listeners = new Set<() => void>();
let reading = 0;

const set = (id: string | null) => {
  speaking = id;
  listeners.forEach((listener) => listener());
};

export const subscribeSpeaking = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const speakingNow = () => speaking;

// asked without reading it: the first read starts the browser's speech engine, which every reply's
// button would otherwise do as a chat opens
export const canSpeak = () => 'speechSynthesis' in globalThis;

/** A voice for the language tag: one of its very region first, the browser's default for it next. */
const voiceFor = (tag: string): SpeechSynthesisVoice | undefined => {
  const voices = speechSynthesis.getVoices();
  const language = tag.split('-')[0] ?? tag;
  return (
    voices.find((voice) => voice.lang.toLowerCase() === tag.toLowerCase()) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(`${language}-`) && voice.default) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(language))
  );
};

/** Stops whatever is read aloud. */
export const stopSpeaking = () => {
  reading += 1;
  if (canSpeak()) speechSynthesis.cancel();
  set(null);
};

/** Reads `text` aloud as reply `id`, in `tag`'s language; only one reply speaks at a time. */
export const speak = (id: string, text: string, tag: string) => {
  stopSpeaking();
  const own = reading;
  const chunks = speechChunks(text);
  const voice = voiceFor(tag);
  chunks.forEach((chunk, index) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    utterance.lang = tag;
    if (voice) utterance.voice = voice;
    if (index === chunks.length - 1)
      utterance.onend = () => {
        if (reading === own) set(null);
      };
    utterance.onerror = () => {
      if (reading === own) set(null);
    };
    speechSynthesis.speak(utterance);
  });
  if (chunks.length > 0) set(id);
};

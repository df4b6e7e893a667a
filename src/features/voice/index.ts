// What other features may use of voice: dictation into the prompt, replies read aloud.
export { DictationButton } from './dictation-button';
export { ReadAloudButton } from './read-aloud-button';
export { stopSpeaking as stopReadingAloud } from './speaking';

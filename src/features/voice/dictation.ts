/** What the browser's speech recognition offers that dictation uses (not in TypeScript's DOM). */
export interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
}

type RecognitionClass = new () => Recognition;

/** The browser's speech recognition, where it has one (Chrome names it with a prefix). */
export const recognitionClass = (): RecognitionClass | null => {
  const scope = globalThis as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecognitionClass) : null;
};

/** The words heard so far: those the recognizer settled on, then the ones it is still hearing. */
export const heardWords = (results: SpeechRecognitionResultList): string =>
  Array.from(results, (result) => result[0]?.transcript ?? '')
    .join('')
    .trim();

/** The prompt with the words put after what was there, a space between. */
export const withWords = (before: string, words: string): string =>
  !words ? before : !before || /\s$/.test(before) ? before + words : `${before} ${words}`;

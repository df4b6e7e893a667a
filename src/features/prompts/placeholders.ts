/** `{{name}}`: a value asked for when the prompt is used. Names are words, spaces allowed inside. */
const PLACEHOLDER = /\{\{\s*([\p{L}\p{N}_][\p{L}\p{N}_ -]{0,39}?)\s*\}\}/gu;

/** The placeholders of a prompt's text, each once, in the order they first appear. */
export const placeholdersOf = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].flatMap((match) => match[1] ?? [])),
];

/** The text with each placeholder replaced by its value; one without a value stays as written. */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );

import { PICTURE_INLINE_STYLES, pictureStyleClass } from '../picture/parts';

const EMOTION_STYLE = /<style data-emotion="([\w-]+) ([^"]*)">([^<]*)<\/style>/g;

const kebab = (property: string) =>
  property.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

/** The style sheet of every Emotion rule in `pages`, once each, and of the kept inline styles. */
export const pictureStyleSheet = (pages: string[]): string => {
  const rules = new Map<string, string>();
  for (const page of pages)
    for (const [, key = '', names = '', css = ''] of page.matchAll(EMOTION_STYLE))
      rules.set(`${key} ${names}|${css}`, css);
  const inline = PICTURE_INLINE_STYLES.map(
    (declarations, index) =>
      `.${pictureStyleClass(index)}{${Object.entries(declarations)
        .map(([property, value]) => `${kebab(property)}:${value}`)
        .join(';')}}`,
  );
  return [...rules.values(), ...inline].join('');
};

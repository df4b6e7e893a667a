/** Text made safe to put inside HTML or SVG markup: every character with a meaning there, as a reference. */
export const escapeMarkup = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

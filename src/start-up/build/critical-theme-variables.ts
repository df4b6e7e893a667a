const THEME_STYLE = /<style data-emotion="css-global [^"]*">(:root\{--mui-[^<]*)<\/style>/;
const REFERENCE = /var\((--[\w-]+)/g;

const referencesIn = (text: string) => Array.from(text.matchAll(REFERENCE), (match) => match[1]);

/**
 * The theme's CSS variables a first paint of `page` uses, in either colour scheme: those its
 * styles, markup and inline scripts refer to, and those these refer to in turn. MUI writes
 * hundreds (every palette, shadow and component colour); the login card needs a few dozen.
 *
 * The style no longer carries Emotion's name: hydration then writes the whole theme (Emotion
 * would take a named one as already written), and the trimmed copy only serves the first paint.
 */
export const criticalThemeVariables = (page: string): string => {
  const found = THEME_STYLE.exec(page);
  if (!found?.[1] || found[1].includes('@')) return page;
  const [tag, css] = found;
  const declarations = Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selector, body]) => ({
    selector: selector ?? '',
    declarations: (body ?? '').split(';').filter(Boolean),
  }));
  const valueOf = new Map<string, string>();
  for (const block of declarations)
    for (const declaration of block.declarations) {
      const [name = '', ...value] = declaration.split(':');
      valueOf.set(name, `${valueOf.get(name) ?? ''} ${value.join(':')}`);
    }
  const used = new Set<string>();
  const pending = referencesIn(page.replace(tag, ''));
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...referencesIn(valueOf.get(name) ?? ''));
  }
  const kept = declarations
    .map(({ selector, declarations: all }) => {
      const body = all.filter((d) => !d.startsWith('--') || used.has(d.split(':')[0] ?? ''));
      return body.length > 0 ? `${selector}{${body.join(';')}}` : '';
    })
    .join('');
  return page.replace(tag, () => `<style>${kept}</style>`);
};

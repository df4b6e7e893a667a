import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';

/**
 * A returning visitor's start-up is otherwise a waterfall: the entry runs, then asks for the
 * app chunk, whose chat screen asks for Markdown, which asks for the highlighter. This plugin
 * writes a small inline script into index.html that, when a token is stored, preloads every file
 * of the named chunk groups at once, in parallel with the entry, and marks the root element with
 * `sessionClass` (index.html then hides the prerendered login card). A new visitor (no token)
 * downloads none of them. They are asked for once the page has painted, at the priority the
 * page's own deferred scripts have (low): earlier, or at the default high priority, Lighthouse's
 * simulation counts their download in the first paint's path.
 */
export class ReturningVisitorPreload {
  constructor(
    private readonly options: {
      chunks: string[];
      /** chunks preloaded too where this media query matches (what shows at once only there) */
      chunksWhen?: { media: string; chunks: string[] };
      tokenKey: string;
      sessionClass: string;
      /** GETs sent at once with the stored token, for the app to adopt (src/start-up/early-calls.ts) */
      earlyCalls: string[];
    },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('ReturningVisitorPreload', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'ReturningVisitorPreload',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const urlsOf = (names: string[]) => {
            const files = new Set<string>();
            for (const name of names) {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`ReturningVisitorPreload: no chunk named "${name}"`);
              for (const chunk of group.chunks) {
                // what index.html loads anyway is not preloaded again
                if (chunk.canBeInitial()) continue;
                for (const file of chunk.files)
                  if (file.endsWith('.js')) files.add(publicPath + file);
              }
            }
            return [...files];
          };
          const always = urlsOf(this.options.chunks);
          const when = this.options.chunksWhen;
          const urls =
            JSON.stringify(always) +
            (when
              ? `.concat(matchMedia(${JSON.stringify(when.media)}).matches?` +
                `${JSON.stringify(urlsOf(when.chunks).filter((url) => !always.includes(url)))}:[])`
              : '');
          const code =
            `try{var t=localStorage.getItem(${JSON.stringify(this.options.tokenKey)});if(t){` +
            `document.documentElement.classList.add(${JSON.stringify(this.options.sessionClass)});` +
            // after the first paint (the picture needs no network), or at once in a hidden tab
            `var d=false,f=function(){if(d)return;d=true;${urls}.forEach(function(h){` +
            `var l=document.createElement('link');` +
            `l.rel='preload';l.as='script';l.fetchPriority='low';l.href=h;` +
            `document.head.appendChild(l)})};` +
            `if(document.visibilityState==='visible'){requestAnimationFrame(function(){` +
            `setTimeout(f,0)});setTimeout(f,100)}else f();` +
            `var r={};${JSON.stringify(this.options.earlyCalls)}.forEach(function(u){` +
            `var p=fetch(u,{headers:{Authorization:t}});p.catch(function(){});r[u]=p});` +
            `window.parleyEarlyCalls={token:t,sentAt:Date.now(),responses:r}}}catch(e){}`;
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', undefined, code));
          return data;
        },
      );
    });
  }
}

import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Processor } from 'unified';

/**
 * GitHub Flavored Markdown (tables, strikethrough, task lists, autolinks, footnotes) for reading
 * only. remark-gfm also registers its Markdown writer, which pulls mdast-util-to-markdown into
 * the chunk a returning visitor waits for; nothing here ever writes Markdown.
 */
export function remarkGfmParse(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}

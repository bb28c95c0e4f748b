// A blog post's Markdown as HTML, without a DOM: markdown-it with raw HTML off (markup written in a post is escaped and
// shows as text; javascript:, vbscript:, file: and data: links are refused by its validateLink), line breaks kept, and
// links that leave the site opening in a new tab without handing it the page. The API sends it with the post
// (GET /api/blog/:slug), so that readers' phones load no Markdown library; the SPA's editor preview uses the same parser.
import MarkdownIt from 'markdown-it';

/** The parser of posts: the API's HTML and the editor's preview are made alike. */
export const postMarkdown = new MarkdownIt({
  html: false, // <script>, <img onerror> … written in a post are escaped and shown as text
  breaks: true, // SPEC §2: line breaks become breaks
  linkify: true,
  typographer: false,
});

export const EXTERNAL_LINK = /^https?:\/\//i;

/** The post's HTML: markdown-it's own output, with target and rel on external links. */
export function postHtml(source: string): string {
  const tokens = postMarkdown.parse(source, {});
  const mark = (list: typeof tokens) => {
    for (const token of list) {
      if (token.type === 'link_open' && EXTERNAL_LINK.test(String(token.attrGet('href') ?? ''))) {
        token.attrSet('target', '_blank');
        token.attrSet('rel', 'noopener noreferrer nofollow');
      }
      if (token.children) mark(token.children);
    }
  };
  mark(tokens);
  return postMarkdown.renderer.render(tokens, postMarkdown.options, {});
}

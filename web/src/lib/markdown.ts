// Markdown → safe HTML for blog posts: markdown-it with raw HTML off (markup in a post shows as text), then DOMPurify.
// Loaded lazily (see lib/load-markdown.ts) so neither library weighs on the first page.
import MarkdownIt from 'markdown-it';
import DOMPurify from 'dompurify';

const md = new MarkdownIt({
  html: false, // <script>, <img onerror> … written in a post are escaped and shown as text
  breaks: true, // SPEC §2: line breaks become breaks
  linkify: true,
  typographer: false,
});

const EXTERNAL = /^https?:\/\//i;

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  // Links leave the site in a new tab without handing it this page (window.opener).
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (EXTERNAL.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
  });
}

/**
 * The server's pre-render of a post has no DOM for DOMPurify to work on (DOMPurify.isSupported is false there): it
 * takes markdown-it's own output, which with raw HTML off escapes every tag and refuses javascript:, vbscript:, file:
 * and data: links (markdown-it's validateLink), with the same target and rel on external links as the hook above.
 */
function renderWithoutDom(source: string): string {
  const tokens = md.parse(source, {});
  const mark = (list: typeof tokens) => {
    for (const token of list) {
      if (token.type === 'link_open' && EXTERNAL.test(String(token.attrGet('href') ?? ''))) {
        token.attrSet('target', '_blank');
        token.attrSet('rel', 'noopener noreferrer nofollow');
      }
      if (token.children) mark(token.children);
    }
  };
  mark(tokens);
  return md.renderer.render(tokens, md.options, {});
}

/** The post's Markdown as sanitized HTML: no script, no event handler, no javascript: URL can survive. */
export function renderMarkdown(source: string): string {
  if (!DOMPurify.isSupported) return renderWithoutDom(source);
  addLinkHook();
  return DOMPurify.sanitize(md.render(source), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

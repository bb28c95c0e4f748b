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

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  // Links leave the site in a new tab without handing it this page (window.opener).
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
  });
}

/** The post's Markdown as sanitized HTML: no script, no event handler, no javascript: URL can survive. */
export function renderMarkdown(source: string): string {
  addLinkHook();
  return DOMPurify.sanitize(md.render(source), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

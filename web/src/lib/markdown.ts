// Markdown → safe HTML for the admin's post preview: the posts' own parser (domain/blog/post-html.ts, raw HTML off), then
// DOMPurify. Loaded lazily (see lib/load-markdown.ts) so neither library weighs on any first page; readers get the
// post's HTML from the API instead.
import DOMPurify from 'dompurify';
import { EXTERNAL_LINK, postHtml, postMarkdown } from '@domain/blog/post-html';

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  // Links leave the site in a new tab without handing it this page (window.opener).
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (EXTERNAL_LINK.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
  });
}

/** The post's Markdown as sanitized HTML: no script, no event handler, no javascript: URL can survive. */
export function renderMarkdown(source: string): string {
  // The server's pre-render has no DOM for DOMPurify to work on (isSupported is false there).
  if (!DOMPurify.isSupported) return postHtml(source);
  addLinkHook();
  return DOMPurify.sanitize(postMarkdown.render(source), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

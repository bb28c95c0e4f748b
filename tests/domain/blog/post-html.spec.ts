// A post's Markdown as the API's HTML (domain/blog/post-html.ts): formatting kept, markup and dangerous links inert.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { postHtml } from '@domain/blog/post-html';

test('paragraphs, line breaks, emphasis and lists', () => {
  assert.is(postHtml('One\ntwo\n\n**Bold** and *soft*\n\n- a\n- b'), '<p>One<br>\ntwo</p>\n<p><strong>Bold</strong> and <em>soft</em></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n');
});

test('raw HTML written in a post is escaped and shows as text', () => {
  const html = postHtml('<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)"> and <b>bold</b>');
  assert.not.match(html, /<script|<img|<b>/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
});

test('javascript:, vbscript: and data: links are not made into links', () => {
  for (const href of ['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'JaVaScRiPt:alert(1)'])
    assert.not.match(postHtml(`[click](${href})`), /<a /, href);
});

test('links out of the site open in a new tab without the page; links within it do not', () => {
  assert.is(postHtml('[Site](https://example.org/x)'), '<p><a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">Site</a></p>\n');
  assert.is(postHtml('[Help](/help)'), '<p><a href="/help">Help</a></p>\n');
  assert.match(postHtml('see https://example.org'), /<a href="https:\/\/example.org" target="_blank" rel="noopener noreferrer nofollow">/);
});

test('whatever is written, no tag but the formatting ones and no event handler comes out', () => {
  const allowed = new Set(['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 's', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
  const piece = fc.constantFrom('<script>', '<img onerror=x>', '"', "'", '[a](', ')', 'javascript:', '**', '\n', '\n\n', '<', '>', '&', '`', '# ', '- ', 'onload=', 'x');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
      const html = postHtml(parts.join(''));
      // Every real tag (escaped markup is text: &lt;…&gt;) is a formatting one, with no handler and no script link.
      for (const [whole, tag] of html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)) {
        assert.ok(allowed.has(tag.toLowerCase()), `tag ${tag} in ${html}`);
        assert.not.match(whole, /\son[a-z]+=/i);
        assert.not.match(whole, /href="(javascript|vbscript|data):/i);
      }
    }),
  );
});

test.run();

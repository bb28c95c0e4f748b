// A post's content: the HTML the API made from its Markdown (domain/blog/post-html.ts: raw HTML written in a post is
// escaped and shows as text, no script or javascript: link can come out of it; line breaks become <br/>).
export function ArticleContent({ html }: { html: string }) {
  return (
    <div
      data-testid="article-content"
      className="markdown-body text-base leading-relaxed break-words text-slate-700 sm:text-lg"
      // The server's own rendering of the post, the same that its pre-rendered page shows.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

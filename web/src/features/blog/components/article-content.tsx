// A post's content: Markdown rendered safely (raw HTML shows as text, the output is sanitized; line breaks become <br/>).
import { MarkdownContent } from '@/components/ui/markdown-content';

export function ArticleContent({ content }: { content: string }) {
  return (
    <MarkdownContent
      source={content}
      testId="article-content"
      className="text-base leading-relaxed break-words text-slate-700 sm:text-lg"
    />
  );
}

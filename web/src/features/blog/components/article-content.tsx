// A post's content rendered safely: blank lines split paragraphs, single line breaks become <br/>; text only, never HTML.
import { Fragment } from 'react';

/** Paragraphs, each a list of lines; React escapes every line, so markup in a post shows as text and cannot run. */
export function paragraphsOf(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

export function ArticleContent({ content }: { content: string }) {
  return (
    <div data-testid="article-content" className="space-y-5 text-base leading-relaxed break-words text-slate-700 sm:text-lg">
      {paragraphsOf(content).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

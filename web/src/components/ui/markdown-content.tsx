// Markdown shown as safe HTML (lib/markdown.ts); until the lazy renderer arrives, the text with its line breaks.
import { Fragment, useEffect, useState } from 'react';
import { loadMarkdown, markdownRendererIfLoaded } from '@/lib/load-markdown';
import './markdown-content.css';

/** Paragraphs, each a list of lines; React escapes every line, so nothing in them can run. */
function paragraphsOf(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

interface MarkdownContentProps {
  source: string;
  className?: string;
  testId?: string;
}

export function MarkdownContent({ source, className = '', testId }: MarkdownContentProps) {
  const [render, setRender] = useState(() => markdownRendererIfLoaded());
  useEffect(() => {
    if (render) return;
    let live = true;
    loadMarkdown()
      .then((r) => live && setRender(() => r))
      .catch((error: unknown) => console.warn('Could not load the Markdown renderer; showing plain text', error));
    return () => {
      live = false;
    };
  }, [render]);

  if (!render)
    return (
      <div data-testid={testId} className={`markdown-body ${className}`}>
        {paragraphsOf(source).map((lines, i) => (
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
  // renderMarkdown escapes raw HTML and sanitizes its output with DOMPurify.
  return <div data-testid={testId} className={`markdown-body ${className}`} dangerouslySetInnerHTML={{ __html: render(source) }} />;
}

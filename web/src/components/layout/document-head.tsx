// Applies the deepest route's title and description (the routes' `head`, or the not-found page's) to the document after
// each navigation;
// the server already sent them in the HTML of the first page.
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { documentTitle, NOT_FOUND_META } from '@domain/site/page-meta';

type MetaEntry = { title?: string; name?: string; content?: string } | undefined;

export function DocumentHead() {
  const { title, description } = useRouterState({
    select: (state) => {
      // A path no route knows, or a route that found nothing: the not-found page's own title.
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound))
        return { title: documentTitle(NOT_FOUND_META), description: NOT_FOUND_META.description };
      const entries = state.matches.flatMap((match) => (match.meta ?? []) as MetaEntry[]);
      return {
        title: entries.findLast((e) => e?.title)?.title,
        description: entries.findLast((e) => e?.name === 'description')?.content,
      };
    },
    structuralSharing: true,
  });
  useEffect(() => {
    if (title) document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}

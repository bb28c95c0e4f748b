// Applies the deepest route's title and description (the routes' `head`, or the not-found page's) to the document after
// each navigation, in the page's language;
// the server already sent them in the HTML of the first page. The not-found page's words load when first needed.
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { headOf } from '@/lib/page-head';

type MetaEntry = { title?: string; name?: string; content?: string } | undefined;

export function DocumentHead() {
  const { notFound, title, description } = useRouterState({
    select: (state) => {
      // A path no route knows, or a route that found nothing: the not-found page's own title.
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound)) return { notFound: true, title: undefined, description: undefined };
      const entries = state.matches.flatMap((match) => (match.meta ?? []) as MetaEntry[]);
      return {
        notFound: false,
        title: entries.findLast((e) => e?.title)?.title,
        description: entries.findLast((e) => e?.name === 'description')?.content,
      };
    },
    structuralSharing: true,
  });
  useEffect(() => {
    let current = true;
    const apply = (t: string | undefined, d: string | undefined) => {
      if (!current) return;
      if (t) document.title = t;
      if (d) document.querySelector('meta[name="description"]')?.setAttribute('content', d);
    };
    if (notFound) void headOf((texts) => texts.notFound).then(({ meta: [head, described] }) => apply(head.title, described.content));
    else apply(title, description);
    return () => {
      current = false;
    };
  }, [notFound, title, description]);
  return null;
}

// Loads the Markdown renderer on demand (its own chunk): the admin's post preview starts it when it shows.
type Renderer = typeof import('./markdown').renderMarkdown;

let loading: Promise<Renderer> | null = null;
let loaded: Renderer | null = null;

export function loadMarkdown(): Promise<Renderer> {
  loading ??= import('./markdown').then((m) => (loaded = m.renderMarkdown));
  return loading;
}

/** The renderer when it has loaded already, else null (the caller shows plain text meanwhile). */
export const markdownRendererIfLoaded = (): Renderer | null => loaded;

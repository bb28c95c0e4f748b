// The 404 page's content (SPEC §2: '404 Page Not Found'), with a search box and ways on; loaded only when a 404 shows.
import type { FormEvent } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button-styles";
import { SearchOffIcon } from "@/components/ui/icons";
import { m } from "@/paraglide/messages.js";

export default function NotFoundContent() {
  const navigate = useNavigate();
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    void navigate({ to: "/search", search: q ? { q } : {} });
  };
  return (
    // Its own margins: a path that is no route matches only the root, which the shell lays out like the landing page (no
    // padding), so the card sat against the header and the screen's edges.
    <div className="w-full px-4 py-8 sm:px-6 sm:py-12">
      <Card className="mx-auto w-full max-w-lg p-6 text-center sm:p-8">
        <span
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-indigo-50 text-indigo-600"
        >
          <SearchOffIcon className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">
          {m.errors_not_found_title()}
        </h1>
        <p className="mt-2 text-slate-500">
          {m.errors_not_found_text()}
        </p>
        <form
          role="search"
          action="/search"
          method="get"
          onSubmit={onSearch}
          className="mt-6 text-start"
        >
          <label
            htmlFor="not-found-search"
            className="block text-sm font-medium text-slate-700"
          >
            {m.errors_search_label()}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="not-found-search"
              name="q"
              type="search"
              placeholder={m.errors_search_placeholder()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600"
            />
            <button type="submit" className={buttonClass("primary", "md")}>
              {m.errors_search_button()}
            </button>
          </div>
        </form>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/search" className={buttonClass("secondary", "md")}>
            {m.errors_browse()}
          </Link>
          <Link to="/" className={buttonClass("secondary", "md")}>
            {m.errors_home()}
          </Link>
        </div>
      </Card>
    </div>
  );
}

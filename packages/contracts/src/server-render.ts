// What the API and the web app's server entry (apps/web/src/entry-server.tsx) say to each other:
// two builds, so the shape lives here rather than in either.

/**
 * The `<head>` of a page. Public pages carry their own title and description (and are worth a
 * canonical address and Open Graph tags); every other page is titled plainly "Duet", as a page
 * another person might glimpse on a shared screen should be.
 */
export type PageHead = { title: string; description: string; isPublic: boolean };

/** What a page is about, when the server knows more than the route (a fantasy's title and teaser). */
export type PageSubject = { title: string; description: string };

/** What the server makes of a page request: a redirect the guards or the root loader asked for, or markup. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** Source files of the matched layout and page, as the Vite manifest names them. */
      modules: string[];
      head: PageHead;
    };

/**
 * Who runs this Duet, from the API's configuration (`OPERATOR_NAME`, `OPERATOR_CONTACT`): the legal
 * pages name them. The server renders them into those pages and writes them into every page's HTML
 * (`#site-operator`), which the browser reads, so both renders agree.
 */
export type SiteOperator = { name: string | null; contacts: readonly string[] };

export type RenderPage = (
  url: string,
  cookies: string,
  subject?: PageSubject,
  operator?: SiteOperator,
) => Promise<RenderedPage>;

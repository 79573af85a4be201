/**
 * What a page's first bytes name: its head's text, title and the icons and manifest it links, each
 * deduplicated (shared by the API's discreet-mode tests and the browser suite).
 */
export function pageHeadOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const link = (rel: string) => {
    const hrefs = [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]*? href="([^"]*)"`, 'g'))];
    return [...new Set(hrefs.map((match) => match[1]))].join(' ');
  };
  return {
    head,
    named: {
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      icon: link('icon'),
      appleTouchIcon: link('apple-touch-icon'),
      manifest: link('manifest'),
    },
  };
}

/** The footer's copyright line: the site's title and the year the kitchen was built in. */
export function copyrightNotice(siteTitle: string, year: number): string {
  return `© ${year} ${siteTitle}`;
}

/** One step of a page's breadcrumb trail: its name in the page's language and its unlocalized path. */
export interface Breadcrumb {
  readonly name: string;
  readonly path: string;
}

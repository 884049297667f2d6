/**
 * Stands in for linkify-it in the web build (build/markdown-without-linkify.ts): the app's reader
 * keeps markdown-it's `linkify` option off (GFM's autolinks are its own, shared/markdown/gfm-autolinks.ts),
 * and markdown-it's two linkify rules read that option before they touch `md.linkify`. Were it
 * turned on, this says so rather than find no links.
 */
export default class LinkifyOff {
  private static off(): never {
    throw new Error("linkify-it is left out of the web build: markdown-it's linkify option must stay off");
  }
  pretest(): boolean {
    return LinkifyOff.off();
  }
  test(): boolean {
    return LinkifyOff.off();
  }
  match(): null {
    return LinkifyOff.off();
  }
  matchAtStart(): null {
    return LinkifyOff.off();
  }
}

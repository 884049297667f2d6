/** The CommonMark specification's examples as the `commonmark-spec` package reads them from spec.txt. */
declare module 'commonmark-spec' {
  export interface SpecExample {
    markdown: string;
    html: string;
    section: string;
    number: number;
  }
  export const tests: SpecExample[];
}

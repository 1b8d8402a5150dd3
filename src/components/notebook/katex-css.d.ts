/** KaTeX's stylesheet as an address (Vite's `?url`), for the pages without it (mount-prose.ts). */
declare module 'katex/dist/katex.min.css?url' {
  const url: string;
  export default url;
}

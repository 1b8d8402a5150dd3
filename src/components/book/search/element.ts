/**
 * <book-search>: full-text search over the built book with Pagefind. The index
 * and Pagefind's own script are produced by `npm run build` into
 * `<base>/pagefind/` and loaded only when the reader searches.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(o: { baseUrl: string }): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
}

const MAX_RESULTS = 12;

class BookSearch extends HTMLElement {
  private pagefind: Promise<Pagefind> | null = null;

  connectedCallback(): void {
    const form = this.querySelector('form')!;
    const input = this.querySelector<HTMLInputElement>('input[type="search"]')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const q = input.value.trim();
      history.replaceState(null, '', q ? `?q=${encodeURIComponent(q)}` : location.pathname);
      void this.run(q);
    });
    const q = new URLSearchParams(location.search).get('q') ?? '';
    input.value = q;
    if (q.trim()) void this.run(q.trim());
    this.dataset.ready = 'true';
  }

  private load(): Promise<Pagefind> {
    const bundle = this.dataset.bundle!;
    this.pagefind ??= import(/* @vite-ignore */ `${bundle}pagefind.js`).then(async (pf: Pagefind) => {
      await pf.options({ baseUrl: bundle.replace(/pagefind\/$/, '') });
      return pf;
    });
    return this.pagefind;
  }

  private async run(q: string): Promise<void> {
    const status = this.querySelector('[data-readout="search-status"]')!;
    const list = this.querySelector('[data-part="results"]')!;
    list.replaceChildren();
    if (!q) {
      status.textContent = 'Type a word or phrase, such as “discriminant”.';
      return;
    }
    status.textContent = 'Searching…';
    let results: PagefindResultData[];
    try {
      const pf = await this.load();
      const found = await pf.search(q);
      results = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
    } catch {
      this.pagefind = null;
      status.textContent =
        'The search index is not available. It is built by “npm run build”; the dev server has none.';
      return;
    }
    status.textContent =
      results.length === 0
        ? `Nothing in the book matches “${q}”.`
        : `${results.length}${results.length === MAX_RESULTS ? '+' : ''} ${results.length === 1 ? 'page matches' : 'pages match'} “${q}”.`;
    for (const r of results) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = r.url;
      a.textContent = r.meta.title ?? r.url;
      const p = document.createElement('p');
      p.innerHTML = r.excerpt; // Pagefind's own excerpt: page text with <mark> around the matches.
      li.append(a, p);
      list.append(li);
    }
  }
}

if (!customElements.get('book-search')) customElements.define('book-search', BookSearch);

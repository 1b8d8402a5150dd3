import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { MAX, decodeHash, inflate, parseJson } from '../../../src/components/notebook/hash';
import { encodeHash, parseFile, storedText, toFile } from '../../../src/components/notebook/doc-file';

const doc = { title: 'Δ test “quotes”', cells: ['const a = 1;\na + 1', '', '// ünïcödé ✓\n`${1}`'] };

describe('notebook hash', () => {
  it('encode then decode → the same notebook', () => {
    expect(decodeHash(`#${encodeHash(doc)}`)).toEqual({ ok: true, doc });
  });
  it('a hash without nb= → null (not a notebook link)', () => {
    expect(decodeHash('')).toBeNull();
    expect(decodeHash('#section-2')).toBeNull();
  });
  it('garbage, empty, foreign characters, oversize → an error, never a throw', () => {
    for (const h of ['#nb=', '#nb=%%%', '#nb=<script>', '#nb=AAAA', `#nb=${'A'.repeat(MAX.hash + 1)}`]) {
      const r = decodeHash(h);
      expect(r?.ok).toBe(false);
    }
  });
  it('valid compression of the wrong shape → an error naming the problem', () => {
    const enc = (v: unknown) => `#nb=${compressToEncodedURIComponent(JSON.stringify(v))}`;
    expect(decodeHash(enc([1, 2]))).toEqual({ ok: false, error: 'it is not a notebook object.' });
    expect(decodeHash(enc({ v: 4, c: [] }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('version is 4'),
    });
    expect(decodeHash(enc({ v: 1, c: [1] }))).toEqual({ ok: false, error: 'cell 1 has no code.' });
    expect(decodeHash(enc({ v: 1, c: Array(MAX.cells + 1).fill('') }))).toMatchObject({ ok: false });
    expect(decodeHash(enc({ v: 1, c: ['x'.repeat(MAX.code + 1)] }))).toMatchObject({ ok: false });
  });
  it('__proto__ and extra fields → ignored, nothing polluted', () => {
    const r = parseJson('{"v":2,"c":["1"],"__proto__":{"polluted":true},"extra":1}');
    expect(r).toEqual({ ok: true, doc: { title: '', cells: ['1'] } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('file → parse → the same notebook; a foreign format → refused', () => {
    expect(parseJson(toFile(doc))).toEqual({ ok: true, doc });
    expect(parseJson('{"format":"jupyter","version":1,"cells":[]}')).toMatchObject({ ok: false });
    expect(parseJson('not json')).toEqual({ ok: false, error: 'it is not valid JSON.' });
  });
});

describe('versions', () => {
  const enc = (v: unknown) => `#nb=${compressToEncodedURIComponent(JSON.stringify(v))}`;
  it('a version 1 link still opens: its cells were islands, so they are local', () => {
    expect(decodeHash(enc({ v: 1, t: 'old', c: ['const x = 1', 'const x = 2'] }))).toEqual({
      ok: true,
      doc: { title: 'old', cells: ['const x = 1', 'const x = 2'], local: [true, true] },
    });
    expect(parseJson('{"format":"leading-the-target-notebook","version":1,"title":"","cells":[{"code":"1"}]}')).toEqual(
      {
        ok: true,
        doc: { title: '', cells: ['1'], local: [true] },
      },
    );
  });
  it('version 2 keeps which cells are local, in links and files', () => {
    const doc = { title: 't', cells: ['const a = 1', 'a + 1', 'const a = 5'], local: [false, false, true] };
    expect(decodeHash(`#${encodeHash(doc)}`)).toEqual({ ok: true, doc });
    expect(parseJson(toFile(doc))).toEqual({ ok: true, doc });
    expect(decodeHash(`#${encodeHash({ title: '', cells: ['1'] })}`)).toEqual({
      ok: true,
      doc: { title: '', cells: ['1'] },
    });
  });
});

/**
 * An lz-string link whose text is `'a'` repeated k(k+1)/2 + 1 times, written
 * code by code: each code stands for one character more than the last, so
 * the link grows like k and the text like k² (a decompression bomb).
 */
function bomb(k: number): string {
  const KEY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
  const bits: number[] = [];
  const put = (value: number, n: number) => {
    for (let i = 0; i < n; i++, value >>= 1) bits.push(value & 1);
  };
  put(0, 2);
  put(97, 8);
  let size = 4;
  let width = 3;
  let enlargeIn = 4;
  for (let i = 0; i < k; i++) {
    put(size++, width);
    if (--enlargeIn === 0) enlargeIn = 2 ** width++;
  }
  put(2, width);
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let j = 0; j < 6; j++) v = (v << 1) | (bits[i + j] ?? 0);
    out += KEY[v];
  }
  return out;
}

/** What the page says: "This link could not be opened: <error> Here is an empty notebook instead." */
function expectSentence(error: string): void {
  expect(error).toMatch(/^[a-z“"].*\.$/s);
  expect(error).not.toMatch(/undefined|NaN|\[object Object\]/);
  expect(error.length).toBeLessThan(200);
}

describe('hostile links and files', () => {
  const enc = (v: unknown) => `#nb=${compressToEncodedURIComponent(JSON.stringify(v))}`;
  it('inflate → the same text as lz-string, for many seeded random texts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) as number;
    for (let n = 0; n < 200; n++) {
      const length = Math.floor(random() * 400);
      const alphabet = n % 3 === 0 ? 'ab' : n % 3 === 1 ? 'abcdefgh{}":,[] ' : 'aé✓😀\n\u0000\uffff';
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const payload = compressToEncodedURIComponent(text);
      expect(inflate(payload, MAX.json)).toBe(decompressFromEncodedURIComponent(payload));
    }
  });
  it('a malformed link → "damaged", never a throw', () => {
    const good = encodeHash({ title: 't', cells: ['1 + 1'] }).slice(3);
    for (const payload of [good.slice(0, good.length >> 1), `${good}A`.replace(/^./, '$'), 'A', '$$$$', '+-+-+-']) {
      const r = decodeHash(`#nb=${payload}`);
      expect(r?.ok).toBe(false);
      if (r && !r.ok) expectSentence(r.error);
    }
    expect(decodeHash('#nb=%E2%9C%93')).toEqual({ ok: false, error: 'the link is damaged (unexpected characters).' });
  });
  it('a link longer than MAX.hash → refused before it is decompressed', () => {
    expect(decodeHash(`#nb=${'A'.repeat(MAX.hash + 1)}`)).toEqual({ ok: false, error: 'the link is too long.' });
  });
  it('a short link that opens into a huge text → refused at MAX.json characters, quickly (a hang or a crash is the failure)', () => {
    const small = bomb(30_000); // 70 kB → 450 million characters
    const large = bomb(76_000); // 195 kB (just under MAX.hash) → 2.9 billion characters
    expect(large.length).toBeLessThanOrEqual(MAX.hash);
    const t0 = performance.now();
    for (const payload of [small, large]) {
      expect(decodeHash(`#nb=${payload}`)).toEqual({
        ok: false,
        error: 'the link is too large: it opens into more than 1,000,000 characters.',
      });
    }
    expect(performance.now() - t0).toBeLessThan(5_000);
    // Under the limit, the same construction opens as lz-string would.
    expect(inflate(bomb(100), MAX.json)).toBe(decompressFromEncodedURIComponent(bomb(100)));
  });
  it('an unknown version → names it and the versions this page reads', () => {
    expect(decodeHash(enc({ v: 99, c: [] }))).toEqual({
      ok: false,
      error: 'its version is 99; this page reads versions 1, 2 and 3.',
    });
    const long = decodeHash(enc({ v: 'x'.repeat(10_000), c: [] }));
    expect(long?.ok).toBe(false);
    if (long && !long.ok) expectSentence(long.error);
  });
  it('a file of another format → says so; a Jupyter notebook is not told its version is missing', () => {
    expect(parseJson('{"format":"jupyter","version":1,"cells":[]}')).toEqual({
      ok: false,
      error: 'its format is not "leading-the-target-notebook".',
    });
    expect(parseJson('{"cells":[{"cell_type":"code","source":["1"]}],"metadata":{},"nbformat":4}')).toEqual({
      ok: false,
      error: 'it is not a notebook from this book: it has no "format" field.',
    });
  });
  it('every refusal reads as a sentence: no undefined, NaN or [object Object]', () => {
    const file = (v: unknown) => parseJson(JSON.stringify({ format: 'leading-the-target-notebook', ...(v as object) }));
    const refusals = [
      decodeHash('#nb='),
      decodeHash('#nb=<script>'),
      decodeHash('#nb=AAAA'),
      decodeHash(`#nb=${'A'.repeat(MAX.hash + 1)}`),
      decodeHash(`#nb=${bomb(5_000)}`),
      decodeHash(enc([1])),
      decodeHash(enc(null)),
      decodeHash(enc('text')),
      decodeHash(enc({})),
      decodeHash(enc({ v: null, c: [] })),
      decodeHash(enc({ v: {}, c: [] })),
      decodeHash(enc({ v: 2 })),
      decodeHash(enc({ v: 2, c: {} })),
      decodeHash(enc({ v: 2, c: [null] })),
      decodeHash(enc({ v: 2, c: [{}] })),
      decodeHash(enc({ v: 2, c: Array(MAX.cells + 1).fill('') })),
      decodeHash(enc({ v: 2, c: ['x'.repeat(MAX.code + 1)] })),
      parseJson(''),
      parseJson('{'),
      parseJson('x'.repeat(MAX.json + 1)),
      parseJson('[]'),
      file({}),
      file({ version: 'two', cells: [] }),
      file({ version: 2, cells: [{ code: 1 }] }),
      file({ version: 2, cells: [{}] }),
      parseJson('{"format":null}'),
    ];
    for (const r of refusals) {
      expect(r?.ok).toBe(false);
      if (r && !r.ok) expectSentence(r.error);
    }
  });
});

describe('version 3: prose cells and saved outputs', () => {
  const outputs = [
    { kind: 'log' as const, level: 'log' as const, parts: [{ t: 'str' as const, v: 'hello' }] },
    { kind: 'value' as const, value: { t: 'num' as const, v: '42' } },
    {
      kind: 'value' as const,
      value: {
        t: 'chart' as const,
        spec: { marks: [{ mark: 'line' as const, data: [{ x: 1, y: 2 }], options: { x: 'x', y: 'y' } }], options: {} },
      },
    },
    { kind: 'error' as const, error: { name: 'TypeError', message: 'no', line: 2 } },
  ];
  const v3 = {
    title: 'prose and outputs',
    cells: ['# Title with $x^2$', 'const a = 1;\na + 41'],
    kinds: ['md' as const, 'code' as const],
    outputs: [null, outputs],
  };
  it('a file keeps kinds and outputs', () => {
    expect(parseFile(toFile(v3))).toEqual({ ok: true, doc: v3 });
  });
  it('a link keeps kinds but never outputs', () => {
    const { outputs: _dropped, ...short } = v3;
    expect(decodeHash(`#${encodeHash(v3)}`)).toEqual({ ok: true, doc: short });
    expect(encodeHash(v3).length).toBeLessThan(
      encodeHash({ ...short, cells: [...short.cells, JSON.stringify(outputs)] }).length,
    );
  });
  it('a version 2 file still opens (its cells are code, with no outputs)', () => {
    const v2 = JSON.stringify({ format: 'leading-the-target-notebook', version: 2, title: '', cells: [{ code: '1' }] });
    expect(parseFile(v2)).toEqual({ ok: true, doc: { title: '', cells: ['1'] } });
  });
  const fileWith = (out: unknown) =>
    JSON.stringify({
      format: 'leading-the-target-notebook',
      version: 3,
      title: '',
      cells: [{ source: '1', outputs: out }],
    });
  it('saved outputs are rebuilt from known fields only (no __proto__, no extra keys)', () => {
    const text = fileWith([
      JSON.parse(
        '{"kind":"value","value":{"t":"obj","ctor":"Object","more":0,"entries":[["__proto__",{"t":"num","v":"1"}]],"__proto__":{"polluted":true},"html":"<img onerror=alert(1)>"}}',
      ),
    ]);
    const r = parseFile(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const value = r.doc.outputs![0]![0]!;
    expect(Object.keys(value.kind === 'value' ? value.value : {})).toEqual(['t', 'ctor', 'more', 'entries']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('hostile outputs → a sentence naming the cell, never a throw', () => {
    let deep: unknown = { t: 'num', v: '1' };
    for (let i = 0; i < 100; i++) deep = { t: 'arr', ctor: 'Array', n: 1, items: [deep] };
    const cases = [
      fileWith('not a list'),
      fileWith([{ kind: 'html', html: '<script>alert(1)</script>' }]),
      fileWith([{ kind: 'value', value: { t: 'script', v: 'x' } }]),
      fileWith([{ kind: 'value', value: deep }]),
      fileWith([{ kind: 'log', parts: [{ t: 'num', v: 1 }] }]),
      fileWith(Array(1000).fill({ kind: 'value', value: { t: 'num', v: '1' } })),
      fileWith([
        {
          kind: 'value',
          value: { t: 'chart', spec: { marks: [{ mark: 'image', data: null, options: {} }], options: {} } },
        },
      ]),
    ];
    for (const text of cases) {
      const r = parseFile(text);
      expect(r.ok, text.slice(0, 120)).toBe(false);
      if (!r.ok) {
        expect(r.error).toMatch(/^cell 1’s saved output cannot be shown: .+\.$/);
      }
    }
  });
  it('a link or a file read without the checker leaves outputs out', () => {
    expect(parseJson(toFile(v3))).toEqual({ ok: true, doc: { ...v3, outputs: undefined } });
  });
  it('a file over the size bound is refused before it is parsed', () => {
    expect(parseFile(fileWith([{ kind: 'value', value: { t: 'str', v: 'x'.repeat(MAX.json) } }]))).toEqual({
      ok: false,
      error: 'it is too large.',
    });
  });
});

describe('storedText: what this browser keeps', () => {
  it('leaves out the largest outputs first when the file would pass the bound, and keeps all code', () => {
    const big = [{ kind: 'value' as const, value: { t: 'str' as const, v: 'x'.repeat(5_000) } }];
    const small = [{ kind: 'value' as const, value: { t: 'num' as const, v: '1' } }];
    const doc = { title: '', cells: ['a', 'b'], outputs: [big, small] };
    const text = storedText(doc, 2_000);
    expect(text.length).toBeLessThanOrEqual(2_000);
    const back = parseFile(text);
    expect(back).toEqual({ ok: true, doc: { title: '', cells: ['a', 'b'], outputs: [null, small] } });
    expect(storedText(doc)).toBe(toFile(doc, false));
  });
});

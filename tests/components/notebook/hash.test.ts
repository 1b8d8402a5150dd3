import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { MAX, decodeHash, encodeHash, parseJson, toFile } from '../../../src/components/notebook/hash';

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
    expect(decodeHash(enc({ v: 3, c: [] }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('version is 3'),
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

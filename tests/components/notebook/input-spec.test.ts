import { describe, expect, it } from 'vitest';
import { fits, inputKey, makeInputs, resolveView } from '../../../src/components/notebook/input-spec';
import { runCell } from '../../../src/components/notebook/run';
import { validateOutputs } from '../../../src/components/notebook/saved';

const Inputs = makeInputs();

describe('Inputs: descriptions the page can draw', () => {
  it('range: extent, step, value; a value outside the extent falls back to the middle', () => {
    expect(Inputs.range([10, 60], { label: 'Speed', step: 5, value: 30 }).spec).toEqual({
      kind: 'range',
      label: 'Speed',
      min: 10,
      max: 60,
      step: 5,
      value: 30,
    });
    expect(Inputs.range([0, 10], { value: 99 }).spec.value).toBe(5);
    expect(() => Inputs.range([10, 0])).toThrow(/runs backwards/);
  });
  it('number: unbounded sides are null (saved outputs are JSON)', () => {
    expect(Inputs.number().spec).toMatchObject({ min: null, max: null, value: 0 });
    expect(Inputs.number([5, 9]).spec).toMatchObject({ min: 5, max: 9, value: 5 });
  });
  it('select, radio, checkbox: option texts (format runs here), values as indices', () => {
    const options = [{ name: 'low' }, { name: 'high' }];
    const select = Inputs.select(options, { value: options[1], format: (o: { name: string }) => o.name });
    expect(select.spec).toEqual({ kind: 'select', label: '', options: ['low', 'high'], value: 1 });
    expect(resolveView(select, 0).value).toBe(options[0]);
    const check = Inputs.checkbox(['a', 'b', 'c'], { value: ['c'] });
    expect(check.spec.value).toEqual([2]);
    expect(resolveView(check, [0, 2]).value).toEqual(['a', 'c']);
    expect(() => Inputs.select([])).toThrow(/at least one option/);
    expect(() => Inputs.select(42 as unknown as [])).toThrow(/give a list/);
  });
  it('button: the value is the start reduced once per click', () => {
    expect(resolveView(Inputs.button('Fire'), 3).value).toBe(3);
    expect(resolveView(Inputs.button('Double', { value: 1, reduce: (v: number) => v * 2 }), 4).value).toBe(16);
  });
  it('table: rows as plain data, selection as indices; nothing selected gives every row', () => {
    const rows = [
      { t: 1, hit: true },
      { t: 2, hit: false },
    ];
    const t = Inputs.table(rows);
    expect(t.spec).toMatchObject({ kind: 'table', columns: ['t', 'hit'], value: [] });
    expect(resolveView(t, []).value).toBe(rows);
    expect(resolveView(t, [1]).value).toEqual([rows[1]]);
  });
  it('a value from the page that does not fit (NaN, empty, out of range, a missing option) keeps the input’s own', () => {
    const r = Inputs.range([0, 10], { value: 4 });
    for (const bad of [Number.NaN, '', 11, -1, '5', null, undefined, Infinity])
      expect(resolveView(r, bad)).toEqual({ spec: r.spec, value: 4 });
    expect(resolveView(r, 7).value).toBe(7);
    const s = Inputs.select(['x', 'y']);
    expect(fits(s.spec, 2)).toBe(false);
    expect(fits(s.spec, 1.5)).toBe(false);
    expect(fits(Inputs.checkbox(['x']).spec, [0, 0, 0])).toBe(false);
    expect(fits(Inputs.toggle().spec, 'true')).toBe(false);
  });
  it('the key leaves out the value (a control survives its cell re-running with a new value)', () => {
    expect(inputKey(Inputs.range([0, 1], { value: 0.2 }).spec)).toBe(
      inputKey(Inputs.range([0, 1], { value: 0.7 }).spec),
    );
    expect(inputKey(Inputs.range([0, 1]).spec)).not.toBe(inputKey(Inputs.range([0, 2]).spec));
  });
});

describe('view() in a cell', () => {
  const code = `const speed = view(Inputs.range([10, 60], { label: 'Speed', value: 20 }));
const mode = view(Inputs.select(['low', 'high'], { label: 'Arc' }));
console.log(mode);
speed * 2`;
  it('shows each input where it is called and gives its value; the page’s values come in by place', async () => {
    const first = await runCell(code, {}, undefined, { inputs: {}, defines: ['speed', 'mode'] });
    expect(first.ok).toBe(true);
    expect(first.outputs.map((o) => (o.kind === 'value' ? o.value.t : o.kind))).toEqual([
      'input',
      'input',
      'log',
      'num',
    ]);
    expect(first.outputs[3]).toEqual({ kind: 'value', value: { t: 'num', v: '40' } });
    const again = await runCell(code, {}, undefined, { inputs: {}, defines: ['speed', 'mode'], views: [55, 1] });
    expect(again.outputs[0]).toMatchObject({ value: { t: 'input', index: 0, spec: { value: 55 } } });
    expect(again.outputs[2]).toMatchObject({ kind: 'log', parts: [{ t: 'str', v: 'high' }] });
    expect(again.outputs[3]).toEqual({ kind: 'value', value: { t: 'num', v: '110' } });
    expect(again.values).toEqual({ speed: 55, mode: 'high' });
    // A value that no longer fits (the cell's range changed) is not used.
    const bad = await runCell(code, {}, undefined, { inputs: {}, defines: ['speed', 'mode'], views: [999, 7] });
    expect(bad.values).toEqual({ speed: 20, mode: 'low' });
  });
  it('an input not in view() says how to read it; view() of something else is an error that says what to do', async () => {
    const bare = await runCell('Inputs.toggle()');
    expect(bare.outputs[0]).toMatchObject({
      kind: 'value',
      value: { t: 'opaque', v: expect.stringContaining('view()') },
    });
    const wrong = await runCell('view(3)');
    expect(wrong.ok).toBe(false);
    expect(wrong.outputs[0]).toMatchObject({
      kind: 'error',
      error: { name: 'TypeError', message: expect.stringContaining('Inputs.range') },
    });
  });
  it('a cell’s own `view` shadows the extra name (chapters define one)', async () => {
    const r = await runCell('const view = 3;\nview + 1', {}, undefined, { inputs: {}, defines: ['view'] });
    expect(r.outputs).toEqual([{ kind: 'value', value: { t: 'num', v: '4' } }]);
  });
  it('inputs saved with a notebook are checked: a value that does not fit its input is refused', async () => {
    const r = await runCell(code, {}, undefined, { inputs: {}, defines: ['speed', 'mode'] });
    expect(validateOutputs(JSON.parse(JSON.stringify(r.outputs)))).toEqual({ ok: true, outputs: r.outputs });
    const tampered = JSON.parse(JSON.stringify(r.outputs));
    tampered[0].value.spec.value = 1e9;
    expect(validateOutputs(tampered)).toEqual({
      ok: false,
      error: 'cannot be shown: an input’s value does not fit it.',
    });
  });
});

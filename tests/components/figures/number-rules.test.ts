/**
 * The book's one rule for numbers (kit/controls/number.ts `quantityRule`, issue 38 item 8), figure by figure:
 * every figure's number boxes take a quantity of a kind, with its physical range, and the figure's scene link
 * the same range; and the figures whose boxes take speeds and gravity (chapters 7, 8 and 9) say true things
 * with numbers in them at every edge of what their boxes take.
 */
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../../src/components/figures/registry';
import { parseNumber, quantityRule, QUANTITIES, type NumberRule } from '../../../src/components/kit/controls/number';
import * as gravity from '../../../src/components/figures/gravity-figure/model';
import {
  proseValues as gravityProse,
  readouts as gravityReadouts,
} from '../../../src/components/figures/gravity-figure/view';
import * as quartic from '../../../src/components/figures/quartic-figure/model';
import { figure as quarticView, sci } from '../../../src/components/figures/quartic-figure/view';
import * as noHit from '../../../src/components/figures/no-hit-figure/model';
import { figure as noHitView } from '../../../src/components/figures/no-hit-figure/view';

const MODELS = import.meta.glob<Record<string, unknown>>('../../../src/components/figures/*/model.ts', { eager: true });

const isRule = (x: unknown): x is NumberRule =>
  typeof x === 'object' && x !== null && typeof (x as NumberRule).label === 'string' && ('min' in x || 'max' in x);

/** Every rule a model exports: as a value, or inside an exported list or record of boxes (two levels down). */
function rulesOf(exports: Record<string, unknown>): NumberRule[] {
  const found = new Set<NumberRule>();
  const walk = (x: unknown, depth: number) => {
    if (isRule(x)) found.add(x);
    else if (depth > 0 && typeof x === 'object' && x !== null) for (const v of Object.values(x)) walk(v, depth - 1);
  };
  for (const x of Object.values(exports)) walk(x, 2);
  return [...found];
}

describe.each(FIGURES.map((f) => [f.name, f] as const))('%s', (_, f) => {
  const dir = `src/components/figures/${f.folder}`;
  const element = existsSync(`${dir}/element.ts`) ? readFileSync(`${dir}/element.ts`, 'utf8') : '';
  const rules = rulesOf(MODELS[`../../../${dir}/model.ts`] ?? {});

  it('its number boxes take rules its model makes with quantityRule: a kind’s range, no rule of its own', () => {
    const wires = /createNumberBox\(|bindNumberBoxes\(/.test(element);
    expect(rules.length > 0, 'boxes wired ⇔ rules in the model').toBe(wires);
    for (const rule of rules) {
      expect(Object.keys(QUANTITIES), rule.label).toContain(rule.kind);
      const zero = rule.allowZero !== false;
      expect(rule, rule.label).toEqual(quantityRule(rule.kind!, rule.label, { min: rule.min, max: rule.max, zero }));
    }
    // No rule written out by hand anywhere in the figure (`{ label: '…', min: … }`).
    for (const file of ['element.ts', 'model.ts', 'view.ts', 'scene.ts'].filter((n) => existsSync(`${dir}/${n}`)))
      expect(readFileSync(`${dir}/${file}`, 'utf8'), file).not.toMatch(
        /\{\s*label:\s*['`][^'`]*['`]\s*,\s*(min|max)\s*:/,
      );
  });

  it('its scene link takes each box’s quantity in the same range, with the same least size', () => {
    const fields = Object.values(f.scene.fields);
    for (const rule of rules) {
      const same = fields.some(
        (field) =>
          (field.type === 'number' && field.min === rule.min && field.max === rule.max && field.least === rule.least) ||
          (field.type === 'point' &&
            field.min.every((lo, i) => lo === rule.min && field.max[i] === rule.max) &&
            field.least === rule.least),
      );
      expect(same, rule.label).toBe(true);
    }
  });
});

/** What a box takes at the edges of its rule: the values of these numerals that it accepts. */
function edges(rule: NumberRule): number[] {
  const raw = ['5e-324', '1e-320', '1e-300', '1e-12', String(rule.least), String(rule.min), String(rule.max), '1e300'];
  return raw.flatMap((text) => {
    const r = parseNumber(text, rule);
    return r.ok ? [r.value] : [];
  });
}

/** Texts a reader sees: never NaN, Infinity or undefined, never a dash standing for a number before its unit. */
function expectReadable(texts: Record<string, string>, where: string): void {
  for (const [name, text] of Object.entries(texts))
    expect(text, `${where}: ${name}`).not.toMatch(/NaN|Infinity|undefined|—\s*(m|s|m\/s|°)(\s|$|[,.)])/);
}

describe('the figures’ numbers at every edge of what their boxes take', () => {
  it('chapter 7: no “— m” in the envelope, no merged arcs for a target inside it', () => {
    const boxes = { speed: gravity.SPEED_RULE, gravity: gravity.GRAVITY_RULE };
    for (const [field, rule] of Object.entries(boxes))
      for (const x of edges(rule)) {
        const s = { ...gravity.INITIAL, [field]: x };
        const sol = gravity.solve(s);
        const where = `${field} = ${x}`;
        expectReadable({ ...gravityReadouts(s, sol, gravity.momentAt(s, sol, 1)), ...gravityProse(s, sol) }, where);
        expect(gravity.kindOf(s, sol), where).not.toBe('merged');
      }
  });

  it('chapter 8: “f is a quartic” only with a t⁴ coefficient other than 0, written so', () => {
    for (const base of [quartic.INITIAL, { ...quartic.INITIAL, gravity: 0 }])
      for (const box of quartic.BOXES)
        for (const x of edges(box.rule)) {
          const s = box.set(base, x);
          const sol = quartic.solve(s);
          const where = `${box.name} = ${x}, g = ${s.gravity}`;
          const view = { s, sol, m: quartic.momentAt(s, sol, 1), steps: null };
          expectReadable({ ...quarticView.readouts(view), ...quarticView.prose!(view) }, where);
          if (sol.reduces === 'quartic') {
            expect(sol.table[0].value, where).not.toBe(0);
            expect(sci(sol.table[0].value), where).not.toBe('0');
          }
        }
  });

  it('chapter 9: a speed the box takes is never called zero; gravity is blamed only for a speed that is not', () => {
    for (const [field, rule] of Object.entries(noHit.BOXES))
      for (const x of edges(rule)) {
        const s = { ...noHit.INITIAL, [field]: x };
        const sol = noHit.solve(s);
        const where = `${field} = ${x}`;
        const view = { s, sol, m: noHit.momentAt(s, sol, 1) };
        const texts = { ...noHitView.readouts(view), ...noHitView.prose!(view) };
        expectReadable(texts, where);
        expect(texts.status, where).not.toMatch(/zero speed/);
        expect(texts.speed, where).not.toMatch(/×10/);
      }
  });
});

import { describe, expect, it } from 'vitest';
import { codeToHast } from 'shiki';
import { FIRST_SCENE_3D } from '../../../../src/components/figures/intercept-3d/first-state';
import { LANGS, program, slotTexts } from '../../../../src/components/book/port-tabs/model';
import { slotTransformer } from '../../../../src/components/book/port-tabs/highlight';

type Node = { type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };
const text = (n: Node): string => (n.type === 'text' ? n.value! : (n.children ?? []).map(text).join(''));
const find = (n: Node, out: Node[] = []): Node[] => {
  if (n.properties && 'data-slot' in n.properties) out.push(n);
  for (const c of n.children ?? []) find(c, out);
  return out;
};

describe('slotTransformer', () => {
  for (const { id, shiki } of LANGS) {
    it(`${id}: every scene number is one span with its colour, and the code's text is unchanged`, async () => {
      const scene = { ...FIRST_SCENE_3D, velocity: [-4.25, 7, -1e-7] as [number, number, number] };
      const p = program(id, scene);
      const hast = (await codeToHast(p.code, {
        lang: shiki,
        themes: { light: 'github-light-default', dark: 'github-dark-default' },
        defaultColor: false,
        transformers: [slotTransformer(p.code, p.slots)],
      })) as unknown as Node;
      const slots = find(hast);
      const texts = slotTexts(id, scene);
      expect(slots.map((s) => s.properties!['data-slot'])).toEqual(p.slots.map((s) => s.name));
      for (const s of slots) {
        expect(text(s)).toBe(texts[s.properties!['data-slot'] as keyof typeof texts]);
        expect(s.children).toHaveLength(1);
        expect(String(s.properties!.style)).toMatch(/--shiki-light:/);
      }
      expect(text(hast).replace(/\n/g, '')).toBe(p.code.replace(/\n/g, ''));
    });
  }
});

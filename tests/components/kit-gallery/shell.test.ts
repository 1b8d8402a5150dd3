import { describe, expect, it } from 'vitest';
import { INITIAL } from '../../../src/components/kit-gallery/model';
import { qOf, shellHandles, shellView } from '../../../src/components/kit-gallery/shell';

describe('the gallery’s figure-shell block', () => {
  it('Q is derived at P + (2, −2); dragging Q moves P, snapped to half units', () => {
    expect(shellHandles.q.at(INITIAL)).toEqual([6, 1]);
    const s = shellHandles.q.move(INITIAL, [3.2, 0.1]);
    expect(s.p).toEqual([1, 2]);
    expect(qOf(s)).toEqual([3, 0]);
  });
  it('readouts are declared once: pairs and the angle of P; no angle for P at the origin', () => {
    expect(shellView.readouts(INITIAL)).toEqual({
      'shell-p': '(4.0, 3.0)',
      'shell-q': '(6.0, 1.0)',
      'shell-angle': '36.9°',
    });
    const zero = { ...INITIAL, p: [0, 0] as [number, number] };
    expect(shellView.readouts(zero)['shell-angle']).toBe('—');
    expect(shellView.parts(zero)['shell-arc'].display).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { bindJump, shownHit } from '../../../../src/components/kit/time/jump';

function setup(to: () => number | null) {
  const { document } = parseHTML('<button type="button" data-action="jump">Jump to the hit</button>');
  const button = document.querySelector('button') as unknown as HTMLButtonElement;
  const calls: string[] = [];
  const clock = { pause: () => calls.push('pause'), seek: (t: number) => calls.push(`seek ${t}`) };
  const update = bindJump(button, clock, to);
  return { button, calls, update };
}

describe('bindJump: a button that moves the clock to a moment of the scene', () => {
  it('a click pauses the clock and seeks it to the moment as it is now', () => {
    let hit: number | null = 2.5;
    const { button, calls } = setup(() => hit);
    button.click();
    hit = 4;
    button.click();
    expect(calls).toEqual(['pause', 'seek 2.5', 'pause', 'seek 4']);
  });

  it('update() turns the button off while there is no moment, on again when there is; a click while off does nothing', () => {
    let hit: number | null = null;
    const { button, calls, update } = setup(() => hit);
    update();
    expect(button.disabled).toBe(true);
    button.click();
    expect(calls).toEqual([]);
    hit = 1;
    update();
    expect(button.disabled).toBe(false);
  });
});

describe('shownHit: the hit a time line can show', () => {
  it('its time, or null without a hit or past the end of the line', () => {
    expect(shownHit({ hitTime: 2, late: false })).toBe(2);
    expect(shownHit({ hitTime: 200, late: true })).toBeNull();
    expect(shownHit({ hitTime: null, late: false })).toBeNull();
  });
});

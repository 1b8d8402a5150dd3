import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { createClock } from '../../../../src/components/kit/time/clock';
import { autoplay, bindPlayButton, playButtonView } from '../../../../src/components/kit/controls/play';
import { bindScrubber } from '../../../../src/components/kit/time/scrubber';
import { TEXT_EVERY_MS } from '../../../../src/components/kit/shell/later';
import { fakeFrames } from '../time/fake-frames';

const { document, Event } = parseHTML('<!doctype html><html><body></body></html>');
const click = (el: Element) => el.dispatchEvent(new Event('click'));

/** TimeScrubber.astro's markup bound to a new clock of `duration` seconds. */
function boundScrubber(duration: number) {
  const root = document.createElement('div');
  root.innerHTML = `<button data-action="play" aria-pressed="false">Play</button><input type="range" min="0" max="${duration}" value="0"><output data-readout="time">0.00 s</output>`;
  const clock = createClock({ duration });
  bindScrubber(root, clock);
  return { root, clock };
}

describe('kit play/pause', () => {
  it('playButtonView → "Play"/false paused, "Pause"/true playing', () => {
    expect(playButtonView({ playing: false })).toEqual({ text: 'Play', pressed: 'false' });
    expect(playButtonView({ playing: true })).toEqual({ text: 'Pause', pressed: 'true' });
  });

  it('a click toggles the clock; the button follows the clock whoever moves it', () => {
    const clock = createClock({ duration: 2 });
    const button = document.createElement('button');
    const unbind = bindPlayButton(button, clock);
    expect(button.textContent).toBe('Play');
    click(button);
    expect(clock.playing).toBe(true);
    expect(button.textContent).toBe('Pause');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // The time line ends: the clock stops, and the button says so.
    clock.advance(5);
    expect(clock.playing).toBe(false);
    expect(button.textContent).toBe('Play');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    unbind();
    click(button);
    expect(clock.playing).toBe(false);
  });

  it('autoplay → plays without reduced motion, holds still with it (the clock never starts by itself)', () => {
    const a = createClock({ duration: 2 });
    expect(autoplay(a, false)).toBe(true);
    expect(a.playing).toBe(true);
    const b = createClock({ duration: 2 });
    expect(autoplay(b, true)).toBe(false);
    expect(b.playing).toBe(false);
    expect(createClock({ duration: 2 }).playing).toBe(false);
  });

  it('the scrubber’s button is the same control', () => {
    const { root, clock } = boundScrubber(2);
    const button = root.querySelector('button')!;
    click(button);
    expect(clock.playing).toBe(true);
    expect(button.textContent).toBe('Pause');
    clock.pause();
    expect(button.textContent).toBe('Play');
  });
});

describe('kit scrubber while playing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a playing clock moves the range and the time text every TEXT_EVERY_MS, in frames; a pause writes at once', () => {
    const { frame } = fakeFrames();
    const { root, clock } = boundScrubber(10);
    const out = root.querySelector('output')!;
    const range = root.querySelector('input')!;
    clock.play();
    let writes = 0;
    let shown = out.textContent;
    for (let i = 0; i < 60; i++) {
      clock.advance(1 / 60);
      frame();
      if (out.textContent !== shown) {
        writes++;
        shown = out.textContent;
      }
    }
    // One second of frames: about 1000 / TEXT_EVERY_MS writes, not 60.
    expect(writes).toBeGreaterThanOrEqual(Math.floor(1000 / TEXT_EVERY_MS / 2));
    expect(writes).toBeLessThanOrEqual(Math.ceil(1000 / TEXT_EVERY_MS) + 1);
    clock.advance(1 / 60);
    clock.pause();
    // Paused: the exact time, at once, in the text, the range and its spoken value.
    expect(out.textContent).toBe(`${clock.time.toFixed(2)} s`);
    expect(Number(range.value)).toBeCloseTo(clock.time, 9);
    expect(range.getAttribute('aria-valuetext')).toBe(`${clock.time.toFixed(2)} s`);
  });
});

describe('play/pause gallery scene', () => {
  it('playDotAt → 4 at 0, 96 at the end, clamped outside, 4 for NaN', async () => {
    const { PLAY_DURATION, playDotAt } = await import('../../../../src/components/book/kit-gallery/play-model');
    expect(playDotAt(0).x).toBe(4);
    expect(playDotAt(PLAY_DURATION).x).toBe(96);
    expect(playDotAt(PLAY_DURATION / 2).x).toBe(50);
    expect(playDotAt(-1).x).toBe(4);
    expect(playDotAt(99).x).toBe(96);
    expect(playDotAt(NaN).x).toBe(4);
  });
});

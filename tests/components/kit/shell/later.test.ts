import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFrames, type FakeFrames } from '../time/fake-frames';

type Later = typeof import('../../../../src/components/kit/shell/later');

/** A fresh copy of kit/shell/later.ts: its measured cost is shared by the page, so each test starts from none. */
async function fresh(): Promise<Later> {
  vi.resetModules();
  return import('../../../../src/components/kit/shell/later');
}

describe('kit numbersGap', () => {
  it('is TEXT_EVERY_MS for cheap frames, three times the cost for dear ones, TEXT_MAX_GAP_MS at most', async () => {
    const { numbersGap, TEXT_EVERY_MS, TEXT_MAX_GAP_MS } = await fresh();
    expect(numbersGap()).toBe(TEXT_EVERY_MS);
    expect(numbersGap(4)).toBe(TEXT_EVERY_MS);
    expect(numbersGap(30)).toBe(90);
    expect(numbersGap(55)).toBe(165);
    expect(numbersGap(400)).toBe(TEXT_MAX_GAP_MS);
  });

  it('noteNumbersCost smooths what it is told and ignores what is not a duration', async () => {
    const { noteNumbersCost, numbersGap } = await fresh();
    noteNumbersCost(Number.NaN);
    noteNumbersCost(-3);
    noteNumbersCost(Number.POSITIVE_INFINITY);
    expect(numbersGap()).toBe(50);
    noteNumbersCost(60);
    expect(numbersGap()).toBe(180);
    noteNumbersCost(20);
    expect(numbersGap()).toBe(120);
  });
});

describe('kit textLater', () => {
  let fake: FakeFrames;
  const frame = () => fake.frame();
  /** Messages posted and not yet delivered (the fake MessageChannel below). */
  let messages: (() => void)[] = [];

  beforeEach(() => {
    fake = fakeFrames();
    messages = [];
    class FakeChannel {
      port1 = { onmessage: null as null | (() => void), close() {} };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    vi.stubGlobal('MessageChannel', FakeChannel);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** One second of frames, each with an input, the numbers frame rendering for `render` ms; the writes' times. */
  function drag(later: Later, render: number): number[] {
    const writes: number[] = [];
    const stale = later.textLater(() => writes.push(fake.now));
    for (let i = 0; i < 60; i++) {
      stale();
      frame();
      // The frame's rendering ends `render` ms after its callbacks (fake time stands still in between).
      fake.now += render;
      for (const deliver of messages.splice(0)) deliver();
      fake.now -= render;
    }
    return writes;
  }

  it('a single input: its frame draws, the one after it writes the numbers', async () => {
    const later = await fresh();
    let n = 0;
    later.textLater(() => n++)();
    frame();
    expect(n).toBe(0);
    frame();
    expect(n).toBe(1);
    frame();
    expect(n).toBe(1);
  });

  it('while inputs keep coming, cheap frames of numbers come every TEXT_EVERY_MS', async () => {
    const later = await fresh();
    const writes = drag(later, 5);
    expect(writes.length).toBeGreaterThanOrEqual(16);
    expect(writes.length).toBeLessThanOrEqual(21);
  });

  it('dear frames of numbers (40 ms) come three times as far apart, measured in the page', async () => {
    const later = await fresh();
    const writes = drag(later, 40);
    // The first write measures the cost; from then on the numbers wait 3 × 40 ms (then 3 × the smoothed cost).
    const gaps = writes.slice(2).map((t, i) => t - writes[i + 1]);
    expect(gaps.length).toBeGreaterThan(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(120 - 1e-9);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(120 + 1000 / 60);
    expect(later.numbersGap()).toBeCloseTo(120, 6);
  });

  it('however dear, the numbers still change at least every TEXT_MAX_GAP_MS', async () => {
    const later = await fresh();
    const writes = drag(later, 500);
    const gaps = writes.slice(1).map((t, i) => t - writes[i]);
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(later.TEXT_MAX_GAP_MS + 1000 / 60);
  });
});

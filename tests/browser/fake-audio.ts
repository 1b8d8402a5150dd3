/**
 * A stand-in for Web Audio in the browser tests (issue 41): an init script
 * (`fakeAudio`) records every node a page makes, and `heard` reads back what a
 * chart scheduled: its tones, clicks and ticks. Shared by chart-sound.spec.ts
 * and heard-charts.spec.ts.
 */
import type { Page } from '@playwright/test';

/**
 * A stand-in for Web Audio: every node the page makes, with its connections, its
 * scheduled starts and stops and each parameter's automation, kept in
 * `window.__audio`. Its clock is the page's (performance.now), so a sweep moves on.
 */
export function fakeAudio(): void {
  type Ev = [string, number, number];
  class Param {
    value: number;
    events: Ev[] = [];
    constructor(v: number) {
      this.value = v;
    }
    setValueAtTime(v: number, t: number) {
      this.events.push(['set', v, t]);
      return this;
    }
    linearRampToValueAtTime(v: number, t: number) {
      this.events.push(['ramp', v, t]);
      return this;
    }
    setTargetAtTime(v: number, t: number) {
      this.events.push(['target', v, t]);
      return this;
    }
    cancelScheduledValues(t: number) {
      this.events.push(['cancel', 0, t]);
      return this;
    }
  }
  class FakeNode {
    kind: string;
    outs: FakeNode[] = [];
    startAt: number | null = null;
    stopAt: number | null = null;
    type = 'sine';
    gain = new Param(1);
    pan = new Param(0);
    frequency = new Param(440);
    buffer: unknown = null;
    constructor(kind: string) {
      this.kind = kind;
    }
    connect(n: FakeNode) {
      this.outs.push(n);
      return n;
    }
    disconnect() {
      this.outs = [];
    }
    /** A wave of its own (the fifth timbre): its sine terms kept, its type 'custom' as in Web Audio. */
    wave: number[] | null = null;
    setPeriodicWave(w: { imag: number[] }) {
      this.type = 'custom';
      this.wave = w.imag;
    }
    start(t = 0) {
      this.startAt = t;
      log.sources.push(this);
    }
    stop(t = 0) {
      this.stopAt = t;
    }
  }
  const log = { contexts: 0, sources: [] as FakeNode[] };
  class FakeAudioContext {
    state = 'running';
    sampleRate = 48000;
    destination = new FakeNode('destination');
    created = performance.now();
    constructor() {
      log.contexts++;
    }
    get currentTime() {
      return (performance.now() - this.created) / 1000;
    }
    resume() {
      return Promise.resolve();
    }
    createGain() {
      return new FakeNode('gain');
    }
    createOscillator() {
      return new FakeNode('osc');
    }
    createStereoPanner() {
      return new FakeNode('panner');
    }
    createPeriodicWave(_real: Float32Array, imag: Float32Array) {
      return { imag: Array.from(imag) };
    }
    createBufferSource() {
      return new FakeNode('buffer');
    }
    createBuffer(_channels: number, n: number, rate: number) {
      const data = new Float32Array(n);
      return { length: n, sampleRate: rate, getChannelData: () => data };
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.AudioContext = FakeAudioContext;
  w.webkitAudioContext = FakeAudioContext;
  w.__audio = log;
}

export interface Heard {
  contexts: number;
  /** The curve's tone: its shape, start and stop, pitch automation [kind, Hz, time] and its pan's. */
  tones: {
    type: string;
    start: number;
    stop: number | null;
    freq: [string, number, number][];
    pan: [string, number, number][];
  }[];
  clicks: { start: number; pan: number }[];
  ticks: { start: number; hz: number; pan: number }[];
  now: number;
}

/** What the fake heard: the long oscillators (tones), the noise bursts (clicks) and the short sine blips (ticks). */
export async function heard(page: Page): Promise<Heard> {
  return page.evaluate(() => {
    type N = {
      kind: string;
      outs: N[];
      startAt: number;
      stopAt: number | null;
      type: string;
      frequency: { events: [string, number, number][] };
      pan: { events: [string, number, number][] };
    };
    const log = (window as unknown as { __audio: { contexts: number; sources: N[] } }).__audio;
    const pannerOf = (n: N): N | null => {
      for (const o of n.outs) {
        if (o.kind === 'panner') return o;
        const p = pannerOf(o);
        if (p) return p;
      }
      return null;
    };
    const lastPan = (n: N) => {
      const ev = pannerOf(n)?.pan.events ?? [];
      return ev.length ? ev[ev.length - 1][1] : 0;
    };
    const oscs = log.sources.filter((s) => s.kind === 'osc');
    // A tick is a blip at one fixed pitch; a tone glides through the notes.
    const long = (s: N) => s.frequency.events.length > 1;
    return {
      contexts: log.contexts,
      tones: oscs.filter(long).map((s) => ({
        type: s.type,
        start: s.startAt,
        stop: s.stopAt,
        freq: s.frequency.events,
        pan: pannerOf(s)?.pan.events ?? [],
      })),
      clicks: log.sources.filter((s) => s.kind === 'buffer').map((s) => ({ start: s.startAt, pan: lastPan(s) })),
      ticks: oscs
        .filter((s) => !long(s))
        .map((s) => ({ start: s.startAt, hz: s.frequency.events[0]?.[1] ?? NaN, pan: lastPan(s) })),
      now: 0,
    };
  });
}

/**
 * A function plot's sweep played with Web Audio (issue 41), loaded the first
 * time a reader presses Play or P (fn-plot-explore.ts imports it then), never
 * with the page. One AudioContext per page, created on that gesture. A sweep
 * (fn-plot-sonify.ts) is scheduled whole at once on the audio clock:
 *
 * - the tone: one oscillator of the curve's timbre whose frequency glides
 *   through the notes' pitches, its gain at 0 where the curve has no value,
 *   panned along the time axis;
 * - a click per root: a short burst of noise (a buffer source), panned where
 *   the root is;
 * - a soft tick per turning point: a 1320 Hz sine blip of 40 ms, quieter.
 *
 * Nothing here decides what is played or when; `stop()` silences it at once.
 */
import type { Sweep } from './fn-plot-sonify';

/** The tick's pitch (Hz) and length (s), the click's length (s), the levels (0–1) and the lead-in (s). */
export const AUDIO = {
  tickHz: 1320,
  tickSeconds: 0.04,
  clickSeconds: 0.012,
  tone: 0.22,
  click: 0.9,
  tick: 0.3,
  master: 0.6,
  leadIn: 0.06,
} as const;

/** A sweep on its way: when it started on the audio clock, how far in it is, and how to stop it. */
export interface Playback {
  /** The audio clock's time (s) at the sweep's start. */
  readonly start: number;
  /** Seconds into the sweep now (negative during the lead-in). */
  elapsed(): number;
  /** Silence it now (idempotent). */
  stop(): void;
}

type AudioCtor = typeof AudioContext;
let shared: AudioContext | null = null;

/** The page's AudioContext, created on the first call (which must come from the reader's gesture); null without Web Audio. */
export function audioContext(): AudioContext | null {
  if (shared) {
    if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
    return shared;
  }
  const w = globalThis as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  try {
    shared = new Ctor();
  } catch {
    return null;
  }
  if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
  return shared;
}

/** A node panned to `pan` (−1 left … 1 right) into `into`, or `into` itself where there is no stereo panner. */
function panned(ctx: AudioContext, into: AudioNode, pan: number): { node: AudioNode; panner: StereoPannerNode | null } {
  if (typeof ctx.createStereoPanner !== 'function') return { node: into, panner: null };
  const p = ctx.createStereoPanner();
  p.pan.setValueAtTime(pan, ctx.currentTime);
  p.connect(into);
  return { node: p, panner: p };
}

/** A burst of noise that dies away, the same every time (a fixed seed): the click. */
function clickBuffer(ctx: AudioContext): AudioBuffer {
  const n = Math.max(1, Math.round(ctx.sampleRate * AUDIO.clickSeconds));
  const buffer = ctx.createBuffer(1, n, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let seed = 12345;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = ((seed / 0x7fffffff) * 2 - 1) * (1 - i / n) ** 2;
  }
  return buffer;
}

/**
 * The tone's level for its timbre: the square and sawtooth carry more harmonics and sound louder at the same gain;
 * the organ's wave (normalised to a peak of 1) less so.
 */
const levelOf = (type: OscillatorType) =>
  AUDIO.tone * (type === 'square' || type === 'sawtooth' ? 0.45 : type === 'custom' ? 0.7 : 1);

/** Play `sweep` now; null where the page has no Web Audio. */
export function playSweep(sweep: Sweep): Playback | null {
  const ctx = audioContext();
  if (!ctx) return null;
  const start = ctx.currentTime + AUDIO.leadIn;
  const end = start + sweep.seconds;
  const master = ctx.createGain();
  master.gain.setValueAtTime(AUDIO.master, ctx.currentTime);
  master.connect(ctx.destination);
  const sources: AudioScheduledSourceNode[] = [];

  // The tone.
  const osc = ctx.createOscillator();
  const timbre = sweep.timbre;
  if ('harmonics' in timbre) {
    // A wave of its own: sine terms of the harmonics (index 0 of a periodic wave is the constant, silent).
    const imag = Float32Array.from([0, ...timbre.harmonics]);
    if (typeof ctx.createPeriodicWave === 'function')
      osc.setPeriodicWave(ctx.createPeriodicWave(new Float32Array(imag.length), imag));
  } else osc.type = timbre.type;
  const env = ctx.createGain();
  const { node: toneOut, panner } = panned(ctx, master, sweep.notes[0]?.pan ?? 0);
  osc.connect(env);
  env.connect(toneOut);
  const level = levelOf(sweep.timbre.type);
  env.gain.setValueAtTime(0, ctx.currentTime);
  let lastHz: number | null = null;
  let sounding = false;
  sweep.notes.forEach((n) => {
    const at = start + n.at;
    const hz = n.hz ?? lastHz;
    if (hz !== null) {
      if (lastHz === null) osc.frequency.setValueAtTime(hz, at);
      else osc.frequency.linearRampToValueAtTime(hz, at);
      lastHz = hz;
    }
    const on = n.hz !== null;
    if (on !== sounding) {
      // A short ramp, not a step: a gain that jumps clicks, and clicks are the roots' sound.
      env.gain.setValueAtTime(on ? 0 : level, at);
      env.gain.linearRampToValueAtTime(on ? level : 0, at + 0.01);
      sounding = on;
    }
    if (panner) panner.pan.linearRampToValueAtTime(n.pan, at);
  });
  if (sounding) {
    env.gain.setValueAtTime(level, end);
    env.gain.linearRampToValueAtTime(0, end + 0.03);
  }
  osc.start(start);
  osc.stop(end + 0.05);
  sources.push(osc);

  // The roots' clicks.
  if (sweep.clicks.length) {
    const buffer = clickBuffer(ctx);
    for (const c of sweep.clicks) {
      const src = ctx.createBufferSource();
      src.buffer = buffer;
      const g = ctx.createGain();
      g.gain.setValueAtTime(AUDIO.click, ctx.currentTime);
      src.connect(g);
      g.connect(panned(ctx, master, c.pan).node);
      src.start(start + c.at);
      sources.push(src);
    }
  }

  // The turning points' ticks.
  for (const k of sweep.ticks) {
    const at = start + k.at;
    const blip = ctx.createOscillator();
    blip.type = 'sine';
    blip.frequency.setValueAtTime(AUDIO.tickHz, ctx.currentTime);
    const g = ctx.createGain();
    g.gain.setValueAtTime(0, ctx.currentTime);
    g.gain.setValueAtTime(0, at);
    g.gain.linearRampToValueAtTime(AUDIO.tick, at + 0.005);
    g.gain.linearRampToValueAtTime(0, at + AUDIO.tickSeconds);
    blip.connect(g);
    g.connect(panned(ctx, master, k.pan).node);
    blip.start(at);
    blip.stop(at + AUDIO.tickSeconds + 0.01);
    sources.push(blip);
  }

  let stopped = false;
  return {
    start,
    elapsed: () => ctx.currentTime - start,
    stop() {
      if (stopped) return;
      stopped = true;
      const now = ctx.currentTime;
      master.gain.cancelScheduledValues(now);
      master.gain.setValueAtTime(0, now);
      for (const s of sources)
        try {
          s.stop(now);
        } catch {
          /* not started yet, or stopped already */
        }
      master.disconnect();
    },
  };
}

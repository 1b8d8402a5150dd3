/**
 * The sound of each curve of a function plot (issue 41): an oscillator shape
 * per curve, in order, with the name the legend gives it. A module of its own,
 * with no imports, so the legend (fn-plot-marks.ts) names the timbres without
 * loading the sound code (fn-plot-sonify.ts, fn-plot-audio.ts).
 */

/**
 * The oscillator shapes, one per curve in order, with the name the legend gives each. The fifth is a wave of its
 * own (Web Audio's `custom`): the sine amplitudes of its harmonics, from the fundamental up, an organ's stops.
 */
export const TIMBRES = [
  { type: 'sine', name: 'smooth tone' },
  { type: 'triangle', name: 'hollow tone' },
  { type: 'square', name: 'reedy tone' },
  { type: 'sawtooth', name: 'buzzing tone' },
  { type: 'custom', name: 'organ tone', harmonics: [1, 0.6, 0.45, 0, 0.25, 0, 0, 0.15] },
] as const;

export type Timbre = (typeof TIMBRES)[number];

/** The timbre of the chart's `index`-th curve (they repeat after five). */
export function timbreOf(index: number): Timbre {
  const i = Number.isInteger(index) && index >= 0 ? index : 0;
  return TIMBRES[i % TIMBRES.length];
}

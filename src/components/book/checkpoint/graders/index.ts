/**
 * Each checkpoint's grader, loaded when the reader first reveals it: a page
 * downloads only its own chapter's grader (and the library parts it needs).
 */
import type { Grader } from '../verdict';

type Module = { GRADERS: Record<string, Grader> };

const basics = (): Promise<Module> => import('./basics');
const gravity = (): Promise<Module> => import('./gravity');

const LOADERS: Record<string, () => Promise<Module>> = {
  'lead-angle': basics,
  displacement: basics,
  'dot-sign': basics,
  'third-side': basics,
  'hit-time': basics,
  'which-root': basics,
  'which-case': basics,
  'pitch-sign': basics,
  'arc-count': gravity,
  'hit-count': gravity,
  'closest-aim': gravity,
  'rate-doubled': () => import('./simulation'),
  'race-winner': () => import('./pursuit'),
};

/** The grader of checkpoint `id` (null for an unknown id). */
export async function loadGrader(id: string): Promise<Grader | null> {
  const load = LOADERS[id];
  if (!load) return null;
  return (await load()).GRADERS[id] ?? null;
}

/** Every checkpoint id that has a grader (the tests check it against questions.ts). */
export const GRADED_IDS = Object.keys(LOADERS);

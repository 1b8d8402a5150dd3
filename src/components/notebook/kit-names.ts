/**
 * The names an exported notebook may import from the kit (kit.ts): the
 * library's, and what a cell sees besides them. Read where the library is
 * loaded anyway (the build, the tests); the playground gets them from its
 * page (a data attribute), so exporting never brings the library into it.
 */
import * as main from '../../lib';
import * as teaching from '../../lib/teaching';

/** A cell sees the whole library: the main entry and the teaching one (the solver's steps in words). */
const lib = { ...main, ...teaching };

/** What a cell sees besides the library (run.ts EXTRA_NAMES), as the kit exports it. */
export const KIT_EXTRAS = ['Plot', 'plot', 'md', 'tex', 'display', 'Inputs', 'view'] as const;

export const KIT_NAMES: readonly string[] = [
  ...Object.keys(lib).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n)),
  ...KIT_EXTRAS,
];

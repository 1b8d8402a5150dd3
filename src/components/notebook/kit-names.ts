/**
 * The names an exported notebook may import from the kit (kit.ts): the
 * library's, and what a cell sees besides them. Read where the library is
 * loaded anyway (the build, the tests); the playground gets them from its
 * page (a data attribute), so exporting never brings the library into it.
 */
import * as main from '../../lib';
import * as motion from '../../lib/motion';
import * as numerics from '../../lib/numeric';
import * as vec from '../../lib/vec';

/** A cell sees the whole library: the front door and the vec, motion and numerics entries. */
const lib = { ...numerics, ...motion, ...vec, ...main };

/** What a cell sees besides the library (run.ts EXTRA_NAMES), as the kit exports it. */
export const KIT_EXTRAS = ['Plot', 'plot', 'md', 'tex', 'display', 'Inputs', 'view'] as const;

export const KIT_NAMES: readonly string[] = [
  ...Object.keys(lib).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n)),
  ...KIT_EXTRAS,
];

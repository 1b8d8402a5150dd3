/**
 * The files the library reference (/api/) offers for download, made at build
 * time: the npm package of `src/lib` (built and packed by
 * `scripts/build-lib.mjs`, as `npm run build:lib` does), and the C++ and C#
 * ports when their files exist in the checkout. A port that is not there is
 * simply not listed, so the page never links to a missing file.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildLibPackage, packLib, tarballName } from '../../scripts/build-lib.mjs';

export interface Download {
  /** File name under `downloads/`. */
  file: string;
  /** What it is, for the link. */
  label: string;
  /** One sentence on how to use it. */
  description: string;
  /** Content type of the response. */
  type: string;
  /** The bytes (built on first use, then cached for the rest of the build). */
  bytes: () => Uint8Array;
}

const cache = new Map<string, Uint8Array>();

function cached(key: string, make: () => Uint8Array): Uint8Array {
  let b = cache.get(key);
  if (!b) {
    b = make();
    cache.set(key, b);
  }
  return b;
}

/** The package tarball, built in a private temporary folder (parallel builds do not share one). */
function packageBytes(root: string): Uint8Array {
  const work = mkdtempSync(join(tmpdir(), 'ltt-lib-'));
  try {
    return new Uint8Array(readFileSync(packLib(buildLibPackage({ root, outDir: work }))));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The ports the page offers once they exist (other branches add them). */
const PORTS = [
  {
    path: 'ports/cpp/leading_target.hpp',
    label: 'C++ header',
    description: 'One C++17 header with no dependencies: #include it.',
  },
  {
    path: 'ports/csharp/LeadingTarget.cs',
    label: 'C# file',
    description: 'One C# file with no dependencies: add it to your project (Unity: Assets/).',
  },
];

/** Every download available in this checkout, the package first. */
export function downloads(root = process.cwd()): Download[] {
  const list: Download[] = [
    {
      file: tarballName(root),
      label: 'npm package (TypeScript, ES modules)',
      description: `The solver library with type declarations and no dependencies: npm install ./${tarballName(root)}`,
      type: 'application/gzip',
      bytes: () => cached('package', () => packageBytes(root)),
    },
  ];
  for (const port of PORTS) {
    const source = resolve(root, port.path);
    if (!existsSync(source)) continue;
    const file = port.path.split('/').pop()!;
    list.push({
      file,
      label: port.label,
      description: port.description,
      type: 'text/plain; charset=utf-8',
      bytes: () => cached(file, () => new Uint8Array(readFileSync(source))),
    });
  }
  return list;
}

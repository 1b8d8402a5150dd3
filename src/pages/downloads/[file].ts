/**
 * The downloadable files of the library reference, written into the site at
 * build time (see `src/content/downloads.ts`): the npm package tarball, and the
 * C++ and C# ports when they exist.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { downloads } from '../../content/downloads';

export const getStaticPaths = (() => downloads().map((d) => ({ params: { file: d.file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const d = downloads().find((x) => x.file === params.file);
  if (!d) return new Response('Not found', { status: 404 });
  const body = d.bytes();
  return new Response(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer, {
    headers: { 'Content-Type': d.type },
  });
};

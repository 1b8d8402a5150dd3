/**
 * The notebook kit (src/components/notebook/kit.ts) as one ES module beside
 * the book: an exported notebook's first code cell imports the library from
 * here, so the file runs in Jupyter (Deno's kernel) outside the book.
 */
import type { APIRoute } from 'astro';
import { bundleKit } from '../components/notebook/kit-bundle';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(bundleKit('kit'), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });

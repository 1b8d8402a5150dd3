/**
 * The kit's chart drawing (src/components/notebook/kit-plot.ts: Observable
 * Plot on a server-side DOM), loaded by the kit beside it with a notebook's
 * first chart.
 */
import type { APIRoute } from 'astro';
import { bundleKit } from '../components/notebook/kit-bundle';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(bundleKit('plot'), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });

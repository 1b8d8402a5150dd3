/** The code cells' worker as one classic script, and the sandbox boot script's CSP hash (src/integrations/cell-worker.ts). */
declare module 'virtual:cell-worker' {
  export const source: string;
  export const bootHash: string;
}

/** The parts of @observablehq/inputs (which ships no types) that mount-input.ts uses. */
declare module '@observablehq/inputs' {
  type Control = HTMLElement & { value: unknown };
  type Options = Record<string, unknown>;
  export function range(extent: [number | undefined, number | undefined], options?: Options): Control;
  export function number(extent: [number | undefined, number | undefined], options?: Options): Control;
  export function select(data: readonly unknown[], options?: Options): Control;
  export function radio(data: readonly unknown[], options?: Options): Control;
  export function checkbox(data: readonly unknown[], options?: Options): Control;
  export function toggle(options?: Options): Control;
  export function button(content: string, options?: Options): Control;
  export function text(options?: Options): Control;
  export function table(data: readonly unknown[], options?: Options): Control;
}

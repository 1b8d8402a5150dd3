/**
 * Leading the Target: the solver library. Pure TypeScript with no DOM and no
 * runtime dependencies; usable in Node, a page or a Web Worker.
 */
export * from './vec';
export * from './approach';
export * from './motion';
export * from './float';
export * from './poly';
export * from './quadratic';
export * from './validate';
export * from './intercept';
export * from './pursuit';
export * from './roots';
export * from './ballistic';

/** Types of scripts/build-lib.mjs, for the site build and the tests (see that file). */
export declare const PACKAGE_NAME: string;
export declare function packageVersion(root?: string): string;
export declare function tarballName(root?: string): string;
export declare function completeSpecifiers(source: string): string;
export declare function buildLibPackage(options?: { root?: string; outDir?: string }): string;
export declare function packLib(pkg: string, destination?: string): string;

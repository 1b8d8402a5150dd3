/** Types of scripts/offline.mjs, for the tests (see that file). */
export interface OfflineManifest {
  files: string[];
  hashes: string[];
  bytes: number;
  gzipBytes: number;
  version: string;
}
export declare const SW_SOURCE: string;
export declare const REGISTER_SOURCE: string;
export declare function keyOf(file: string): string;
export declare function shortHash(bytes: Uint8Array | string): string;
export declare function registerCode(): string;
export declare function offlineManifest(dir: string): OfflineManifest;
export declare function serviceWorkerSource(manifest: OfflineManifest): string;
export declare function writeOffline(dir: string): OfflineManifest;
